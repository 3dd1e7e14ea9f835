/*
 * API throughput: a bare Fastify hello-world and the real app's authenticated GET /api/users/me, measured
 * with autocannon in the same run, on loopback only. Prints both throughputs and their ratio (goal ≥ 50%).
 *
 *   npm run bench:api [-- --duration 10 --connections 10]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   (a throw-away database is created on that server)
 *   SESSION_CACHE_SECONDS=0 npm run bench:api           (every request reads its session from the database)
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/auth.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.BENCH_DURATION ?? "10" },
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "10" },
    warmup: { type: "string", default: "3" },
  },
});
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
const warmupSeconds = Number(args.warmup);
const GOAL = 0.5;
const USERNAME = "bench";
const PASSWORD = "Bench-2026-pass!";

// The whole run is bounded: warm-ups, three measurements, and a margin for start-up.
const hardStop = setTimeout(
  () => {
    console.error("Benchmark took too long; stopping.");
    process.exit(2);
  },
  (3 * (durationSeconds + warmupSeconds) + 180) * 1000,
);
hardStop.unref();

async function startHelloWorld(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  return app;
}

/** A throw-away database: PGlite in a temp folder, or a new database on BENCH_DATABASE_URL's server. */
async function openBenchDatabase(): Promise<{ database: Database; label: string; cleanup(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
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
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  return {
    database,
    label: "PostgreSQL",
    async cleanup() {
      await database.close();
      // pg's pool.end() resolves before its sockets have closed; give them a moment before the forced drop.
      await new Promise((r) => setTimeout(r, 500));
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const config = parseConfig({
  HOST: "127.0.0.1",
  LOG_LEVEL: "silent",
  RATE_LIMIT_ENABLED: "false",
  // SESSION_CACHE_SECONDS=0 measures the path that reads the session from the database on every request.
  SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS,
});

async function startRealApp(database: Database): Promise<FastifyInstance> {
  const secrets = { csrf: await loadOrCreateSecret(database.db, "csrf") };
  await database.db.insert(users).values({
    username: USERNAME,
    email: "bench@example.test",
    firstName: "Bench",
    lastName: "Mark",
    role: "swimmer",
    passwordHash: await hashPassword(PASSWORD),
  });
  const app = await buildApp({ ctx: { config, db: database.db, clock: systemClock, secrets } });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return app;
}

function cookiesOf(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
  return jar;
}

/** Signs in the way a browser does: CSRF token first, then the login with the header; returns SESSION. */
async function signIn(base: string): Promise<string> {
  const csrfResponse = await fetch(`${base}/api/csrf`);
  const xsrf = cookiesOf(csrfResponse).get("XSRF-TOKEN");
  if (!csrfResponse.ok || !xsrf) throw new Error(`GET /api/csrf answered ${csrfResponse.status}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const session = cookiesOf(login).get("SESSION");
  if (!login.ok || !session) {
    throw new Error(`POST /api/auth/login answered ${login.status}: ${await login.text()}`);
  }
  const me = await fetch(`${base}/api/users/me`, { headers: { cookie: `SESSION=${session}` } });
  if (me.status !== 200) throw new Error(`GET /api/users/me answered ${me.status}: ${await me.text()}`);
  return session;
}

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server is not listening on TCP");
  return `http://127.0.0.1:${address.port}`;
}

/** A measured load, with the CPU time this process (the servers; autocannon runs apart) spent per request. */
interface Measured extends LoadResult {
  cpuMicrosPerRequest: number;
}

async function measure(url: string, headers?: Record<string, string>): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await runLoad(url, { connections, durationSeconds, headers });
  const used = process.cpuUsage(before);
  return { ...result, cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, result.requests) };
}

function row(name: string, r: Measured) {
  return {
    target: name,
    "req/s": Math.round(r.requestsPerSecond),
    "CPU µs/req": Number(r.cpuMicrosPerRequest.toFixed(1)),
    "p50 ms": r.latencyP50Ms,
    "p99 ms": r.latencyP99Ms,
    requests: r.requests,
    "non-2xx": r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function main() {
  const { database, label, cleanup } = await openBenchDatabase();
  const hello = await startHelloWorld();
  const app = await startRealApp(database);
  try {
    const helloUrl = `${addressOf(hello)}/`;
    const meUrl = `${addressOf(app)}/api/users/me`;
    const session = await signIn(addressOf(app));
    const headers = { cookie: `SESSION=${session}` };

    console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min)`);
    console.log(
      `API throughput: ${connections} connections, ${durationSeconds} s each after ${warmupSeconds} s warm-up; database: ${label}; session cache: ${config.sessionCacheMs / 1000} s`,
    );
    await runLoad(helloUrl, { connections, durationSeconds: warmupSeconds });
    const helloResult = await measure(helloUrl);
    await runLoad(meUrl, { connections, durationSeconds: warmupSeconds, headers });
    const meResult = await measure(meUrl, headers);
    // For reference: the same app answering with one trivial query (`select 1`), the database's floor.
    const healthResult = await measure(`${addressOf(app)}/api/health`);

    console.table([
      row("Fastify hello-world", helloResult),
      row("GET /api/users/me (signed in)", meResult),
      row("GET /api/health (reference)", healthResult),
    ]);
    const ratio = meResult.requestsPerSecond / helloResult.requestsPerSecond;
    console.log(
      `Ratio: ${(ratio * 100).toFixed(1)}% of hello-world (goal ≥ ${GOAL * 100}%: ${ratio >= GOAL ? "met" : "NOT met"})`,
    );
    // The server is one thread: on a quiet machine its throughput is 1 / (CPU time per request), so this ratio
    // is what the throughput ratio tends to. It moves much less than req/s when other work shares the cores.
    const cpuRatio = helloResult.cpuMicrosPerRequest / meResult.cpuMicrosPerRequest;
    console.log(`CPU time per request: hello-world's is ${(cpuRatio * 100).toFixed(1)}% of the app's`);
    if (meResult.non2xx > 0 || meResult.errors > 0) {
      console.error("The app answered errors under load: the numbers above are not valid.");
      process.exitCode = 1;
    }
  } finally {
    await hello.close();
    await app.close();
    await cleanup();
  }
}

await main();
