import type { TSwimTimeListFilter } from "@bazin/shared/contracts/times";
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers, swimTimes } from "../../db/schema/training.ts";
import { likePattern } from "../../lib/sql-like.ts";
import { studentVisibleTo, type Viewer } from "../swimmers/policy.ts";
import { foldedName, nameMatches } from "../swimmers/repository.ts";

export type SwimTimeRow = typeof swimTimes.$inferSelect;
export type NewSwimTime = typeof swimTimes.$inferInsert;

/** A time with its swimmer's name. */
export type SwimTimeWithName = SwimTimeRow & { fullName: string };

function timesWithName(db: Db) {
  return db
    .select({ time: swimTimes, fullName: students.fullName })
    .from(swimTimes)
    .innerJoin(students, eq(students.id, swimTimes.studentId));
}

const flatten = (rows: { time: SwimTimeRow; fullName: string }[]): SwimTimeWithName[] =>
  rows.map((r) => ({ ...r.time, fullName: r.fullName }));

export async function insertTimes(db: Db, rows: NewSwimTime[]): Promise<SwimTimeRow[]> {
  if (rows.length === 0) return [];
  return db.insert(swimTimes).values(rows).returning();
}

export async function findTime(db: Db, id: string): Promise<SwimTimeWithName | null> {
  const rows = await timesWithName(db).where(eq(swimTimes.id, id)).limit(1);
  return flatten(rows)[0] ?? null;
}

export async function findTimesByIds(db: Db, ids: readonly string[]): Promise<SwimTimeWithName[]> {
  if (ids.length === 0) return [];
  return flatten(await timesWithName(db).where(inArray(swimTimes.id, [...ids])));
}

export async function updateTime(
  db: Db,
  id: string,
  changes: Partial<NewSwimTime>,
): Promise<SwimTimeRow | null> {
  const [row] = await db.update(swimTimes).set(changes).where(eq(swimTimes.id, id)).returning();
  return row ?? null;
}

export async function deleteTime(db: Db, id: string): Promise<SwimTimeRow | null> {
  const [row] = await db.delete(swimTimes).where(eq(swimTimes.id, id)).returning();
  return row ?? null;
}

/** One swimmer's times of one event in one pool: the series personal bests are computed over. */
export async function listSeries(db: Db, studentId: string, event: string, poolLength: number) {
  return db
    .select({
      id: swimTimes.id,
      hundredths: swimTimes.hundredths,
      swumOn: swimTimes.swumOn,
      recordedAt: swimTimes.createdAt,
      personalRecord: swimTimes.personalRecord,
    })
    .from(swimTimes)
    .where(
      and(
        eq(swimTimes.studentId, studentId),
        eq(swimTimes.event, event),
        eq(swimTimes.poolLength, poolLength),
      ),
    );
}

export async function setPersonalRecordFlag(db: Db, ids: readonly string[], value: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(swimTimes)
    .set({ personalRecord: value })
    .where(inArray(swimTimes.id, [...ids]));
}

/** Every time of a swimmer, newest first. */
export async function listStudentTimes(db: Db, studentId: string): Promise<SwimTimeWithName[]> {
  return flatten(
    await timesWithName(db)
      .where(eq(swimTimes.studentId, studentId))
      .orderBy(desc(swimTimes.swumOn), desc(swimTimes.createdAt)),
  );
}

/** The latest times of a swimmer. */
export async function listRecentStudentTimes(db: Db, studentId: string, limit: number) {
  return flatten(
    await timesWithName(db)
      .where(eq(swimTimes.studentId, studentId))
      .orderBy(desc(swimTimes.swumOn), desc(swimTimes.createdAt))
      .limit(limit),
  );
}

/** The list's total stops counting here (the page says "10000" for "at least 10000"). */
export const MAX_COUNTED_TIMES = 10_000;

