import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers } from "../../db/schema/training.ts";
import { groupUsableBy, studentVisibleTo, type Viewer } from "../swimmers/policy.ts";

/*
 * Who trains where, for the training area's modules (plans and sessions): a group's swimmers are the students whose
 * account is a `swimmer` member of the group (students.user_id), and the advanced swimmers whose training group it
 * is (a student without an account yet is in no group_members row). Moved here from plans/participants.repository
 * so sessions share it without reaching into the plans module.
 */

/** `uuid, uuid, …` for an `in (…)` list; callers never pass an empty list. */
export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** (group_id, student_id) of every student training in a group, each pair once. */
export const groupSwimmers = sql`(
  select gm.group_id, st.id as student_id
    from ${groupMembers} gm join ${students} st on st.user_id = gm.user_id
   where gm.role = 'swimmer'
  union
  select a.group_id, a.student_id from ${advancedSwimmers} a where a.group_id is not null
)`;

/** The rows of a raw SQL query, typed by the caller. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The students training in the given groups, each once. */
export async function swimmersOfGroups(db: Db, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await rowsOf<{ studentId: string }>(
    db,
    sql`select distinct gs.student_id as "studentId" from ${groupSwimmers} gs
         where gs.group_id in (${idList(groupIds)})`,
  );
  return rows.map((r) => r.studentId);
}

/** Names of students, by id. */
export async function studentNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: students.id, fullName: students.fullName })
    .from(students)
    .where(inArray(students.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** Of the given students, the advanced swimmers the viewer may see (admins: every advanced swimmer). */
export async function choosableStudentIds(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: advancedSwimmers.studentId })
    .from(advancedSwimmers)
    .where(
      and(
        inArray(advancedSwimmers.studentId, [...ids]),
        studentVisibleTo(viewer, advancedSwimmers.studentId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Of the given groups, those that exist and the viewer may use (a coach: the groups they coach). */
export async function choosableGroupIds(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, [...ids]), groupUsableBy(viewer, groups.id)));
  return new Set(rows.map((r) => r.id));
}
