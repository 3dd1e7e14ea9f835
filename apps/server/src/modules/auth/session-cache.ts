import type { TSessionUser } from "@bazin/shared/contracts/auth";

/*
 * Every API request resolves its session token to a session and a user. Reading them from the database each
 * time made the session lookup the largest cost of an authenticated request (ADR 007), so each instance keeps
 * what it read for a few seconds (SESSION_CACHE_SECONDS, 5 by default; 0 turns the cache off).
 *
 * On this instance nothing is ever stale: whatever ends a session or changes a user (logout, password change
 * or reset, profile update, and any future deactivation or role change) calls `forgetToken` or `forgetUser`
 * after its transaction commits. A read that was already under way when that happened is not stored (the
 * generation check in `resolve`), so it cannot put the old state back.
 *
 * Other instances do not hear about it: they keep their copy until it is TTL old, so a session revoked or a user
 * changed through instance A can still be used on instance B for at most SESSION_CACHE_SECONDS. That bound is
 * accepted (ADR 007). Session expiry itself is checked against the cached `expiresAt`, so it is never late.
 */

/** One session as the request context needs it. Callers may move `lastSeenAt`/`expiresAt` after a touch. */
export interface CachedSession {
  sessionId: string;
  user: Readonly<TSessionUser>;
  lastSeenAt: Date;
  expiresAt: Date;
  /**
   * The user has a privacy policy change to accept (read with the session): the API answers 403 until they
   * do. Accepting forgets the user's sessions and a new major version clears the cache, on this instance.
   */
  gdprPending?: boolean;
}

interface Entry {
  session: CachedSession;
  /** Clock time (ms) after which the entry must be read again. */
  freshUntil: number;
}

/** Enough for every signed-in user of a club many times over; past it the oldest entries go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export class SessionCache {
  /** Keyed by token hash; a Map keeps insertion order, so the first key is the oldest entry. */
  private readonly entries = new Map<string, Entry>();
  /** Moves on every invalidation, so that a database read started before it is not stored. */
  private generation = 0;

  /** `ttlMs` 0 keeps nothing. Times come from the callers' `now` (the app's clock), so tests can move them. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get size() {
    return this.entries.size;
  }

  /**
   * The live session for a token hash: from the cache while the entry is fresh and the session unexpired,
   * otherwise from `load` (the database), whose answer is kept unless an invalidation happened meanwhile.
   */
  async resolve(
    tokenHash: string,
    now: Date,
    load: () => Promise<CachedSession | null>,
  ): Promise<CachedSession | null> {
    const cached = this.peek(tokenHash, now);
    if (cached) return cached;
    const at = now.getTime();
    const generation = this.generation;
    const loaded = await load();
    if (loaded && this.ttlMs > 0 && generation === this.generation) this.store(tokenHash, loaded, at);
    return loaded;
  }

  /**
   * The cached session for a token hash if its entry is fresh and the session unexpired, without reading the
   * database: the request context answers most requests from here synchronously, with no promise to wait for.
   */
  peek(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const at = now.getTime();
    if (at < entry.freshUntil && at < entry.session.expiresAt.getTime()) return entry.session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  private store(tokenHash: string, session: CachedSession, readAt: number) {
    Object.freeze(session.user);
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, freshUntil: readAt + this.ttlMs });
  }

  /** After a session was deleted by its token (logout, sign-in replacing it). */
  forgetToken(tokenHash: string) {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  /**
   * After a user's sessions were deleted or the user changed (profile, password, role, deactivation): drops
   * every cached session of that user, except optionally the one making the change.
   */
  forgetUser(userId: string, exceptSessionId?: string) {
    this.generation++;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.session.user.id === userId && entry.session.sessionId !== exceptSessionId) {
        this.entries.delete(tokenHash);
      }
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}

export function createSessionCache(config: { sessionCacheMs: number }) {
  return new SessionCache(config.sessionCacheMs);
}
