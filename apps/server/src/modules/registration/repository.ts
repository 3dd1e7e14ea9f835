import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubProfile, instructors, scheduleSlots } from "../../db/schema/club.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";
import { consents, studentSlots, students } from "../../db/schema/registration.ts";

/*
 * The course registration's rows: slots and instructors as the wizard offers them, students with their chosen
 * slots and consent. A student "holds" a place while active and not past their last valid day.
 */

export type SlotRow = typeof scheduleSlots.$inferSelect;
export type InstructorRow = typeof instructors.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;
export type ClubProfileRow = typeof clubProfile.$inferSelect;
export type GdprVersionRow = typeof gdprVersions.$inferSelect;

/** Name of the unique index a repeated submit collides on. */
export const IDEMPOTENCY_KEY = "students_idempotency_key";

const holdsPlace = (today: string) => and(eq(students.status, "active"), gte(students.validUntil, today));

export async function listActiveSlots(db: Db): Promise<SlotRow[]> {
  return db
    .select()
    .from(scheduleSlots)
    .where(eq(scheduleSlots.active, true))
    .orderBy(asc(scheduleSlots.weekday), asc(scheduleSlots.startTime));
}

export async function findSlots(db: Db, ids: readonly string[]): Promise<SlotRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(scheduleSlots)
    .where(inArray(scheduleSlots.id, [...ids]));
}

/**
 * Locks the slots' rows until the transaction ends (SELECT … FOR UPDATE), in id order so two transactions
 * wanting overlapping slots cannot deadlock. Whoever holds them may count and take places without a race.
 */
export async function lockSlots(tx: Db, ids: readonly string[]): Promise<SlotRow[]> {
  return tx
    .select()
    .from(scheduleSlots)
    .where(inArray(scheduleSlots.id, [...ids]))
    .orderBy(asc(scheduleSlots.id))
    .for("update");
}

/** Places taken per slot on `today` (slots nobody holds are missing from the map). */
export async function countTakenBySlot(
  db: Db,
  today: string,
  slotIds?: readonly string[],
): Promise<Map<string, number>> {
  const where = slotIds
    ? and(holdsPlace(today), inArray(studentSlots.slotId, [...slotIds]))
    : holdsPlace(today);
  const rows = await db
    .select({ slotId: studentSlots.slotId, taken: count() })
    .from(studentSlots)
    .innerJoin(students, eq(students.id, studentSlots.studentId))
    .where(where)
    .groupBy(studentSlots.slotId);
  return new Map(rows.map((r) => [r.slotId, Number(r.taken)]));
}

export async function findInstructors(db: Db, ids: readonly string[]): Promise<InstructorRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(instructors)
    .where(inArray(instructors.id, [...ids]));
}

export async function listActiveInstructors(db: Db): Promise<InstructorRow[]> {
  return db
    .select()
    .from(instructors)
    .where(eq(instructors.active, true))
    .orderBy(asc(instructors.sortOrder), asc(instructors.lastName));
}

/** The newest privacy policy version: the one an applicant must accept. */
export async function findCurrentGdprVersion(db: Db): Promise<GdprVersionRow | null> {
  // The privacy policy's newest version (the terms are versioned in the same table).
  const [row] = await db
    .select()
    .from(gdprVersions)
    .where(eq(gdprVersions.document, "privacy"))
    .orderBy(desc(gdprVersions.version))
    .limit(1);
  return row ?? null;
}

export async function findClubProfile(db: Db): Promise<ClubProfileRow | null> {
  const [row] = await db.select().from(clubProfile).limit(1);
  return row ?? null;
}

export async function findStudentById(db: Db, id: string): Promise<StudentRow | null> {
  const [row] = await db.select().from(students).where(eq(students.id, id)).limit(1);
  return row ?? null;
}

export async function findStudentByIdempotencyKey(db: Db, key: string): Promise<StudentRow | null> {
  const [row] = await db.select().from(students).where(eq(students.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function insertStudent(
  db: Db,
  student: NewStudent,
  choices: readonly { slotId: string; instructorId: string }[],
): Promise<StudentRow> {
  const [row] = await db.insert(students).values(student).returning();
  await db.insert(studentSlots).values(choices.map((c) => ({ studentId: row!.id, ...c })));
  return row!;
}

export async function insertConsent(db: Db, consent: typeof consents.$inferInsert) {
  await db.insert(consents).values(consent);
}

/**
 * Gives a student another period: active again until `validUntil`, and a registrant's pending request for it
 * answered. Null when there is no such student.
 */
export async function renewStudent(
  db: Db,
  id: string,
  validUntil: string,
  now: Date,
): Promise<StudentRow | null> {
  const [row] = await db
    .update(students)
    .set({ status: "active", validUntil, renewedAt: now, renewalRequestedAt: null, updatedAt: now })
    .where(eq(students.id, id))
    .returning();
  return row ?? null;
}

/** Marks expired every active student whose last valid day is before `today`; returns how many. */
export async function expireStudents(db: Db, today: string, now: Date): Promise<number> {
  const rows = await db
    .update(students)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(students.status, "active"), lt(students.validUntil, today)))
    .returning({ id: students.id });
  return rows.length;
}

/** Active students whose registration ends within `days` days of `today` (and has not ended yet). */
export async function listRegistrationsEndingWithin(
  db: Db,
  today: string,
  until: string,
): Promise<Pick<StudentRow, "id" | "fullName" | "validUntil">[]> {
  return db
    .select({ id: students.id, fullName: students.fullName, validUntil: students.validUntil })
    .from(students)
    .where(
      and(
        eq(students.status, "active"),
        gte(students.validUntil, today),
        sql`${students.validUntil} <= ${until}`,
      ),
    );
}

/**
 * Active students whose medical certificate (valid `months` months from its issue date) ends between `today`
 * and `until`, with that end date.
 */
export async function listCertificatesEndingWithin(
  db: Db,
  today: string,
  until: string,
  months: number,
): Promise<{ id: string; fullName: string; endsOn: string }[]> {
  const endsOn = sql<string>`to_char(${students.medicalCertificateIssuedOn} + make_interval(months => ${months}), 'YYYY-MM-DD')`;
  return db
    .select({ id: students.id, fullName: students.fullName, endsOn })
    .from(students)
    .where(
      and(
        eq(students.status, "active"),
        sql`(${students.medicalCertificateIssuedOn} + make_interval(months => ${months}))::date between ${today}::date and ${until}::date`,
      ),
    );
}
