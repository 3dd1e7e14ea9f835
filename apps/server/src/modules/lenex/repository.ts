import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubProfile } from "../../db/schema/club.ts";
import { students } from "../../db/schema/registration.ts";
import { swimTimes } from "../../db/schema/training.ts";
import { studentVisibleTo, type Viewer } from "../swimmers/policy.ts";

/** Parameters per `in (…)` list: far below the protocol's 65,535, and quick to plan. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The students a viewer may import times for (admins: all; coaches: their groups' swimmers), for matching. */
export async function listMatchableStudents(db: Db, viewer: Viewer) {
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      birthDate: students.birthDate,
      gender: students.gender,
    })
    .from(students)
    .where(studentVisibleTo(viewer, students.id))
    .orderBy(asc(students.fullName), asc(students.id));
}

/** What recording times needs of each of the given students (those that exist). */
export async function findStudentsByIds(db: Db, ids: readonly string[]) {
  const rows = [];
  for (const part of chunks(ids))
    rows.push(
      ...(await db
        .select({
          id: students.id,
          fullName: students.fullName,
          birthDate: students.birthDate,
          gender: students.gender,
          userId: students.userId,
        })
        .from(students)
        .where(inArray(students.id, part))),
    );
  return rows;
}
export type ImportStudent = Awaited<ReturnType<typeof findStudentsByIds>>[number];

/** Of the given students, those the viewer may see. */
export async function visibleStudentIds(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Set<string>> {
  const visible = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db
      .select({ id: students.id })
      .from(students)
      .where(and(inArray(students.id, part), studentVisibleTo(viewer, students.id)));
    for (const row of rows) visible.add(row.id);
  }
  return visible;
}

/** The (student, import key) pairs already stored among the given keys. */
export async function storedImportKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const part of chunks([...new Set(keys)])) {
    const rows = await db
      .select({ studentId: swimTimes.studentId, importKey: swimTimes.importKey })
      .from(swimTimes)
      .where(and(isNotNull(swimTimes.importKey), inArray(swimTimes.importKey, part)));
    for (const row of rows) stored.add(`${row.studentId}|${row.importKey}`);
  }
  return stored;
}

/** The club's names, town, mail and country from its profile (null before it is set up). */
export async function findClubFacts(db: Db) {
  const [row] = await db
    .select({
      name: clubProfile.name,
      shortName: clubProfile.shortName,
      locality: clubProfile.locality,
      email: clubProfile.email,
      countryCode: clubProfile.countryCode,
    })
    .from(clubProfile)
    .where(eq(clubProfile.id, 1))
    .limit(1);
  return row ?? null;
}

/** Birth dates of record holders (the export's ATHLETE birthdate). */
export async function birthDatesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await findStudentsByIds(db, ids);
  return new Map(rows.map((r) => [r.id, r.birthDate]));
}

/**
 * How many of the given times are their swimmer's best of the event and pool now (none faster, none as fast
 * and earlier): the import's new personal bests, counted once every time is in.
 */
export async function countCurrentBests(db: Db, ids: readonly string[]): Promise<number> {
  let total = 0;
  for (const part of chunks(ids)) {
    const list = sql.join(
      part.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = (await db.execute(sql`select count(*)::int as n from ${swimTimes} t
      where t.id in (${list})
        and not exists (select 1 from ${swimTimes} o where o.student_id = t.student_id and o.event = t.event
          and o.pool_length = t.pool_length and (o.hundredths < t.hundredths
          or (o.hundredths = t.hundredths and (o.swum_on, o.created_at, o.id) < (t.swum_on, t.created_at, t.id))))`)) as unknown as {
      rows: { n: number }[];
    };
    total += Number(result.rows[0]?.n ?? 0);
  }
  return total;
}
