import type { AppContext } from "../app-context.ts";
import { deleteLoginAttemptsBefore } from "../modules/auth/login-attempts.repository.ts";
import { deleteExpiredSessions } from "../modules/auth/sessions.repository.ts";
import { deleteStaleInvitations, deleteStaleResets } from "../modules/auth/tokens.repository.ts";
import { deleteSentMailBefore } from "../modules/mail/outbox.repository.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long past its expiry an unused invitation stays listed for the admin to resend (ADR 018). A day was
 * enough when nobody could see expired ones; a month matches how long the sent mail, which holds the same
 * name and address, is kept.
 */
export const EXPIRED_INVITATION_KEPT_MS = 30 * DAY_MS;

/**
 * Removes rows that no rule needs any more. Every instance may run it: the deletes are idempotent, so no
 * coordination is needed. Failed sign-ins are kept a week (far beyond the lockout window) for looking into
 * an attack; sent mail a month; expired invitations a month, for the admin to resend.
 */
export async function runCleanup(ctx: AppContext) {
  const now = ctx.clock.now().getTime();
  await deleteExpiredSessions(ctx.db, new Date(now));
  await deleteStaleResets(ctx.db, new Date(now - DAY_MS));
  await deleteStaleInvitations(ctx.db, new Date(now - EXPIRED_INVITATION_KEPT_MS));
  await deleteLoginAttemptsBefore(
    ctx.db,
    new Date(now - Math.max(7 * DAY_MS, 2 * ctx.config.login.windowMs)),
  );
  await deleteSentMailBefore(ctx.db, new Date(now - 30 * DAY_MS));
}

/** Runs the cleanup every hour in the background; returns the function that stops it. */
export function scheduleCleanup(ctx: AppContext, log: { error(obj: object, msg: string): void }) {
  const timer = setInterval(() => {
    runCleanup(ctx).catch((error) => log.error({ err: error }, "cleanup failed"));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
