import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubProfile } from "../../db/schema/club.ts";
import { registrantLinks, students } from "../../db/schema/registration.ts";
import { hashToken } from "../../lib/tokens.ts";

/*
 * A registration's life cycle beyond the admin's decisions (spec §1: active for 45 days, expires after 45 days of
 * inactivity, renewable on request): activity extends it, the registrant is warned 7 days ahead, and may ask for
 * a renewal with the warning's link.
 */

export type StudentRow = typeof students.$inferSelect;

/**
 * Activity stamps `last_activity_at` and moves an active registration's last day to `extendTo` when that is later.
 * Never shortens, and never revives: an expired one (or one past its day the nightly job has not marked yet)
 * keeps its day, since renewal is on request. One statement, cheap enough for the sign-in path.
 */
function recordActivity(db: Db, where: SQL, today: string, extendTo: string, now: Date) {
  return db
    .update(students)
    .set({
      lastActivityAt: now,
      validUntil: sql`case when ${students.status} = 'active' and ${students.validUntil} >= ${today}::date
        then greatest(${students.validUntil}, ${extendTo}::date) else ${students.validUntil} end`,
    })
    .where(where);
}

/** A sign-in of the account linked to registrations (students.user_id). */
export async function recordActivityOfUser(
  db: Db,
  userId: string,
  today: string,
  extendTo: string,
  now: Date,
) {
  await recordActivity(db, eq(students.userId, userId), today, extendTo, now);
}

/** Attendance at a session of these students. */
export async function recordActivityOfStudents(
  db: Db,
  studentIds: readonly string[],
  today: string,
  extendTo: string,
  now: Date,
) {
  if (studentIds.length === 0) return;
  await recordActivity(db, inArray(students.id, [...studentIds]), today, extendTo, now);
}

/** Active registrations ending between `today` and `until` whose registrant was not yet mailed about that end. */
export async function listRegistrationsToWarn(db: Db, today: string, until: string): Promise<StudentRow[]> {
  return db
    .select()
    .from(students)
    .where(
      and(
        eq(students.status, "active"),
        gte(students.validUntil, today),
        lte(students.validUntil, until),
        or(isNull(students.expiryMailedFor), ne(students.expiryMailedFor, students.validUntil)),
      ),
    );
}

export async function markExpiryMailed(db: Db, id: string, endsOn: string) {
  await db.update(students).set({ expiryMailedFor: endsOn }).where(eq(students.id, id));
}

/**
 * Active registrations whose medical certificate (valid `months` from its issue date) ends between `today` and
 * `until`, with that end, whose registrant was not yet mailed about it.
 */
export async function listCertificatesToWarn(
  db: Db,
  today: string,
  until: string,
  months: number,
): Promise<(StudentRow & { endsOn: string })[]> {
  const ends = sql`(${students.medicalCertificateIssuedOn} + make_interval(months => ${months}))::date`;
  const rows = await db
    .select({ student: students, endsOn: sql<string>`to_char(${ends}, 'YYYY-MM-DD')` })
    .from(students)
    .where(
      and(
        eq(students.status, "active"),
        isNotNull(students.medicalCertificateIssuedOn),
        sql`${ends} between ${today}::date and ${until}::date`,
        sql`${students.certificateMailedFor} is distinct from ${ends}`,
      ),
    );
  return rows.map((r) => ({ ...r.student, endsOn: r.endsOn }));
}

export async function markCertificateMailed(db: Db, id: string, endsOn: string) {
  await db.update(students).set({ certificateMailedFor: endsOn }).where(eq(students.id, id));
}

/** The registrant asked; the admins decide (renewStudent and setStudentStatus clear it). */
export async function markRenewalRequested(db: Db, id: string, now: Date) {
  await db.update(students).set({ renewalRequestedAt: now, updatedAt: now }).where(eq(students.id, id));
}

/** The club's setting; no profile yet means off. */
export async function findAutoRenewal(db: Db): Promise<boolean> {
  const [row] = await db.select({ autoRenewal: clubProfile.autoRenewal }).from(clubProfile).limit(1);
  return row?.autoRenewal ?? false;
}

/** False when the club has no profile row yet. */
export async function saveAutoRenewal(db: Db, autoRenewal: boolean): Promise<boolean> {
  const rows = await db.update(clubProfile).set({ autoRenewal }).returning({ id: clubProfile.id });
  return rows.length > 0;
}

/** A `renewal` link still usable (unused, unexpired), without spending it. */
export async function findLiveRenewalLink(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ studentId: registrantLinks.studentId })
    .from(registrantLinks)
    .where(
      and(
        eq(registrantLinks.tokenHash, hashToken(token)),
        eq(registrantLinks.purpose, "renewal"),
        isNull(registrantLinks.usedAt),
        gt(registrantLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
