/*
 * API throughput of every GET endpoint, as each role that may call it, against the `select 1` floor.
 *
 * One process runs the real app (`buildApp`, logger off, rate limits off, no background work) on a throw-away
 * database seeded with the demo club (what a fresh embedded server seeds), reads the GET operations of its OpenAPI
 * document (/api/docs/json), fills path parameters with real ids of the demo data, signs in the demo accounts
 * through the API (CSRF included), and loads each endpoint × role with autocannon (a child process, loopback
 * only). Each result is set against GET /api/health (one `select 1`, the floor of any endpoint that touches the
 * database) measured in the same run: throughput ratio and CPU-time ratio (this process's CPU per request).
 *
 *   npm run bench:api                                   # PGlite in a temp folder, 2 s per endpoint and role
 *   npm run bench:api -- --duration 5 --connections 10 --filter students --roles admin,coach
 *   npm run bench:api -- --list                         # the plan (endpoints, roles, addresses), no load
 *   npm run bench:api -- --list --queries --filter …    # and the SQL statements one request of each sends
 *   npm run bench:api -- --markdown                     # the table again as Markdown (bench/README.md)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   (a throw-away database is created on that server)
 *   SESSION_CACHE_SECONDS=0 npm run bench:api           (every request reads its session from the database)
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import Fastify, { type FastifyInstance } from "fastify";
import type { RouteAccess } from "../apps/server/src/plugins/access.ts";
import type { Access } from "../apps/server/src/plugins/request-context.ts";
import { PATHS, REQUIRED_QUERIES, resolverOf } from "./lib/api-targets.ts";
import { addressOf, type Caller, DEMO_ROLES, type DemoApp, startDemoApp } from "./lib/demo-app.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.BENCH_DURATION ?? "2" },
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "10" },
    /** Requests sent before each measurement (compiles the route's code paths), 5 at a time. */
    warmup: { type: "string", default: "100" },
    /** Only the endpoint × role pairs whose "path role" matches this regular expression. */
    filter: { type: "string" },
    roles: { type: "string" },
    list: { type: "boolean", default: false },
    /** With --list: one request per target, with the SQL statements it sent. */
    queries: { type: "boolean", default: false },
    markdown: { type: "boolean", default: false },
    /** Also a bare Fastify hello-world, with GET /api/users/me against it (the issue 2 comparison). */
    hello: { type: "boolean", default: true },
  },
  allowNegative: true,
});
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
const warmupRequests = Number(args.warmup);
const filter = args.filter ? new RegExp(args.filter, "i") : null;
const roleFilter = args.roles ? new Set(args.roles.split(",")) : null;
const GOAL = 0.5;
/** The floor is measured again after this many endpoints, so a machine getting busier shows. */
const FLOOR_EVERY = 20;

const ROLES = DEMO_ROLES;

async function startHelloWorld(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  return app;
}

/** Who may call a route, as the bench calls it: public routes anonymously, the others as each allowed role. */
function callersOf(access: Access | undefined): Caller[] {
  if (access === "public") return ["anonymous"];
  if (access === "authenticated") return [...ROLES];
  return [...(access ?? [])].filter((r): r is (typeof ROLES)[number] =>
    (ROLES as readonly string[]).includes(r),
  );
}

interface Target {
  route: string;
  caller: Caller;
  path: string;
}

/** A measured load, with the CPU time this process (the server; autocannon runs apart) spent per request. */
interface Measured extends LoadResult {
  cpuMicrosPerRequest: number;
  status: number;
  bytes: number;
  statements: number;
}

/**
 * A few requests 5 at a time before measuring, so the route's code is compiled; returns status, size and the
 * statements one request sends to the database.
 */
