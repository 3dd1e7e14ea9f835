import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitations, passwordResets } from "../../db/schema/auth.ts";

/*
 * Invitation and password-reset links. Only the token's hash is stored. "Usable" means unused and unexpired;
 * using one is a single conditional UPDATE, so two simultaneous uses cannot both succeed.
 */

export type InvitationRow = typeof invitations.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertInvitation(
  db: Db,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function findUsableInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a usable invitation used and returns it; null when it was unknown, used or expired. */
export async function useInvitation(db: Db, tokenHash: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(
      and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}

/** Deletes the unused invitations to an address (in any letter case); returns how many there were. */
export async function deleteUnusedInvitationsTo(db: Db, email: string): Promise<number> {
  const gone = await db
    .delete(invitations)
    .where(and(isNull(invitations.usedAt), sql`lower(${invitations.email}) = lower(${email})`))
    .returning({ id: invitations.id });
  return gone.length;
}

/** The student an invitation is for: registering links the new account to that registration. */
export async function setInvitationStudent(db: Db, id: string, studentId: string) {
  await db.update(invitations).set({ studentId }).where(eq(invitations.id, id));
}

export async function setInvitationUser(db: Db, id: string, userId: string) {
  await db.update(invitations).set({ userId }).where(eq(invitations.id, id));
}

export async function insertPasswordReset(
  db: Db,
  values: typeof passwordResets.$inferInsert,
): Promise<PasswordResetRow> {
  const [row] = await db.insert(passwordResets).values(values).returning();
  return row!;
}

export async function findUsablePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | null> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a usable reset link used and returns it; null when it was unknown, used or expired. */
export async function usePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Retires every other open reset link of the account once one of them has been used. */
export async function retirePasswordResets(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Removes unused invitations that expired before `before`. Used invitations stay, as the record of who invited
 * whom.
 */
export async function deleteStaleInvitations(db: Db, before: Date) {
  await db.delete(invitations).where(and(isNull(invitations.usedAt), lt(invitations.expiresAt, before)));
}

/** Removes password-reset links, used or not, that expired before `before`. */
export async function deleteStaleResets(db: Db, before: Date) {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
}
