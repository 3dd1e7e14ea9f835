import type { TDeletionRequestStatus } from "@bazin/shared/contracts/data-requests";
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { invitations, loginAttempts, users } from "../../db/schema/auth.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { deletionRequests } from "../../db/schema/gdpr.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { consents, students } from "../../db/schema/registration.ts";
import { mailOutbox } from "../../db/schema/system.ts";

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;

export async function insertDeletionRequest(db: Db, values: typeof deletionRequests.$inferInsert) {
  const [row] = await db.insert(deletionRequests).values(values).returning();
  return row!;
}

export async function findDeletionRequest(db: Db, id: string): Promise<DeletionRequestRow | null> {
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id)).limit(1);
  return row ?? null;
}

/** The request locked for the decision, so two admins cannot answer it at once. */
export async function lockDeletionRequest(db: Db, id: string): Promise<DeletionRequestRow | null> {
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for("update");
  return row ?? null;
}

export async function findPendingRequestOf(db: Db, userId: string): Promise<DeletionRequestRow | null> {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, "pending")))
    .limit(1);
  return row ?? null;
}

/** A person's requests, newest first. */
export async function listRequestsOf(db: Db, userId: string): Promise<DeletionRequestRow[]> {
  return db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, userId))
    .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id));
}

/** Moves a request on from `pending` only: answers false when it was no longer pending. */
export async function decideRequest(
  db: Db,
  id: string,
  values: Partial<
    Pick<DeletionRequestRow, "status" | "decidedAt" | "decidedBy" | "rejectionReason" | "reason">
  >,
): Promise<DeletionRequestRow | null> {
  const [row] = await db
    .update(deletionRequests)
    .set(values)
    .where(and(eq(deletionRequests.id, id), eq(deletionRequests.status, "pending")))
    .returning();
  return row ?? null;
}

const listColumns = {
  request: deletionRequests,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    email: users.email,
    role: users.role,
  },
};

/** The admin list: newest first, optionally one status, with who asked while the account exists. */
export async function listDeletionRequests(
  db: Db,
  status: TDeletionRequestStatus | undefined,
  page: number,
  pageSize: number,
) {
  const where = status ? eq(deletionRequests.status, status) : undefined;
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select({ ...listColumns, pageTotal: pageTotal() })
    .from(deletionRequests)
    .leftJoin(users, eq(users.id, deletionRequests.userId))
    .where(where)
    .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id))
    .limit(pageSize)
    .offset(offset);
  return withPageTotal(rows, offset, countRows(db, deletionRequests, where));
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
  return Number(row?.n ?? 0);
}

/** The registrations made into this account. */
export async function listLinkedStudentIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Erases the rows about a person that do not go with the account by themselves (foreign keys cascade sessions,
 * notifications, memberships, read markers, direct rooms, password resets): the messages they wrote, their
 * consents, invitations to their address, sign-in attempts under their names and mail queued to them.
 * Returns how many rows of each went, for the audit entry.
 */
export async function erasePersonalRows(
  db: Db,
  user: { id: string; username: string; email: string | null },
  studentIds: readonly string[],
) {
  const names = [user.username.toLowerCase(), ...(user.email ? [user.email.toLowerCase()] : [])];
  const consentOwner: SQL[] = [eq(consents.userId, user.id)];
  if (studentIds.length) consentOwner.push(inArray(consents.studentId, [...studentIds]));
  const invitedHere: SQL[] = [eq(invitations.userId, user.id)];
  if (user.email) invitedHere.push(sql`lower(${invitations.email}) = ${user.email.toLowerCase()}`);
  const messages = await db
    .delete(chatMessages)
    .where(eq(chatMessages.senderId, user.id))
    .returning({ id: chatMessages.id });
  const consentRows = await db
    .delete(consents)
    .where(or(...consentOwner))
    .returning({ id: consents.id });
  await db.delete(invitations).where(or(...invitedHere));
  await db.delete(loginAttempts).where(inArray(sql`lower(${loginAttempts.username})`, names));
  if (user.email)
    await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${user.email.toLowerCase()}`);
  return { chatMessages: messages.length, consents: consentRows.length };
}

export async function deleteUserRow(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Before the account goes, its requests lose the reasons the person wrote; status and dates stay. */
export async function clearRequestReasons(db: Db, userId: string) {
  await db.update(deletionRequests).set({ reason: null }).where(eq(deletionRequests.userId, userId));
}

/** The admins' notifications about a request name the person: they go with the account. */
export async function deleteRequestNotifications(db: Db, requestId: string) {
  await db
    .delete(notifications)
    .where(sql`${notifications.dedupeKey} like ${`deletion-requested:${requestId}:%`}`);
}
