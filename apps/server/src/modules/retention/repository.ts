import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { consents, students } from "../../db/schema/registration.ts";

/**
 * Up to `limit` expired registrations whose last valid day is before `before`, oldest first. Those linked to an
 * account are left out: their data goes with the account's deletion (ADR 016).
 */
export async function listPurgeableRegistrations(db: Db, before: string, limit: number) {
  return db
    .select({
      id: students.id,
      registrationFormKey: students.registrationFormKey,
      declarationKey: students.declarationKey,
      medicalCertificateKey: students.medicalCertificateKey,
    })
    .from(students)
    .where(and(eq(students.status, "expired"), lt(students.validUntil, before), isNull(students.userId)))
    .orderBy(asc(students.validUntil), asc(students.id))
    .limit(limit);
}

/**
 * Deletes the registrations' consents (a full name and an address). Their link to the student is `set null` on
 * delete, so they must go before the students or they could no longer be found.
 */
export async function deleteConsentsOf(db: Db, studentIds: readonly string[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows = await db
    .delete(consents)
    .where(inArray(consents.studentId, [...studentIds]))
    .returning({ id: consents.id });
  return rows.length;
}

/**
 * Deletes the notifications about the registrations (new registration, expiry alerts): they carry the student's
 * name, which must not outlive the record. Returns how many went.
 */
export async function deleteNotificationsAbout(db: Db, studentIds: readonly string[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows = await db
    .delete(notifications)
    .where(inArray(sql`${notifications.params}->>'studentId'`, [...studentIds]))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes up to `limit` audit entries older than `before`; returns how many went. */
export async function deleteAuditEntriesBefore(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.createdAt, before))
    .limit(limit);
  const rows = await db.delete(auditLog).where(inArray(auditLog.id, batch)).returning({ id: auditLog.id });
  return rows.length;
}
