import { and, desc, eq, isNull, notExists, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { invitations, users } from "../../db/schema/auth.ts";

/*
 * Invitations an admin still manages: unused, and for an email no account has. Once someone registers with
 * the address (through this invitation, another one, or a profile change) the invitation is done with.
 */

const inviter = alias(users, "inviter");

/** No account uses the invitation's email, in any letter case (the users_email_key index answers it). */
const emailStillFree = (db: Db) =>
  notExists(
    db.select({ one: sql`1` }).from(users).where(sql`lower(${users.email}) = lower(${invitations.email})`),
  );

function selectPending(db: Db, where?: SQL) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      role: invitations.role,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(isNull(invitations.usedAt), emailStillFree(db), where));
}

export type PendingInvitationRow = Awaited<ReturnType<typeof selectPending>>[number];

/** Pending invitations, expired ones included, newest first; at most `limit`. */
export async function listPendingInvitations(db: Db, limit: number): Promise<PendingInvitationRow[]> {
  return selectPending(db).orderBy(desc(invitations.createdAt), desc(invitations.id)).limit(limit);
}

export async function findPendingInvitation(db: Db, id: string): Promise<PendingInvitationRow | null> {
  const [row] = await selectPending(db, eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/**
 * Gives an unused invitation a new token and expiry: the old link stops working in the same statement. Null
 * when it is unknown or was used meanwhile (the condition makes a race with a registration lose cleanly).
 */
export async function replaceInvitationToken(db: Db, id: string, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return row ?? null;
}

/**
 * Withdraws an unused invitation by deleting it: its link then matches nothing, like any unknown token. Used
 * invitations stay, as the record of who invited whom. Returns the deleted row's role, or null.
 */
export async function deleteUnusedInvitation(db: Db, id: string) {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id, role: invitations.role });
  return row ?? null;
}
