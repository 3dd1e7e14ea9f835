import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Keep this public GET's JSON answer in memory for a few seconds (public-cache.ts). */
    publicCache?: boolean;
  }
}

/** Distinct addresses kept at most (pages × categories × languages); past it the cache starts over. */
const MAX_ENTRIES = 500;

interface Entry {
  body: string;
  storedAt: number;
}

/**
 * The public pages' data (announcements, gallery, club, privacy policy) is read by every visitor and changes
 * when an admin edits it. The JSON of a route marked `publicCache` is kept per address and language for
 * PUBLIC_CACHE_SECONDS (config.publicCacheMs, 10 s), so a busy hour reads the database once per page every few seconds instead of once per
 * visitor. Any successful change through the API on this instance empties it at once, so an admin sees an edit
 * on the public page immediately; on another instance (or written by a job) it shows within that time. The route's own hooks
 * (ETag and 304, compression) run on a cached answer as on a fresh one.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const keepMs = app.ctx.config.publicCacheMs;
  if (keepMs === 0) return;
  const entries = new Map<string, Entry>();
  /** Requests answered from memory: their answer is not stored again (that would make it live forever). */
  const served = new WeakSet<object>();
  const keyOf = (url: string, lang: string) => `${lang} ${url}`;
  const now = () => app.ctx.clock.now().getTime();

  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" || !request.routeOptions.config.publicCache) return done();
    const entry = entries.get(keyOf(request.url, request.lang));
    if (!entry || now() - entry.storedAt >= keepMs) return done();
    served.add(request);
    reply.type("application/json; charset=utf-8").send(entry.body);
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    if (
      request.method === "GET" &&
      request.routeOptions.config.publicCache &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      !served.has(request)
    ) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(request.url, request.lang), { body: payload, storedAt: now() });
    }
    done(null, payload);
  });

  app.addHook("onResponse", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) entries.clear();
    done();
  });
});
