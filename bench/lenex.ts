/*
 * Lenex import at meet scale (issue 12): a results file of 1,000 athletes × 10 events (10,000 results) made in
 * memory, then on the embedded database (PGlite) — and on PostgreSQL when BENCH_DATABASE_URL is set —
 *  - parsing alone (.lef and .lxf),
 *  - POST /api/lenex/preview (upload, parse, matching against 3,000 students, duplicate check),
 *  - POST /api/lenex/import of every athlete (one transaction: ~9,800 times, PB flags, club records),
 *  - the same import again (everything a duplicate, nothing stored),
 * each with its duration and the process's peak RSS (sampled every 10 ms, after a forced GC).
 *
 *   npm run bench:lenex [-- --athletes 1000 --events 10 --noise 2000]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lenex
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { sessions, users } from "../apps/server/src/db/schema/auth.ts";
import { students } from "../apps/server/src/db/schema/registration.ts";
import { swimTimes } from "../apps/server/src/db/schema/training.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashToken, randomToken } from "../apps/server/src/lib/tokens.ts";
import { parseLenex } from "../apps/server/src/modules/lenex/parse.ts";
import { generatedMeet, lenexXml, lxf } from "../apps/server/src/modules/lenex/testing.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";
import { ensureClubProfile } from "../apps/server/src/seed/club.ts";

const { values: args } = parseArgs({
  options: {
    athletes: { type: "string", default: "1000" },
    events: { type: "string", default: "10" },
    noise: { type: "string", default: "2000" },
  },
});
const ATHLETES = Number(args.athletes);
const EVENTS = Number(args.events);
const NOISE = Number(args.noise);
const PG_URL = process.env.BENCH_DATABASE_URL;

const hardStop = setTimeout(() => {
  console.error("Benchmark took too long; stopping.");
  process.exit(2);
}, 1_800_000);
hardStop.unref();

const gc = (globalThis as { gc?: () => void }).gc;

/*
 * Statements sent to PostgreSQL and the time spent waiting for them, counted on the driver (node-postgres's
 * Client.query, which the pool uses): where an import's time goes. PGlite has no such hook.
 */
const statements = { count: 0, ms: 0 };
{
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      statements.count++;
      const start = performance.now();
      (result as Promise<unknown>).then(
        () => {
          statements.ms += performance.now() - start;
        },
        () => {
          statements.ms += performance.now() - start;
        },
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
}
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

interface Row {
  database: string;
  step: string;
  seconds: number;
  peakRssMb: string;
  growthMb: string;
  note: string;
}
const rows: Row[] = [];

/** Runs `work` once, sampling RSS every 10 ms; returns its result, the seconds and the memory figures. */
async function measured<T>(work: () => Promise<T> | T) {
  gc?.();
  gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - start) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds, peakRssMb: mb(peak), growthMb: mb(peak - base) };
  } finally {
    clearInterval(sampler);
  }
}

