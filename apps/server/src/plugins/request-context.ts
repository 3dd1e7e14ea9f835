import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { isRole, type Role } from "@bazin/shared/domain/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { TFunction } from "i18next";
import type { ServerContext } from "../app-context.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { type Language, languageFromHeader, translator } from "../lib/i18n.ts";
import { hashToken } from "../lib/tokens.ts";
import type { CachedSession } from "../modules/auth/session-cache.ts";
import { findLiveSession, touchSession } from "../modules/auth/sessions.repository.ts";

export const SESSION_COOKIE = "SESSION";
export const SESSION_HEADER = "x-session-id";

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every /api route must say. */
export type Access = "public" | "authenticated" | readonly Role[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    lang: Language;
    t: TFunction;
    user: TSessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    ctx: ServerContext;
  }
}

/** Refreshing a session's expiry on every request would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** The session token a request carries: the cookie for browsers, X-Session-ID for the native shell. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_HEADER];
  if (typeof header === "string" && header.length > 0) return header;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** The signed-in user of a route declared "authenticated" or for roles (the access plugin already checked). */
export function requireUser(request: FastifyRequest): TSessionUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED", 401);
  return request.user;
}

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
  };
}

/** Loads language and signed-in user for every request. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("lang", "ro");
  app.decorateRequest("t", null as unknown as TFunction);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  const { db, clock, config, sessionCache } = app.ctx;
  if (!sessionCache) throw new Error("the app context has no session cache (buildApp makes one)");

  /** Signs the request in with a live session, and moves the session's expiry if it was last moved long ago. */
  function adopt(request: FastifyRequest, session: CachedSession, now: Date): Promise<void> | undefined {
    request.user = session.user;
    request.sessionId = session.sessionId;
    if (now.getTime() - session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) return undefined;
    const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
    // Moved on the (possibly cached) entry before writing, so concurrent requests do not touch it again.
    session.lastSeenAt = now;
    session.expiresAt = expiresAt;
    return touchSession(db, session.sessionId, now, expiresAt);
  }

  async function resolveAndAdopt(request: FastifyRequest, tokenHash: string, now: Date) {
    const session = await sessionCache.resolve(tokenHash, now, () => loadSession(db, tokenHash, now));
    if (session) await adopt(request, session, now);
  }

  // A callback hook rather than an async one: a request whose session is in the cache (nearly all of them)
  // goes on at once, without a promise and a turn of the microtask queue (ADR 009).
  app.addHook("onRequest", (request, _reply, done) => {
    request.lang = languageFromHeader(request.headers["accept-language"]);
    request.t = translator(request.lang);
    const token = sessionTokenOf(request);
    if (!token || !request.url.startsWith("/api")) return done();
    const now = clock.now();
    const tokenHash = hashToken(token);
    const cached = sessionCache.peek(tokenHash, now);
    const pending = cached ? adopt(request, cached, now) : resolveAndAdopt(request, tokenHash, now);
    if (!pending) return done();
    pending.then(() => done(), done);
  });
});
