import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deletionRequests } from "../../db/schema/gdpr.ts";
import { consents, students } from "../../db/schema/registration.ts";
import { mailOutbox } from "../../db/schema/system.ts";

export type RegistrationRow = typeof students.$inferSelect;

const sameAddress = (email: string) => sql`lower(${students.email}) = ${email.trim().toLowerCase()}`;

/** Every registration made with an address (any status), newest first. */
export async function listRegistrationsOf(db: Db, email: string): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(students)
    .where(sameAddress(email))
    .orderBy(desc(students.registeredAt), desc(students.id));
}

/**
 * One registration, only when it was made with this address: a session never reaches another's (no IDOR).
 * `lock` holds the row for the change that follows.
 */
export async function findRegistrationOf(
  db: Db,
  id: string,
  email: string,
  lock = false,
): Promise<RegistrationRow | null> {
  const query = db
    .select()
    .from(students)
    .where(and(eq(students.id, id), sameAddress(email)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateRegistration(
  db: Db,
  id: string,
  values: Partial<typeof students.$inferInsert>,
): Promise<RegistrationRow> {
  const [row] = await db.update(students).set(values).where(eq(students.id, id)).returning();
  return row!;
}

/** The consents given with these registrations, for the data download. */
export async function consentsOfRegistrations(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      id: consents.id,
      studentId: consents.studentId,
      fullName: consents.fullName,
      agreedAt: consents.agreedAt,
      ip: consents.ip,
      gdprVersionId: consents.gdprVersionId,
    })
    .from(consents)
    .where(inArray(consents.studentId, [...studentIds]));
}

export async function deleteConsentsOfRegistrations(db: Db, studentIds: readonly string[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows = await db
    .delete(consents)
    .where(inArray(consents.studentId, [...studentIds]))
    .returning({ id: consents.id });
  return rows.length;
}

/** Mail still queued to the address goes with its data (the answer is queued after). */
export async function deleteQueuedMailTo(db: Db, email: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.trim().toLowerCase()}`);
}

export type RegistrantRequestRow = typeof deletionRequests.$inferSelect;

/** The address's newest deletion request, or null. */
export async function newestRegistrantRequest(db: Db, email: string): Promise<RegistrantRequestRow | null> {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.registrantEmail, email.trim().toLowerCase()))
    .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id))
    .limit(1);
  return row ?? null;
}

/** A done request keeps its status and dates, not the address it was about. */
export async function clearRegistrantEmail(db: Db, requestId: string): Promise<void> {
  await db.update(deletionRequests).set({ registrantEmail: null }).where(eq(deletionRequests.id, requestId));
}
