import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { isRole } from "@bazin/shared/domain/roles";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords.ts";
import { hashToken, randomToken } from "../../lib/tokens.ts";
import { toSessionUser } from "../users/presenter.ts";
import { findUserByLogin, type UserRow } from "../users/repository.ts";
import {
  type AccountState,
  accountLockedError,
  accountState,
  assertIpAllowed,
  invalidCredentialsError,
} from "./lockout.ts";
import { recordLoginAttempt, serializeAccountAttempts } from "./login-attempts.repository.ts";
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
  | { kind: "locked"; until: Date }
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
    const before = await accountState(tx, account, now, settings);
    if (before.lockedUntil) return { kind: "locked", until: before.lockedUntil };

    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user?.active || !passwordOk) {
      await recordLoginAttempt(tx, { account, ip: input.ip, success: false, at: now });
      const after = await accountState(tx, account, now, settings);
      return after.lockedUntil
        ? { kind: "locked", until: after.lockedUntil }
        : { kind: "invalid", state: after };
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
    return { kind: "ok", user: toSessionUser({ ...user, role: user.role }), token, expiresAt };
  });

  switch (outcome.kind) {
    case "locked":
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

/** Ends the session a token belongs to, if any; a stale or unknown token is not an error. */
export async function logout(ctx: AppContext, token: string | null) {
  if (!token) return;
  const tokenHash = hashToken(token);
  await deleteSessionByTokenHash(ctx.db, tokenHash);
  ctx.sessionCache?.forgetToken(tokenHash);
}