async function warmUp(url: string, headers: Record<string, string>) {
  // One request first, so the caller's session is in the session cache and the count is the route's own.
  await (await fetch(url, { headers })).arrayBuffer();
  queries?.reset();
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  const statements = queries?.count ?? 0;
  let status = 0;
  let bytes = 0;
  for (let sent = 0; sent < Math.max(1, warmupRequests); sent += 5) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await fetch(url, { headers });
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      }),
    );
    ({ status, bytes } = answers[0]!);
  }
  return { status, bytes, statements };
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const { status, bytes, statements } = await warmUp(url, headers);
  const before = process.cpuUsage();
  const result = await runLoad(url, { connections, durationSeconds, headers });
  const used = process.cpuUsage(before);
  return {
    ...result,
    status,
    bytes,
    statements,
    cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, result.requests),
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

let queries: DemoApp["queries"] | undefined;

async function main() {
  const demo = await startDemoApp();
  queries = demo.queries;
  const { app, ctx, base, headers, label } = demo;
  const config = ctx.config;
  console.log(`Demo club seeded in ${demo.seedSeconds.toFixed(1)} s`);
  const hello = args.hello ? await startHelloWorld() : null;
  const hardStop = setTimeout(
    () => {
      console.error("Benchmark took too long; stopping.");
      process.exit(2);
    },
    60 * 60 * 1000,
  );
  hardStop.unref();
  try {
    const resolver = resolverOf(demo);
    const { get } = resolver;

    // The GET operations of the OpenAPI document, with the access each route declares.
    const doc = (await get("/api/docs/json", "anonymous")) as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string; required?: boolean }[] } }>;
    };
    const routes: RouteAccess[] = app.apiRoutes;
    const accessOf = new Map(routes.filter((r) => r.method === "GET").map((r) => [r.url, r.access]));
    const targets: Target[] = [];
    const skipped: string[] = [];
    for (const [openapiPath, item] of Object.entries(doc.paths)) {
      if (!item.get) continue;
      const route = openapiPath.replace(/\{(\w+)\}/g, ":$1");
      if (!accessOf.has(route)) continue; // /api/docs itself, robots.txt, sitemap.xml
      for (const caller of callersOf(accessOf.get(route))) {
        if (roleFilter && !roleFilter.has(caller)) continue;
        if (filter && !filter.test(`${route} ${caller}`)) continue;
        let path: string | null = route;
        if (route.includes(":")) {
          const make = PATHS[route];
          path = make ? await make(resolver, caller) : null;
          if (!path) {
            skipped.push(`${route} as ${caller}: ${make ? "no such data in the demo club" : "no ids known"}`);
            continue;
          }
        }
        const required = (item.get.parameters ?? []).filter((p) => p.in === "query" && p.required);
        if (required.length > 0 && !path.includes("?")) {
          const query = REQUIRED_QUERIES[route];
          if (!query) {
            skipped.push(`${route}: required query ${required.map((p) => p.name).join(", ")} unknown`);
            continue;
          }
          path = `${path}?${query}`;
        }
        targets.push({ route, caller, path });
      }
    }

    console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min)`);
    console.log(
      `${targets.length} endpoint × role pairs; ${connections} connections, ${durationSeconds} s each after ${warmupRequests} warm-up requests; database: ${label}; session cache: ${config.sessionCacheMs / 1000} s`,
    );
    for (const line of skipped) console.log(`  skipped ${line}`);
    if (args.list) {
      for (const t of targets) {
        console.log(`  ${t.caller.padEnd(9)} ${t.path}`);
        if (!args.queries) continue;
        await (await fetch(`${base}${t.path}`, { headers: headers.get(t.caller) })).arrayBuffer();
        demo.queries.reset();
        const response = await fetch(`${base}${t.path}`, { headers: headers.get(t.caller) });
        await response.arrayBuffer();
        console.log(`    ${response.status}, ${demo.queries.count} statements`);
        for (const text of demo.queries.texts)
          console.log(`      ${text.replace(/\s+/g, " ").slice(0, 400)}`);
      }
      return;
    }

    const floors: Measured[] = [];
    const measureFloor = async () => {
      floors.push(await measure(`${base}/api/health`));
    };
    await measureFloor();
    const results: { target: Target; result: Measured }[] = [];
    for (const [index, target] of targets.entries()) {
      if (index > 0 && index % FLOOR_EVERY === 0) await measureFloor();
      const result = await measure(`${base}${target.path}`, headers.get(target.caller));
      results.push({ target, result });
      process.stderr.write(
        `\r${index + 1}/${targets.length} ${target.route} ${target.caller}: ${Math.round(result.requestsPerSecond)} req/s`.padEnd(
          100,
        ),
      );
    }
    await measureFloor();
    process.stderr.write("\n");

    const floorRps = median(floors.map((f) => f.requestsPerSecond));
    const floorCpu = median(floors.map((f) => f.cpuMicrosPerRequest));
    const rows = results.map(({ target, result }) => ({
      endpoint: target.route,
      role: target.caller,
      status: result.status,
      "req/s": Math.round(result.requestsPerSecond),
      "p50 ms": result.latencyP50Ms,
      "p99 ms": result.latencyP99Ms,
      "CPU µs/req": Math.round(result.cpuMicrosPerRequest),
      ratio: `${((result.requestsPerSecond / floorRps) * 100).toFixed(0)}%`,
      "CPU ratio": `${((floorCpu / result.cpuMicrosPerRequest) * 100).toFixed(0)}%`,
      bytes: result.bytes,
      queries: result.statements,
      errors: result.non2xx + result.errors + result.timeouts,
    }));
    console.table(rows);
    console.log(
      `Floor (GET /api/health, select 1), ${floors.length} measurements: ${floors.map((f) => Math.round(f.requestsPerSecond)).join(", ")} req/s (median ${Math.round(floorRps)}), CPU ${floors.map((f) => Math.round(f.cpuMicrosPerRequest)).join(", ")} µs/req`,
    );
    const below = results.filter((r) => r.result.requestsPerSecond / floorRps < GOAL);
    console.log(
      `${results.length - below.length} of ${results.length} at ≥ ${GOAL * 100}% of the floor; below: ${below.map((r) => `${r.target.route} (${r.target.caller})`).join(", ") || "none"}`,
    );

    if (hello) {
      // Issue 2's comparison: a bare Fastify hello-world against the app's GET /api/users/me (signed in).
      const helloResult = await measure(`${addressOf(hello)}/`);
      const meResult = await measure(`${base}/api/users/me`, headers.get("swimmer"));
      console.log(
        `Hello-world ${Math.round(helloResult.requestsPerSecond)} req/s (${helloResult.cpuMicrosPerRequest.toFixed(1)} CPU µs/req), GET /api/users/me ${Math.round(meResult.requestsPerSecond)} req/s (${meResult.cpuMicrosPerRequest.toFixed(1)} µs): ${((meResult.requestsPerSecond / helloResult.requestsPerSecond) * 100).toFixed(1)}% of hello-world, CPU ratio ${((helloResult.cpuMicrosPerRequest / meResult.cpuMicrosPerRequest) * 100).toFixed(1)}%`,
      );
    }

    if (args.markdown) {
      console.log("\n| endpoint | role | queries | req/s | p50 ms | p99 ms | ratio | CPU ratio |");
      console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
      for (const r of rows) {
        console.log(
          `| \`${r.endpoint}\` | ${r.role} | ${r.queries} | ${r["req/s"]} | ${r["p50 ms"]} | ${r["p99 ms"]} | ${r.ratio} | ${r["CPU ratio"]} |`,
        );
      }
      console.log(
        `| \`/api/health\` (floor, median) | anonymous | 1 | ${Math.round(floorRps)} | | | 100% | 100% |`,
      );
    }
    const failed = results.filter((r) => r.result.errors + r.result.timeouts > 0 || r.result.status >= 500);
    if (failed.length > 0) {
      console.error(`Errors under load: ${failed.map((r) => r.target.path).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await hello?.close();
    await demo.close();
  }
}

await main();
