/*
 * Real-time benchmark: N STOMP clients (the web app's stack: @stomp/stompjs over sockjs-client, WebSocket
 * transport) on /ws-chat, each its own user and session, all subscribed to one room topic; then broadcasts to
 * that topic. Measures connect time (CONNECT → CONNECTED → SUBSCRIBE receipt), broadcast latency p50/p99
 * (goal p99 < 500 ms) and server memory per connection. Loopback only, bounded in time.
 *
 *   npm run bench:realtime                              one instance, 1,000 clients
 *   npm run bench:realtime -- --instances 2             two instances in this process, through Redis
 *   npm run bench:realtime -- --clients 500 --broadcasts 30 --interval 200
 *   BENCH_REDIS_URL=redis://127.0.0.1:6379 (default for --instances 2)
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import type { ServerContext } from "../apps/server/src/app-context.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { sessions, users } from "../apps/server/src/db/schema/auth.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashToken, randomToken } from "../apps/server/src/lib/tokens.ts";
import { createSessionCache } from "../apps/server/src/modules/auth/session-cache.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "1000" },
    instances: { type: "string", default: "1" },
    broadcasts: { type: "string", default: "20" },
    interval: { type: "string", default: "250" },
    concurrency: { type: "string", default: "50" },
  },
});
const clientCount = Number(args.clients);
const instanceCount = Number(args.instances);
const broadcasts = Number(args.broadcasts);
const intervalMs = Number(args.interval);
const concurrency = Number(args.concurrency);
const redisUrl = process.env.BENCH_REDIS_URL ?? (instanceCount > 1 ? "redis://127.0.0.1:6379" : undefined);
const DESTINATION = "/topic/bench.room";
const GOAL_P99_MS = 500;

const hardStop = setTimeout(
  () => {
    console.error("Benchmark took too long; stopping.");
    process.exit(2);
  },
  (300 + (broadcasts * intervalMs) / 1000) * 1000,
);
hardStop.unref();

const gc = (globalThis as { gc?: () => void }).gc;
function memory() {
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** The app's context (the `ctx` decoration is declared in the server's own type scope, not this one's). */
const hubOf = (app: FastifyInstance) => (app as unknown as { ctx: ServerContext }).ctx.realtime;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

function waitFor<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off("message", listener);
      resolve(message as T);
    };
    child.on("message", listener);
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-bench-rt-"));
  const database = await openDatabase({ dataDir });
  const config = parseConfig({
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_ENABLED: "false",
    SEED_DEMO: "false",
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `bench-${randomBytes(4).toString("hex")}` } : {}),
  });
  const secrets = { csrf: await loadOrCreateSecret(database.db, "csrf") };

  // One user and one session per client, written in bulk (a real sign-in per client would measure argon2).
  const tokens = Array.from({ length: clientCount }, () => randomToken());
  const now = new Date();
  for (let start = 0; start < clientCount; start += 500) {
    const batch = tokens.slice(start, start + 500);
    const rows = await database.db
      .insert(users)
      .values(
        batch.map((_, i) => ({
          username: `bench_${start + i}`,
          firstName: "Bench",
          lastName: "Client",
          role: "swimmer",
          passwordHash: "unused",
        })),
      )
      .returning({ id: users.id });
    await database.db.insert(sessions).values(
      rows.map((row, i) => ({
        tokenHash: hashToken(batch[i] as string),
        userId: row.id,
        expiresAt: new Date(now.getTime() + 3_600_000),
        lastSeenAt: now,
      })),
    );
  }

  const apps: FastifyInstance[] = [];
  for (let i = 0; i < instanceCount; i++) {
    const app = await buildApp({
      ctx: { config, db: database.db, clock: systemClock, secrets, sessionCache: createSessionCache(config) },
      background: i === 0,
    });
    hubOf(app).allowSubscribe("/topic/bench.", () => true);
    await app.listen({ host: "127.0.0.1", port: 0 });
    apps.push(app);
  }
  const urls = apps.map((app) => {
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening on TCP");
    return `http://127.0.0.1:${address.port}`;
  });

  const child = fork(new URL("./lib/stomp-load.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)} (1 min)`);
    console.log(
      `Real time: ${clientCount} clients on ${instanceCount} instance(s)${redisUrl ? " through Redis" : ""}, ` +
        `${broadcasts} broadcasts every ${intervalMs} ms, ${concurrency} connections opening at a time` +
        `${gc ? "" : " (run with --expose-gc for steadier memory figures)"}`,
    );
    const before = memory();
    const connected = waitFor<{
      connectMs: number[];
      failures: number;
      reasons: Record<string, number>;
      totalMs: number;
    }>(child, "connected");
    child.send({ type: "start", urls, tokens, destination: DESTINATION, concurrency });
    const connect = await connected;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = memory();
    const watchers = await (apps[0] ? hubOf(apps[0]).watchers(DESTINATION) : undefined);

    const clock = () => performance.timeOrigin + performance.now();
    for (let i = 0; i < broadcasts; i++) {
      const app = apps[i % apps.length] as FastifyInstance;
      await hubOf(app).publish(DESTINATION, {
        i,
        sentAt: clock(),
        text: "Antrenamentul de mâine începe la 7:30 🏊",
      });
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const reported = waitFor<{ latencies: number[] }>(child, "latencies");
    child.send({ type: "report" });
    const { latencies } = await reported;

    const connections = connect.connectMs.length;
    if (connect.failures > 0) console.log("Connection failures:", connect.reasons);
    const connectStats = summary(connect.connectMs);
    const latencyStats = summary(latencies);
    const expected = connections * broadcasts;
    console.table({
      connect: {
        ok: connections,
        failed: connect.failures,
        "p50 ms": connectStats.p50,
        "p99 ms": connectStats.p99,
        "all (s)": Math.round(connect.totalMs / 100) / 10,
      },
    });
    console.table({
      broadcast: {
        delivered: latencies.length,
        expected,
        "p50 ms": latencyStats.p50,
        "p99 ms": latencyStats.p99,
        "max ms": latencyStats.max,
      },
    });
    const perConnection = (bytes: number) => `${(bytes / Math.max(1, connections) / 1024).toFixed(1)} KiB`;
    console.log(
      `Server memory per connection: ${perConnection(after.heapUsed - before.heapUsed)} heap, ` +
        `${perConnection(after.rss - before.rss)} RSS (${instanceCount} instance(s) in this process; ` +
        `watchers seen: ${watchers?.size ?? 0})`,
    );
    console.log(
      `Goal p99 < ${GOAL_P99_MS} ms: ${latencyStats.p99 < GOAL_P99_MS && latencies.length === expected ? "met" : "NOT met"}`,
    );
    if (connect.failures > 0 || latencies.length !== expected) process.exitCode = 1;
  } finally {
    child.send({ type: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    for (const app of apps) await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
