import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  countIpFailures,
  ipFailureAt,
  lastSuccessAt,
  recentAccountFailures,
} from "./login-attempts.repository.ts";

/*
 * Failed sign-ins are counted per account and per address (login_attempts).
 *
 * Per account and address: failures of the account from one client address since the account's last success,
 * within the window. Reaching the maximum locks the account for that address for one full window from the
 * failure that reached it; while locked even the right password is refused from there, and the refused tries
 * are not recorded (so a lock ends on time however often it is tried). After the lock the count starts again.
 * Counting per address means someone guessing elsewhere cannot lock the real user out of their account; the
 * owner is told by mail when a lock starts (login.service.ts).
 *
 * Per address: a higher limit over a sliding window, against one machine trying many accounts. It must stay well
 * above the per-account maximum: a school's shared network must not lock everyone out.
 */

export interface LockoutSettings {
  maxAttempts: number;
  windowMs: number;
  ipMaxAttempts: number;
}

export interface AccountState {
  /** Failures counted now, within the window. */
  attempts: number;
  /** When the lock ends, if the account is locked. */
  lockedUntil: Date | null;
}

export async function accountState(
  db: Db,
  account: string,
  ip: string,
  now: Date,
  s: LockoutSettings,
): Promise<AccountState> {
  const windowStart = now.getTime() - s.windowMs;
  // A lock started by a failure up to one window ago may still hold, so look back two windows.
  const lookBack = new Date(windowStart - s.windowMs);
  const success = await lastSuccessAt(db, account, lookBack);
  const since = success && success > lookBack ? success : lookBack;
  const failures = await recentAccountFailures(db, account, ip, since, s.maxAttempts);
  const latest = failures[0];
  const oldest = failures[s.maxAttempts - 1];
  if (
    latest &&
    oldest &&
    latest.getTime() > windowStart &&
    oldest.getTime() > latest.getTime() - s.windowMs
  ) {
    return { attempts: s.maxAttempts, lockedUntil: new Date(latest.getTime() + s.windowMs) };
  }
  return { attempts: failures.filter((f) => f.getTime() > windowStart).length, lockedUntil: null };
}

function waitParams(until: Date, now: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) };
}

export function accountLockedError(lockedUntil: Date, now: Date, s: LockoutSettings) {
  return new AppError("ACCOUNT_LOCKED", 423, {
    attempts: s.maxAttempts,
    maxAttempts: s.maxAttempts,
    remaining: 0,
    ...waitParams(lockedUntil, now),
  });
}

export function invalidCredentialsError(state: AccountState, s: LockoutSettings) {
  return new AppError("INVALID_CREDENTIALS", 401, {
    attempts: state.attempts,
    maxAttempts: s.maxAttempts,
    remaining: Math.max(0, s.maxAttempts - state.attempts),
  });
}

/** Refuses with TOO_MANY_ATTEMPTS while this address has reached its limit of failures in the window. */
export async function assertIpAllowed(db: Db, ip: string, now: Date, s: LockoutSettings) {
  const since = new Date(now.getTime() - s.windowMs);
  if ((await countIpFailures(db, ip, since)) < s.ipMaxAttempts) return;
  const pivot = await ipFailureAt(db, ip, since, s.ipMaxAttempts);
  const until = new Date((pivot ?? now).getTime() + s.windowMs);
  throw new AppError("TOO_MANY_ATTEMPTS", 429, waitParams(until, now));
}
