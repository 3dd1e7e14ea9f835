import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { isRole } from "@bazin/shared/domain/roles";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords.ts";
import { hashToken, randomToken } from "../../lib/tokens.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { recordSignInActivity } from "../registrant-access/renewal.activity.ts";
import { toSessionUser } from "../users/presenter.ts";
import { findUserByLogin, type UserRow } from "../users/repository.ts";
import {
  type AccountState,
  accountLockedError,
  accountState,
  assertIpAllowed,
  invalidCredentialsError,
} from "./lockout.ts";
import {
  lockedFromAnotherAddress,
  recordLoginAttempt,
  serializeAccountAttempts,
} from "./login-attempts.repository.ts";
import { deleteSessionByTokenHash, insertSession } from "./sessions.repository.ts";

export interface LoginInput {
  /** Username or email, already trimmed and lower-cased by the contract. */
  login: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The session token the request already carried, replaced by the new one. */
  previousToken?: string | null;
}

/**
 * The key failures are counted under: the account's username when the account exists (so its username and
 * its email share one count), otherwise what was typed (so unknown names lock the same way: no enumeration).
 */
export function attemptKey(user: UserRow | null, login: string): string {
  return (user?.username ?? login).toLowerCase();
}

type Outcome =
  | { kind: "locked"; until: Date; mailed?: boolean }
  | { kind: "invalid"; state: AccountState }
  | { kind: "unknownRole" }
  | { kind: "ok"; user: TSessionUser; token: string; expiresAt: Date };

/**
 * Checks the credentials and opens a session. Unknown account, wrong password and deactivated account all
 * give the same INVALID_CREDENTIALS answer with the attempt count, after the same password-hash work.
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
): Promise<{ user: TSessionUser; token: string; expiresAt: Date }> {
  const { db, clock, config } = ctx;
  const settings = config.login;
  const now = clock.now();
  await assertIpAllowed(db, input.ip, now, settings);

  const user = await findUserByLogin(db, input.login);
  const account = attemptKey(user, input.login);
  // One transaction per attempt, serialized per account: check, verify and record happen as one step.
  // It returns an outcome rather than throwing, so that what it recorded is kept.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await serializeAccountAttempts(tx, account);
    const before = await accountState(tx, account, input.ip, now, settings);
    if (before.lockedUntil) return { kind: "locked", until: before.lockedUntil };

    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user?.active || !passwordOk) {
      await recordLoginAttempt(tx, { account, ip: input.ip, success: false, at: now });
      const after = await accountState(tx, account, input.ip, now, settings);
      if (!after.lockedUntil) return { kind: "invalid", state: after };
      // This failure started a lock: the owner hears of it (once a window, however many addresses guess).
      const windowStart = new Date(now.getTime() - settings.windowMs);
      if (user?.active && user.email) {
        if (!(await lockedFromAnotherAddress(tx, account, input.ip, windowStart, settings.maxAttempts))) {
          await enqueueMail(tx, lockedAccountMail(ctx, user, user.email, input.ip, now));
          return { kind: "locked", until: after.lockedUntil, mailed: true };
        }
      }
      return { kind: "locked", until: after.lockedUntil };
    }

    // The credentials are right, so the failure count restarts even if the role stops the sign-in.
    await recordLoginAttempt(tx, { account, ip: input.ip, success: true, at: now });
    if (!isRole(user.role)) return { kind: "unknownRole" };

    if (input.previousToken) await deleteSessionByTokenHash(tx, hashToken(input.previousToken));
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
    await insertSession(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt,
      lastSeenAt: now,
      createdAt: now,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    });
    // A sign-in is activity: it keeps the linked registrations alive (spec §1, 45 days of inactivity).
    await recordSignInActivity(tx, user.id, now);
    return { kind: "ok", user: toSessionUser({ ...user, role: user.role }), token, expiresAt };
  });

  switch (outcome.kind) {
    case "locked":
      if (outcome.mailed) ctx.mail.kick();
      throw accountLockedError(outcome.until, now, settings);
    case "invalid":
      throw invalidCredentialsError(outcome.state, settings);
    case "unknownRole":
      throw new AppError("UNKNOWN_ROLE", 403);
    case "ok":
      if (input.previousToken) ctx.sessionCache?.forgetToken(hashToken(input.previousToken));
      return outcome;
  }
}

/**
 * Tells an account's owner that failed sign-ins from an address locked it there, with when, from where, for how
 * long, and the way to a new password. In Romanian, the club's language: the request's language is the
 * guesser's choice, not the owner's.
 */
function lockedAccountMail(ctx: AppContext, user: UserRow, email: string, ip: string, now: Date) {
  const time = dateTimeFormat("ro-RO", {
    timeZone: "Europe/Bucharest",
    dateStyle: "long",
    timeStyle: "short",
  }).format(now);
  return renderMail({
    to: email,
    lang: "ro",
    template: "accountLocked",
    params: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      attempts: ctx.config.login.maxAttempts,
      minutes: Math.round(ctx.config.login.windowMs / 60_000),
      ip,
      time,
    },
    action: { url: `${ctx.config.publicUrl}/forgot-password` },
  });
}

/** Ends the session a token belongs to, if any; a stale or unknown token is not an error. */
export async function logout(ctx: AppContext, token: string | null) {
  if (!token) return;
  const tokenHash = hashToken(token);
  await deleteSessionByTokenHash(ctx.db, tokenHash);
  ctx.sessionCache?.forgetToken(tokenHash);
}
