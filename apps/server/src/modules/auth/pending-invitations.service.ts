import {
  PENDING_INVITATIONS_LIMIT,
  type TPendingInvitation,
  type TPendingInvitationList,
} from "@bazin/shared/contracts/invitations";
import { isRole } from "@bazin/shared/domain/roles";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Language } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { issueInvitationLink } from "./invitation-link.ts";
import {
  deleteUnusedInvitation,
  findPendingInvitation,
  listPendingInvitations,
  type PendingInvitationRow,
  replaceInvitationToken,
} from "./pending-invitations.repository.ts";

/** Unknown, already used, withdrawn, or its email now has an account: nothing left to manage. */
const notFound = () => new AppError("INVITATION_NOT_FOUND", 404);

/** The outside shape; null for a role this version does not know (nobody could register with it anyway). */
function present(row: PendingInvitationRow, now: Date): TPendingInvitation | null {
  if (!isRole(row.role)) return null;
  const invitedBy = row.inviterFirstName === null ? null : `${row.inviterFirstName} ${row.inviterLastName}`;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    invitedBy: invitedBy?.trim() || null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    // The same boundary as findUsableInvitation: a link works while expiresAt is still ahead.
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** The invitations nobody has accepted yet, newest first, expired ones included (they can be resent). */
export async function pendingInvitationList(ctx: AppContext): Promise<TPendingInvitationList> {
  const now = ctx.clock.now();
  // One more than shown, to tell the admin the list is cut.
  const rows = await listPendingInvitations(ctx.db, PENDING_INVITATIONS_LIMIT + 1);
  const items = rows.slice(0, PENDING_INVITATIONS_LIMIT).flatMap((row) => present(row, now) ?? []);
  return { items, truncated: rows.length > PENDING_INVITATIONS_LIMIT };
}

/**
 * Mails a pending invitation again with a new link valid INVITE_TTL_MS from now; the old link stops working
 * (a mail that went to spam may still be found later, and must not open a second door). The new token, the
 * mail and the audit entry are one transaction. The mail is in the admin's language, as when inviting.
 */
export async function resendInvitation(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  lang: Language,
): Promise<TPendingInvitation> {
  const current = await findPendingInvitation(ctx.db, id);
  const role = current?.role;
  if (!current || !isRole(role)) throw notFound();
  const now = ctx.clock.now();
  const link = issueInvitationLink(ctx, { ...current, role }, lang, now);
  await ctx.db.transaction(async (tx) => {
    if (!(await replaceInvitationToken(tx, id, link.tokenHash, link.expiresAt))) throw notFound();
    await enqueueMail(tx, link.mail);
    await recordAudit(
      tx,
      actor,
      { action: "invitation.resend", targetType: "invitation", targetId: id, detail: { role } },
      now,
    );
  });
  ctx.mail.kick();
  return present({ ...current, expiresAt: link.expiresAt }, now)!;
}

/** Withdraws an unused invitation: its link shows the invalid state from now on. */
export async function revokeInvitation(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteUnusedInvitation(tx, id);
    if (!removed) throw notFound();
    await recordAudit(
      tx,
      actor,
      { action: "invitation.revoke", targetType: "invitation", targetId: id, detail: { role: removed.role } },
      now,
    );
  });
}
