import type { TResetPasswordRequest, TResetTokenInfo } from "@bazin/shared/contracts/auth";
import { RESET_TTL_MS } from "@bazin/shared/domain/limits";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Language } from "../../lib/i18n.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { hashToken, randomToken } from "../../lib/tokens.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { findUserByEmail, findUserById, updateUser } from "../users/repository.ts";
import { attemptKey } from "./login.service.ts";
import { recordLoginAttempt } from "./login-attempts.repository.ts";
import { deleteUserSessions } from "./sessions.repository.ts";
import {
  findUsablePasswordReset,
  insertPasswordReset,
  retirePasswordResets,
  usePasswordReset,
} from "./tokens.repository.ts";

const invalid = () => new AppError("RESET_TOKEN_INVALID", 404);

/**
 * Sends a reset link when an active account has this email, and does nothing otherwise. The caller answers the
 * same in both cases, so the form cannot be used to learn which addresses have accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, lang: Language): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.active || !user.email) return;
  const now = ctx.clock.now();
  const token = randomToken();
  const mail = renderMail({
    to: user.email,
    lang,
    template: "passwordReset",
    params: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      minutes: Math.round(RESET_TTL_MS / 60_000),
    },
    action: { url: `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}` },
  });
  await ctx.db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
    await enqueueMail(tx, mail);
  });
  ctx.mail.kick();
}

/** Checks a reset link before the form asks for the new password. */
export async function getPasswordReset(ctx: AppContext, token: string): Promise<TResetTokenInfo> {
  const row = await findUsablePasswordReset(ctx.db, hashToken(token), ctx.clock.now());
  if (!row) throw invalid();
  const user = await findUserById(ctx.db, row.userId);
  if (!user?.active) throw invalid();
  return { valid: true, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets a new password through a reset link, in one transaction: the link (and any other open link of the
 * account) is used up, every session of the account ends, and a failed-sign-in lock is lifted, since whoever
 * reads the account's mail has just proved they own it.
 */
export async function resetPassword(
  ctx: AppContext,
  input: TResetPasswordRequest,
  ip: string,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const reset = await usePasswordReset(tx, hashToken(input.token), now);
    if (!reset) throw invalid();
    const user = await findUserById(tx, reset.userId);
    if (!user?.active) throw invalid();
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await retirePasswordResets(tx, user.id, now);
    await deleteUserSessions(tx, user.id);
    await recordLoginAttempt(tx, { account: attemptKey(user, user.username), ip, success: true, at: now });
    return user.id;
  });
  ctx.sessionCache?.forgetUser(userId);
}
