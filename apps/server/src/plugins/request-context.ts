import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { Role } from "@bazin/shared/domain/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { TFunction } from "i18next";
import type { ServerContext } from "../app-context.ts";
import { AppError } from "../lib/app-error.ts";
import { type Language, languageFromHeader, translator } from "../lib/i18n.ts";
import type { CachedSession } from "../modules/auth/session-cache.ts";
import { lookupSession, peekSession, touchIfDue } from "../modules/auth/session-lookup.ts";

export const SESSION_COOKIE = "SESSION";
export const SESSION_HEADER = "x-session-id";

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every /api route must say. */
export type Access = "public" | "authenticated" | readonly Role[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a signed-in user who still has a privacy policy change to accept (/me, the acceptance). */
    gdprExempt?: boolean;
  }
  interface FastifyRequest {
    lang: Language;
    t: TFunction;
    user: TSessionUser | null;
    sessionId: string | null;
    /** The signed-in user must accept the current privacy policy before using the API. */
    gdprPending: boolean;
  }
  interface FastifyInstance {
    ctx: ServerContext;
  }
}

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

/** Loads language and signed-in user for every request. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("lang", "ro");
  app.decorateRequest("t", null as unknown as TFunction);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("gdprPending", false);
  const { sessionCache } = app.ctx;
  if (!sessionCache) throw new Error("the app context has no session cache (buildApp makes one)");
  const deps = { ...app.ctx, sessionCache };

  /** Signs the request in with a live session; returns the expiry write when one is due. */
  function adopt(request: FastifyRequest, session: CachedSession): Promise<void> | undefined {
    request.user = session.user;
    request.sessionId = session.sessionId;
    request.gdprPending = session.gdprPending === true;
    return touchIfDue(deps, session);
  }

  // A callback hook rather than an async one: a request whose session is in the cache (nearly all of them)
  // goes on at once, without a promise and a turn of the microtask queue (ADR 009).
  app.addHook("onRequest", (request, _reply, done) => {
    request.lang = languageFromHeader(request.headers["accept-language"]);
    request.t = translator(request.lang);
    const token = sessionTokenOf(request);
    if (!token || !request.url.startsWith("/api")) return done();
    const cached = peekSession(deps, token);
    const pending = cached
      ? adopt(request, cached)
      : lookupSession(deps, token).then((session) => (session ? adopt(request, session) : undefined));
    if (!pending) return done();
    pending.then(() => done(), done);
  });
});