/** A multipart/form-data body as a browser sends it: text fields, then the file. */
function multipart(fields: Record<string, string>, file: Uint8Array, filename: string) {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The meet's athletes as students (all matched), plus `NOISE` other students with look-alike names. */
async function seedStudents(database: Database, spec: ReturnType<typeof generatedMeet>) {
  const athletes = spec.clubs[0]!.athletes;
  const base = {
    phone: "0722000000",
    locality: "Fălticeni",
    street: "Strada Școlii",
    streetNumber: "1",
    county: "Suceava",
    validUntil: "2027-01-06",
    medicalCertificateKey: "certificates/none",
    medicalCertificateType: "application/pdf",
    medicalCertificateIssuedOn: "2026-10-01",
    registrationFormKey: "documents/none",
    declarationKey: "documents/none",
  };
  const values = [
    ...athletes.map((a) => ({ fullName: `${a.firstname} ${a.lastname}`, birthDate: a.birthdate! })),
    ...Array.from({ length: NOISE }, (_, i) => ({
      fullName: `${["Ana", "Ioan", "Maria", "Radu"][i % 4]} Vecin ${i}`,
      birthDate: `${2005 + (i % 12)}-0${1 + (i % 9)}-2${i % 8}`,
    })),
  ].map((v, i) => ({ ...base, ...v, email: `bench${i}@example.test`, idempotencyKey: randomUUID() }));
  for (let i = 0; i < values.length; i += 500)
    await database.db.insert(students).values(values.slice(i, i + 500));
}

async function openThrowAway(kind: "PGlite" | "PostgreSQL") {
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-bench-lenex-"));
  if (kind === "PGlite") {
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      async cleanup() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    dataDir,
    async cleanup() {
      await database.close();
      const dropper = new pg.Client({ connectionString: PG_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signedInHeaders(app: FastifyInstance, database: Database) {
  const [admin] = await database.db
    .insert(users)
    .values({
      username: "benchadmin",
      firstName: "Bench",
      lastName: "Admin",
      role: "admin",
      passwordHash: "x",
    })
    .returning({ id: users.id });
  const token = randomToken();
  const now = new Date();
  await database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: admin!.id,
    expiresAt: new Date(now.getTime() + 3_600_000),
    lastSeenAt: now,
  });
  const csrf = await app.inject({ method: "GET", url: "/api/csrf", cookies: { SESSION: token } });
  const xsrf = csrf.cookies.find((c) => c.name === "XSRF-TOKEN")!.value;
  return { cookies: { SESSION: token, "XSRF-TOKEN": xsrf }, headers: { "x-xsrf-token": xsrf } };
}

async function run(kind: "PGlite" | "PostgreSQL", spec: ReturnType<typeof generatedMeet>, file: Uint8Array) {
  const { database, dataDir, cleanup } = await openThrowAway(kind);
  try {
    await ensureClubProfile(database.db, new Date());
    await seedStudents(database, spec);
    const config = parseConfig({
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT_ENABLED: "false",
      SEED_DEMO: "false",
    });
    const secrets = { csrf: await loadOrCreateSecret(database.db, "csrf") };
    const app = await buildApp({
      ctx: { config, db: database.db, clock: systemClock, secrets },
      background: false,
      realtimeEndpoint: false,
    });
    await app.ready();
    const auth = await signedInHeaders(app, database);
    const post = (url: string, fields: Record<string, string>) => {
      const body = multipart(fields, file, "meet.lxf");
      return app.inject({
        method: "POST",
        url,
        payload: body.payload,
        headers: { ...body.headers, ...auth.headers },
        cookies: auth.cookies,
      });
    };

    const previews = [];
    for (let i = 0; i < 3; i++) previews.push(await measured(() => post("/api/lenex/preview", {})));
    const preview = previews[previews.length - 1]!.result.json();
    if (previews.some((p) => p.result.statusCode !== 200))
      throw new Error(`preview: ${previews[0]!.result.body}`);
    const matched = preview.athletes.filter(
      (a: { match: { status: string } }) => a.match.status === "matched",
    );
    const best = [...previews].sort((a, b) => a.seconds - b.seconds)[1]!; // the median of three
    rows.push({
      database: kind,
      step: "POST /api/lenex/preview (median of 3)",
      seconds: best.seconds,
      peakRssMb: best.peakRssMb,
      growthMb: best.growthMb,
      note: `${preview.athletes.length} athletes, ${matched.length} matched`,
    });

    const decisions = JSON.stringify({
      club: preview.club,
      assignments: preview.athletes.map((a: { athleteId: string; match: { studentId: string | null } }) => ({
        athleteId: a.athleteId,
        studentId: a.match.studentId,
      })),
    });
    for (const step of ["POST /api/lenex/import", "POST /api/lenex/import again"]) {
      statements.count = 0;
      statements.ms = 0;
      const done = await measured(() => post("/api/lenex/import", { decisions }));
      const sent =
        kind === "PostgreSQL"
          ? `; ${statements.count} SQL statements, ${(statements.ms / 1000).toFixed(1)} s waiting for them`
          : "";
      if (done.result.statusCode !== 200) throw new Error(`import: ${done.result.body}`);
      const answer = done.result.json();
      rows.push({
        database: kind,
        step,
        seconds: done.seconds,
        peakRssMb: done.peakRssMb,
        growthMb: done.growthMb,
        note: `imported ${answer.imported}, duplicates ${answer.duplicates}, PBs ${answer.personalBests}, records ${answer.clubRecords}${sent}`,
      });
    }
    const [stored] = await database.db.select({ n: count() }).from(swimTimes);
    console.log(`${kind}: ${stored!.n} swim times stored`);
    await app.close();
  } finally {
    await cleanup();
  }
}

async function main() {
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min); Node ${process.version}`,
  );
  const spec = generatedMeet(ATHLETES, EVENTS);
  const xml = lenexXml(spec);
  const lef = new TextEncoder().encode(xml);
  const zipped = lxf(xml);
  const results = spec.clubs[0]!.athletes.reduce((n, a) => n + a.results.length, 0);
  console.log(
    `Meet: ${ATHLETES} athletes × ${EVENTS} events = ${results} results; .lef ${mb(lef.length)} MB, .lxf ${mb(zipped.length)} MB`,
  );
  for (const [name, bytes] of [
    [".lef", lef],
    [".lxf", zipped],
  ] as const) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measured(() => parseLenex(bytes)));
    const median = [...runs].sort((a, b) => a.seconds - b.seconds)[1]!;
    rows.push({
      database: "—",
      step: `parse ${name} (median of 3)`,
      seconds: median.seconds,
      peakRssMb: median.peakRssMb,
      growthMb: median.growthMb,
      note: `${median.result.clubs[0]!.athletes.length} athletes`,
    });
  }
  await run("PGlite", spec, zipped);
  if (PG_URL) await run("PostgreSQL", spec, zipped);
  else console.log("PostgreSQL skipped (set BENCH_DATABASE_URL to run it).");

  console.log("");
  console.log("| database | step | seconds | peak RSS (MB) | RSS growth (MB) | note |");
  console.log("| --- | --- | ---: | ---: | ---: | --- |");
  for (const r of rows)
    console.log(
      `| ${r.database} | ${r.step} | ${r.seconds.toFixed(2)} | ${r.peakRssMb} | ${r.growthMb} | ${r.note} |`,
    );
  if (!gc) console.log("\n(run with --expose-gc for steadier memory figures: npm run bench:lenex does)");
}

await main();
