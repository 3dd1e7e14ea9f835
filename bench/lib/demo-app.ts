import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import type { AppContext } from "../../apps/server/src/app-context.ts";
import { parseConfig } from "../../apps/server/src/config.ts";
import { type Database, openDatabase } from "../../apps/server/src/db/client.ts";
import { ALL_DEMO_STEPS } from "../../apps/server/src/demo/steps.ts";
import { systemClock } from "../../apps/server/src/lib/clock.ts";
import { createMailDispatcher } from "../../apps/server/src/modules/mail/dispatcher.ts";
import { loadOrCreateSecret } from "../../apps/server/src/modules/system/secrets.repository.ts";
import { DEMO_PASSWORD, seedDemo } from "../../apps/server/src/seed/demo.ts";
import { seedRequiredData } from "../../apps/server/src/seed/required.ts";
import { cookiesOf, openThrowAwayDatabase } from "./postgres-bench.ts";

/*
 * The real app on the demo club, in this process, for benchmarks and profiles of the API: a throw-away database
 * (PGlite in a temp folder, or a new database on BENCH_DATABASE_URL's server), the demo club seeded as a fresh
 * embedded server seeds it, the app listening on loopback with no background work, and the demo accounts signed
 * in through the API.
 */

export type Caller = "anonymous" | "admin" | "coach" | "swimmer" | "user";
export const DEMO_ROLES = ["admin", "coach", "swimmer", "user"] as const;

export interface DemoApp {
  app: FastifyInstance;
  ctx: AppContext;
  base: string;
  /** Database label for the printout. */
  label: string;
  /** Request headers of each caller (the SESSION cookie; none for anonymous). */
  headers: Map<Caller, Record<string, string>>;
  /** A signed CSRF token, for the few POSTs a benchmark needs to set data up. */
  xsrf: string;
  seedSeconds: number;
  /**
   * Statements sent through the database client since the last reset (outside transactions, which GET routes
   * hardly use): how many round trips a request costs.
   */
  queries: { count: number; texts: string[]; reset(): void };
  close(): Promise<void>;
}

/** Counts what goes through the driver's `query` (PGlite's or the pg pool's). */
function countQueries(db: AppContext["db"]): DemoApp["queries"] {
  const counter = {
    count: 0,
    texts: [] as string[],
    reset() {
      counter.count = 0;
      counter.texts = [];
    },
  };
  const client = (db as unknown as { $client: { query(text: unknown, ...rest: unknown[]): unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = (text: unknown, ...rest: unknown[]) => {
    counter.count++;
    if (counter.texts.length < 50)
      counter.texts.push(typeof text === "string" ? text : String((text as { text?: string })?.text));
    return query(text, ...rest);
  };
  return counter;
}

async function openBenchDatabase(): Promise<{ database: Database; label: string; cleanup(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { database, cleanup } = await openThrowAwayDatabase(serverUrl, "bazin-bench-");
    return { database, label: "PostgreSQL", cleanup };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-bench-"));
  const database = await openDatabase({ dataDir });
  return {
    database,
    label: "PGlite (embedded)",
    async cleanup() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server is not listening on TCP");
  return `http://127.0.0.1:${address.port}`;
}

/** The callers: anonymous, and each demo account signed in the way a browser does (CSRF token, then login). */
async function signInAll(base: string) {
  const csrf = await fetch(`${base}/api/csrf`);
  const xsrf = cookiesOf(csrf).get("XSRF-TOKEN");
  if (!csrf.ok || !xsrf) throw new Error(`GET /api/csrf answered ${csrf.status}`);
  const headers = new Map<Caller, Record<string, string>>([["anonymous", {}]]);
  for (const role of DEMO_ROLES) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify({ username: role, password: DEMO_PASSWORD }),
    });
    const session = cookiesOf(login).get("SESSION");
    if (!login.ok || !session)
      throw new Error(`login as ${role} answered ${login.status}: ${await login.text()}`);
    headers.set(role, { cookie: `SESSION=${session}` });
  }
  return { headers, xsrf };
}

/** Seeds the demo club on a throw-away database and starts the app on it; `close` removes everything. */
export async function startDemoApp(): Promise<DemoApp> {
  const { database, label, cleanup } = await openBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-bench-files-"));
  const config = parseConfig({
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    RATE_LIMIT_ENABLED: "false",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    // SESSION_CACHE_SECONDS=0 measures the path that reads the session from the database on every request.
    SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    clock: systemClock,
    secrets: { csrf: await loadOrCreateSecret(database.db, "csrf") },
    mail: createMailDispatcher({ config, db: database.db, clock: systemClock }),
  };
  const seedStart = performance.now();
  await seedRequiredData(ctx);
  await seedDemo(ctx, ALL_DEMO_STEPS);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const queries = countQueries(database.db);
  // No background work (mail, clean-up, daily jobs): nothing but the measured requests runs in the server.
  const app = await buildApp({ ctx, background: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const base = addressOf(app);
  const { headers, xsrf } = await signInAll(base);
  return {
    app,
    ctx,
    base,
    label,
    headers,
    xsrf,
    seedSeconds,
    queries,
    async close() {
      await app.close();
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
