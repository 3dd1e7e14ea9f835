import type {
  TCreateInvitationRequest,
  TCreateInvitationResponse,
  TInvitationInfo,
  TRegisterRequest,
  TSessionUser,
} from "@bazin/shared/contracts/auth";
import { isRole } from "@bazin/shared/domain/roles";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Language } from "../../lib/i18n.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { hashToken } from "../../lib/tokens.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { linkStudentAccount } from "../swimmers/account-link.ts";
import { toSessionUser } from "../users/presenter.ts";
import { EMAIL_KEY, insertUser, isEmailTaken, isUsernameTaken, USERNAME_KEY } from "../users/repository.ts";
import { issueInvitationLink } from "./invitation-link.ts";
import {
  deleteUnusedInvitationsTo,
  findUsableInvitation,
  type InvitationRow,
  insertInvitation,
  setInvitationUser,
  useInvitation,
} from "./tokens.repository.ts";

const invalid = () => new AppError("INVITATION_INVALID", 404);

/**
 * Invites someone to create an account with a given role: stores the invitation and queues the mail with the
 * link in one transaction, so there is never an invitation without its mail or the reverse.
 */
export async function createInvitation(
  ctx: AppContext,
  invitedBy: string,
  input: TCreateInvitationRequest,
  lang: Language,
  /** More work for the invitation's transaction (the audit entry of an admin's invitation). */
  alsoInTransaction?: (tx: Db, invitationId: string) => Promise<void>,
): Promise<TCreateInvitationResponse> {
  return (await createInvitationWithLink(ctx, invitedBy, input, lang, alsoInTransaction)).invitation;
}

/**
 * createInvitation, also returning the mailed /register link. `invitedBy` is null when the system invites (the
 * first administrator, from the command line: apps/server/src/cli/invite.ts), which prints the link.
 */
export async function createInvitationWithLink(
  ctx: AppContext,
  invitedBy: string | null,
  input: TCreateInvitationRequest,
  lang: Language,
  alsoInTransaction?: (tx: Db, invitationId: string) => Promise<void>,
): Promise<{ invitation: TCreateInvitationResponse; url: string }> {
  if (await isEmailTaken(ctx.db, input.email)) throw new AppError("EMAIL_TAKEN", 409);
  const now = ctx.clock.now();
  const { tokenHash, expiresAt, url, mail } = issueInvitationLink(ctx, input, lang, now);
  const invitation = await ctx.db.transaction(async (tx) => {
    // Inviting an address again replaces its pending invitation: one link per person, the newest, so the admin's
    // list shows each person once and a corrected role or name is the one that counts.
    await deleteUnusedInvitationsTo(tx, input.email);
    const row = await insertInvitation(tx, {
      tokenHash,
      email: input.email,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      invitedBy,
      expiresAt,
      createdAt: now,
    });
    await enqueueMail(tx, mail);
    await alsoInTransaction?.(tx, row.id);
    return row;
  });
  ctx.mail.kick();
  return {
    invitation: {
      id: invitation.id,
      email: invitation.email,
      role: input.role,
      expiresAt: invitation.expiresAt.toISOString(),
    },
    url,
  };
}

function toInvitationInfo(row: InvitationRow): TInvitationInfo {
  if (!isRole(row.role)) throw invalid();
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What the register screen shows before asking for a username: unknown, used and expired links look the same. */
export async function getInvitation(ctx: AppContext, token: string): Promise<TInvitationInfo> {
  const row = await findUsableInvitation(ctx.db, hashToken(token), ctx.clock.now());
  if (!row) throw invalid();
  return toInvitationInfo(row);
}

/**
 * Creates the account an invitation describes, with the chosen username and password, and uses up the
 * invitation in the same transaction. It does not sign in: the new user signs in next.
 */
export async function register(ctx: AppContext, input: TRegisterRequest): Promise<TSessionUser> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const invitation = await useInvitation(tx, hashToken(input.token), now);
      if (!invitation || !isRole(invitation.role)) throw invalid();
      if (await isUsernameTaken(tx, input.username)) throw new AppError("USERNAME_TAKEN", 409);
      if (await isEmailTaken(tx, invitation.email)) throw new AppError("EMAIL_TAKEN", 409);
      const user = await insertUser(tx, {
        username: input.username,
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      await setInvitationUser(tx, invitation.id, user.id);
      if (invitation.studentId) await linkStudentAccount(tx, invitation.studentId, user.id);
      return toSessionUser({ ...user, role: invitation.role });
    });
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_KEY)) throw new AppError("USERNAME_TAKEN", 409);
    if (isUniqueViolation(error, EMAIL_KEY)) throw new AppError("EMAIL_TAKEN", 409);
    throw error;
  }
}