/** A page of the club's times matching the filters, newest first, within `scope`. */
export async function listTimes(
  db: Db,
  f: TSwimTimeListFilter,
  viewer: Viewer,
): Promise<{ rows: SwimTimeWithName[]; total: number }> {
  const conditions: (SQL | undefined)[] = [studentVisibleTo(viewer, swimTimes.studentId)];
  if (f.studentId) conditions.push(eq(swimTimes.studentId, f.studentId));
  if (f.event) conditions.push(eq(swimTimes.event, f.event));
  if (f.poolLength) conditions.push(eq(swimTimes.poolLength, f.poolLength));
  if (f.from) conditions.push(gte(swimTimes.swumOn, f.from));
  if (f.to) conditions.push(lte(swimTimes.swumOn, f.to));
  if (f.competition) conditions.push(sql`lower(${swimTimes.competition}) like ${likePattern(f.competition)}`);
  if (f.personalBests) conditions.push(eq(swimTimes.personalRecord, true));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    timesWithName(db)
      .where(where)
      .orderBy(desc(swimTimes.swumOn), desc(swimTimes.createdAt), desc(swimTimes.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    // Counted up to a cap: an exact count of a million times costs more than the page itself, and nobody
    // pages past the 400th page of 25; the filters narrow instead.
    db
      .select({ n: count() })
      .from(db.select({ one: sql`1` }).from(swimTimes).where(where).limit(MAX_COUNTED_TIMES).as("capped")),
  ]);
  return { rows: flatten(rows), total: total?.n ?? 0 };
}

/** Students a viewer may record times for (scope), by name. */
export async function listTimeStudents(db: Db, text: string | undefined, viewer: Viewer, limit = 30) {
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      birthDate: students.birthDate,
      gender: students.gender,
    })
    .from(students)
    .where(
      and(studentVisibleTo(viewer, students.id), text ? nameMatches(students.fullName, text) : undefined),
    )
    .orderBy(asc(foldedName(students.fullName)))
    .limit(limit);
}

export async function findStudentBasics(db: Db, studentId: string) {
  const [row] = await db
    .select({
      id: students.id,
      fullName: students.fullName,
      birthDate: students.birthDate,
      gender: students.gender,
      userId: students.userId,
      isAdvancedSwimmer: sql<boolean>`${advancedSwimmers.studentId} is not null`,
    })
    .from(students)
    .leftJoin(advancedSwimmers, eq(advancedSwimmers.studentId, students.id))
    .where(eq(students.id, studentId))
    .limit(1);
  return row ?? null;
}
export type StudentBasics = NonNullable<Awaited<ReturnType<typeof findStudentBasics>>>;

/** The student a swimmer account belongs to (the most recent registration if several). */
export async function findStudentIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, userId))
    .orderBy(desc(students.registeredAt))
    .limit(1);
  return row?.id ?? null;
}

/** Sets a student's gender and copies it, with the age in the year of each swim, onto the student's times. */
export async function setStudentGender(db: Db, studentId: string, gender: string | null): Promise<void> {
  await db.update(students).set({ gender }).where(eq(students.id, studentId));
  await refreshDerivedColumns(db, studentId);
}

/** Copies the student's gender and age in the year of each swim onto their times (after either changes). */
export async function refreshDerivedColumns(db: Db, studentId: string): Promise<void> {
  await db.execute(sql`update ${swimTimes} t set
      gender = s.gender,
      age_years = extract(year from t.swum_on)::int - extract(year from s.birth_date)::int
    from ${students} s where s.id = t.student_id and t.student_id = ${studentId}`);
}

/** Of the given times of a swimmer, those that are the best of their event and pool now. */
export async function currentBestIds(tx: Db, studentId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = (await tx.execute(sql`select t.id from ${swimTimes} t
      where t.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and not exists (select 1 from ${swimTimes} o where o.student_id = ${studentId} and o.event = t.event
          and o.pool_length = t.pool_length and (o.hundredths < t.hundredths
          or (o.hundredths = t.hundredths and (o.swum_on, o.created_at, o.id) < (t.swum_on, t.created_at, t.id))))`)) as unknown as {
    rows: { id: string }[];
  };
  return rows.rows.map((r) => r.id);
}
