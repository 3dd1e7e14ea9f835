import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers } from "../../db/schema/training.ts";
import { planGroups, planStudents } from "../../db/schema/training-hub.ts";
import { groupUsableBy, studentVisibleTo, type Viewer } from "../swimmers/policy.ts";

/*
 * Who a plan reaches (TRAINING.md §5): its own swimmers (students) and the swimmers of its groups. A group's
 * swimmers are the students whose account is a `swimmer` member of the group (students.user_id), and the advanced
 * swimmers whose training group it is (a student without an account yet is in no group_members row).
 */

/** `uuid, uuid, …` for an `in (…)` list; callers never pass an empty list. */
export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** (group_id, student_id) of every student training in a group, each pair once. */
const groupSwimmers = sql`(
  select gm.group_id, st.id as student_id
    from ${groupMembers} gm join ${students} st on st.user_id = gm.user_id
   where gm.role = 'swimmer'
  union
  select a.group_id, a.student_id from ${advancedSwimmers} a where a.group_id is not null
)`;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface PlanSwimmerRow {
  planId: string;
  studentId: string;
  via: "direct" | "group";
}

/** Every (plan, swimmer, how) of the given plans: a swimmer in the list and a group appears twice. */
export async function swimmerRowsOfPlans(db: Db, planIds: readonly string[]): Promise<PlanSwimmerRow[]> {
  if (planIds.length === 0) return [];
  return rowsOf<PlanSwimmerRow>(
    db,
    sql`select ps.plan_id as "planId", ps.student_id as "studentId", 'direct' as via
          from ${planStudents} ps where ps.plan_id in (${idList(planIds)})
        union all
        select pg.plan_id, gs.student_id, 'group'
          from ${planGroups} pg join ${groupSwimmers} gs on gs.group_id = pg.group_id
         where pg.plan_id in (${idList(planIds)})`,
  );
}

/** The swimmers of each plan, each once. */
export async function swimmersOfPlans(db: Db, planIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const byPlan = new Map<string, Set<string>>(planIds.map((id) => [id, new Set()]));
  for (const row of await swimmerRowsOfPlans(db, planIds)) byPlan.get(row.planId)?.add(row.studentId);
  return byPlan;
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

/** How many students train in each of the given groups. */
export async function memberCounts(db: Db, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await rowsOf<{ groupId: string; members: number }>(
    db,
    sql`select gs.group_id as "groupId", count(*)::int as members from ${groupSwimmers} gs
         where gs.group_id in (${idList(groupIds)}) group by gs.group_id`,
  );
  return new Map(rows.map((r) => [r.groupId, Number(r.members)]));
}

/** Every group each of the given students trains in, by name. */
export async function groupsOfStudents(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return rowsOf<{ studentId: string; id: string; name: string; color: string | null }>(
    db,
    sql`select gs.student_id as "studentId", g.id, g.name, g.color
          from ${groupSwimmers} gs join ${groups} g on g.id = gs.group_id
         where gs.student_id in (${idList(studentIds)})
         order by g.name`,
  );
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

/** A plan's own swimmers with their training group's name, by name. */
export async function directStudentsOf(db: Db, planId: string) {
  return db
    .select({ id: students.id, fullName: students.fullName, groupName: groups.name })
    .from(planStudents)
    .innerJoin(students, eq(students.id, planStudents.studentId))
    .leftJoin(advancedSwimmers, eq(advancedSwimmers.studentId, students.id))
    .leftJoin(groups, eq(groups.id, advancedSwimmers.groupId))
    .where(eq(planStudents.planId, planId))
    .orderBy(asc(students.fullName));
}

/** A plan's groups by name. */
export async function groupsOfPlan(db: Db, planId: string) {
  return db
    .select({ id: groups.id, name: groups.name, color: groups.color })
    .from(planGroups)
    .innerJoin(groups, eq(groups.id, planGroups.groupId))
    .where(eq(planGroups.planId, planId))
    .orderBy(asc(groups.name));
}

/** The ids of a plan's own swimmers and groups, as stored. */
export async function participantIdsOf(db: Db, planId: string) {
  const [studentRows, groupRows] = await Promise.all([
    db.select({ id: planStudents.studentId }).from(planStudents).where(eq(planStudents.planId, planId)),
    db.select({ id: planGroups.groupId }).from(planGroups).where(eq(planGroups.planId, planId)),
  ]);
  return { studentIds: studentRows.map((r) => r.id), groupIds: groupRows.map((r) => r.id) };
}

/** Replaces a plan's own swimmers and groups. */
export async function replaceParticipants(
  db: Db,
  planId: string,
  studentIds: readonly string[],
  groupIds: readonly string[],
) {
  await db.delete(planStudents).where(eq(planStudents.planId, planId));
  await db.delete(planGroups).where(eq(planGroups.planId, planId));
  if (studentIds.length > 0)
    await db.insert(planStudents).values(studentIds.map((studentId) => ({ planId, studentId })));
  if (groupIds.length > 0)
    await db.insert(planGroups).values(groupIds.map((groupId) => ({ planId, groupId })));
}
