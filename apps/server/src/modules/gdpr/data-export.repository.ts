import { asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitations, loginAttempts, sessions } from "../../db/schema/auth.ts";
import { chatMessages, chatRooms } from "../../db/schema/chat.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { consents, students } from "../../db/schema/registration.ts";

/*
 * Reads for the person's own data export (GDPR right of access): every table that holds something about them.
 * Each read selects the columns to give out, never hashes, tokens or storage keys.
 */

export function sessionsOf(db: Db, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/** Sign-in attempts under the person's username or email. */
export function signInAttemptsOf(db: Db, names: readonly string[]) {
  return db
    .select({ at: loginAttempts.createdAt, ip: loginAttempts.ip, success: loginAttempts.success })
    .from(loginAttempts)
    .where(
      inArray(
        sql`lower(${loginAttempts.username})`,
        names.map((n) => n.toLowerCase()),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt));
}

export function registrationsOf(db: Db, userId: string) {
  return db.select().from(students).where(eq(students.userId, userId)).orderBy(asc(students.registeredAt));
}

/** Consents given by the person, or for a registration made into their account. */
export function consentsOf(db: Db, userId: string, studentIds: readonly string[]) {
  const owner: SQL[] = [eq(consents.userId, userId)];
  if (studentIds.length) owner.push(inArray(consents.studentId, [...studentIds]));
  return db
    .select({
      fullName: consents.fullName,
      agreedAt: consents.agreedAt,
      ip: consents.ip,
      gdprVersion: gdprVersions.version,
      document: gdprVersions.document,
    })
    .from(consents)
    .innerJoin(gdprVersions, eq(gdprVersions.id, consents.gdprVersionId))
    .where(or(...owner))
    .orderBy(asc(consents.agreedAt));
}

export function groupsOf(db: Db, userId: string) {
  return db
    .select({ name: groups.name, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groups.name));
}

/** The messages the person wrote, deleted ones included (they are still stored). */
export function messagesOf(db: Db, userId: string) {
  return db
    .select({
      roomId: chatMessages.roomId,
      roomKind: chatRooms.kind,
      text: chatMessages.text,
      sentAt: chatMessages.createdAt,
      deletedAt: chatMessages.deletedAt,
    })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(eq(chatMessages.senderId, userId))
    .orderBy(asc(chatMessages.seq));
}

export function notificationsOf(db: Db, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** Invitations sent to the person's address or used to make their account. */
export function invitationsOf(db: Db, userId: string, email: string | null) {
  const mine: SQL[] = [eq(invitations.userId, userId)];
  if (email) mine.push(sql`lower(${invitations.email}) = ${email.toLowerCase()}`);
  return db
    .select({
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      usedAt: invitations.usedAt,
    })
    .from(invitations)
    .where(or(...mine))
    .orderBy(asc(invitations.createdAt));
}
