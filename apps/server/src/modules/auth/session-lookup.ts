import { isRole } from "@bazin/shared/domain/roles";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { hashToken } from "../../lib/tokens.ts";
import type { CachedSession, SessionCache } from "./session-cache.ts";
import { findLiveSession, touchSession } from "./sessions.repository.ts";

/** What resolving a session token needs: the API's request context and the real-time broker both use it. */
export interface SessionLookupDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, "sessionTtlMs">;
  sessionCache: SessionCache;
}

/** Refreshing a session's expiry on every request would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** The session a token hash stands for, from the database; null when unknown, expired or not usable. */
async function loadSession(db: Db, tokenHash: string, now: Date): Promise<CachedSession | null> {
  const found = await findLiveSession(db, tokenHash, now);
  // A role this version does not know never gets a signed-in identity.
  if (!found || !isRole(found.user.role)) return null;
  return {
    sessionId: found.sessionId,
    user: { ...found.user, role: found.user.role },
    lastSeenAt: found.lastSeenAt,
    expiresAt: found.expiresAt,
    gdprPending: found.gdprPending === true,
  };
}

/** The live session of a token (cookie or X-Session-ID), through this instance's session cache (ADR 007). */
export async function lookupSession(deps: SessionLookupDeps, token: string): Promise<CachedSession | null> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  return deps.sessionCache.resolve(tokenHash, now, () => loadSession(deps.db, tokenHash, now));
}

/**
 * The live session of a token when this instance's cache holds it, without reading the database: the request
 * context answers most requests from here synchronously, with no promise to wait for (ADR 009).
 */
export function peekSession(deps: SessionLookupDeps, token: string): CachedSession | undefined {
  return deps.sessionCache.peek(hashToken(token), deps.clock.now());
}

/**
 * Moves a session's expiry forward when it was last seen more than a minute ago (a user's own request).
 * Returns the write's promise, or nothing when no write is due (most calls), so callers need not wait.
 */
export function touchIfDue(deps: SessionLookupDeps, session: CachedSession): Promise<void> | undefined {
  const now = deps.clock.now();
  if (now.getTime() - session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) return undefined;
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlMs);
  // Moved on the (possibly cached) entry before writing, so concurrent requests do not touch it again.
  session.lastSeenAt = now;
  session.expiresAt = expiresAt;
  return touchSession(deps.db, session.sessionId, now, expiresAt);
}
