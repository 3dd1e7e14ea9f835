import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { dataSnapshot } from "../db/snapshot.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * read-cache.ts: `false` keeps a signed-in GET out of it (an answer made from the process's memory, or
     * already free of the database); `true` lets a public GET in (one that no other credential shapes).
     */
    readCache?: boolean;
  }
}

/** Answers kept at most, and characters in all; past either the oldest go first. */
const MAX_ENTRIES = 2_000;
const MAX_TOTAL_CHARS = 16 * 1024 * 1024;
/** A bigger answer (a whole season's export) is made again each time rather than held. */
const MAX_BODY_CHARS = 512 * 1024;
/** The headers a handler sets on its answer, given again with a kept one. */
const KEPT_HEADERS = ["content-type", "content-disposition", "cache-control", "vary"] as const;

interface Entry {
  snapshot: string;
  storedAt: number;
  /** When it may no longer be served: READ_CACHE_SECONDS after storedAt, or sooner (answerChangesAt). */
  goodUntil: number;
  body: string;
  headers: [string, string][];
}

/** Times at which a handler's answer changes by itself (a link that expires), set with answerChangesAt. */
const changesAt = new WeakMap<FastifyReply, number>();

/**
 * Tells the read cache that this answer turns false at `at` with no write to the database (an expiring link):
 * it is not served from memory from then on.
 */
export function answerChangesAt(reply: FastifyReply, at: Date): void {
  changesAt.set(reply, at.getTime());
}

/**
 * Signed-in screens ask the same GET again and again (a list after each realtime nudge, a tab revisited, a
 * window refocused), and most of the time nothing in the database has changed in between. The answer of a GET
 * is kept per session, language and address together with the database snapshot it was read in
 * (db/snapshot.ts), and served again while the snapshot is unchanged, for at most READ_CACHE_SECONDS
 * (config.readCacheMs, 5 s; the bound for answers that depend on the time of day). Any commit anywhere (this
 * instance, another one, a job, a tool) changes the snapshot, so a kept answer is never older than the data:
 * one `pg_current_snapshot()` replaces the handler's statements.
 *
 * An answer is kept only when the snapshot after the handler equals the one before it: the data it was made
 * from is exactly that snapshot's, and a GET that writes (an audit entry, a "last used" time) is never kept, so
 * its writes happen on every call. Answers that set a cookie, are not 200 or are not text (files, pictures)
 * are not kept either. ADR 031.
 */
export const readCachePlugin = fp(async (app: FastifyInstance) => {
  const keepMs = app.ctx.config.readCacheMs;
  if (keepMs === 0) return;
  const entries = new Map<string, Entry>();
  let totalChars = 0;
  /** The snapshot read before the handler of a request whose answer may be kept. */
  const snapshotBefore = new WeakMap<FastifyRequest, string>();
  const now = () => app.ctx.clock.now().getTime();
  const keyOf = (request: FastifyRequest) => `${request.sessionId ?? "-"} ${request.lang} ${request.url}`;

  /**
   * Routes seen answering a stream or bytes (a CSV export, a file, a picture): never kept, so they are spared
   * the snapshot reads from their second call on.
   */
  const downloads = new Set<string>();
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? "";

  const applies = (request: FastifyRequest) => {
    if (request.method !== "GET" || downloads.has(routeOf(request))) return false;
    const config = request.routeOptions.config;
    if (config.publicCache) return false; // kept by public-cache.ts, without a statement
    return config.readCache ?? (config.access !== undefined && config.access !== "public");
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalChars -= entry.body.length;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    while (
      entries.size >= MAX_ENTRIES ||
      (entries.size > 0 && totalChars + entry.body.length > MAX_TOTAL_CHARS)
    ) {
      remove(entries.keys().next().value!);
    }
    entries.set(key, entry);
    totalChars += entry.body.length;
  };

  const snapshotOrNull = () => dataSnapshot(app.ctx.db).catch(() => null);

  // Callback hooks, not async ones: a request the cache does not concern (a file, a public page, a write) goes
  // on at once, without a promise (ADR 009).
  app.addHook("preHandler", (request, reply, done) => {
    if (!applies(request)) return done();
    snapshotOrNull().then((snapshot) => {
      // No snapshot: the handler meets the database's trouble itself, with its own error.
      if (snapshot === null) return done();
      const entry = entries.get(keyOf(request));
      const at = now();
      if (entry && entry.snapshot === snapshot && at >= entry.storedAt && at < entry.goodUntil) {
        for (const [name, value] of entry.headers) reply.header(name, value);
        reply.send(entry.body); // answered: the handler does not run
        return;
      }
      snapshotBefore.set(request, snapshot);
      done();
    }, done);
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    const before = snapshotBefore.get(request);
    if (before === undefined) return done(null, payload);
    if (reply.statusCode === 200 && typeof payload !== "string") downloads.add(routeOf(request));
    if (
      reply.statusCode !== 200 ||
      typeof payload !== "string" ||
      payload.length > MAX_BODY_CHARS ||
      reply.hasHeader("set-cookie")
    ) {
      return done(null, payload);
    }
    snapshotOrNull().then((after) => {
      // Written meanwhile (by this request or anyone): the answer was made from moving data, so it is not kept.
      if (after === before) {
        const headers: [string, string][] = [];
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === "string") headers.push([name, value]);
        }
        const storedAt = now();
        const goodUntil = Math.min(storedAt + keepMs, changesAt.get(reply) ?? Number.POSITIVE_INFINITY);
        store(keyOf(request), { snapshot: before, storedAt, goodUntil, body: payload, headers });
      }
      done(null, payload);
    });
  });

  // A change through this instance changes the snapshot: every kept answer is dead, so let it go at once.
  app.addHook("onResponse", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400 && entries.size > 0) {
      entries.clear();
      totalChars = 0;
    }
    done();
  });
});
