/*
 * Sessions benchmark on PostgreSQL (issue 14):
 *  1. Live mode: 200 live-mode clients (10 phones per session) submit finishes for 20 sessions at once through
 *     POST /api/sessions/:id/times, each with its idempotency key; one send in five is sent again as a lost answer
 *     would make a phone do. Reports the p50/p99 acknowledgement latency and checks the database holds every key
 *     exactly once (zero lost, zero doubled).
 *  2. The coach calendar: a season of 2,000 sessions of the coach's groups (and 2,000 of other coaches), the
 *     coach's week and month through GET /api/sessions. Goal p95 < 50 ms.
 *
 *   npm run bench:sessions
 *   npm run bench:sessions -- --clients 200 --sessions 20 --taps 10 --requests 100
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default)
 */
import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { localDate } from "@bazin/shared/domain/club";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import type { Database } from "../apps/server/src/db/client.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";
import { openThrowAwayDatabase, percentile, signIn } from "./lib/postgres-bench.ts";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    sessions: { type: "string", default: "20" },
    taps: { type: "string", default: "10" },
    requests: { type: "string", default: "100" },
    season: { type: "string", default: "2000" },
  },
});
const CLIENTS = Number(args.clients);
const LIVE_SESSIONS = Number(args.sessions);
const TAPS = Number(args.taps);
const REQUESTS = Number(args.requests);
const SEASON = Number(args.season);
const SWIMMERS_PER_SESSION = 10;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PASSWORD = "Bench-2026-pass!";
const GOAL_CALENDAR_P95_MS = 50;

const hardStop = setTimeout(() => {
  console.error("Benchmark took too long; stopping.");
  process.exit(2);
}, 600_000);
hardStop.unref();

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Coaches `bench_coach_1..n` (one per live session; coach 1 also leads the season), each with a group of advanced
 * swimmers; the live sessions today with their participants; the season's sessions from 1 September.
 */
async function seed(database: Database) {
  const hash = await hashPassword(PASSWORD);
  const today = localDate(new Date());
  await database.db.execute(sql`
    insert into users (username, email, first_name, last_name, role, password_hash)
    select 'bench_coach_' || i, 'coach' || i || '@example.test', 'Antrenor', 'Ștefănescu ' || i, 'coach', ${hash}
    from generate_series(1, ${LIVE_SESSIONS}) as i`);
  await database.db.execute(sql`
    insert into groups (name, color) select 'Grupa ' || i, '#1c7ed6' from generate_series(1, ${LIVE_SESSIONS}) as i`);
  await database.db.execute(sql`
    insert into group_members (group_id, user_id, role)
    select g.id, u.id, 'coach' from groups g join users u on u.username = 'bench_coach_' || split_part(g.name, ' ', 2)`);
  await database.db.execute(sql`
    insert into students (full_name, birth_date, gender, phone, email, locality, street, street_number, county,
      status, registered_at, valid_until, medical_certificate_key, medical_certificate_type,
      medical_certificate_issued_on, registration_form_key, declaration_key, idempotency_key)
    select (array['Ștefan','Ioana','Mărioara','Andrei','Șerban','Bianca'])[1 + i % 6] || ' Țurcanu ' || i,
      date '2008-01-01' + (i * 97 % 2500), case when i % 2 = 0 then 'F' else 'M' end,
      '0722000000', 'inotator' || i || '@example.test', 'Câmpulung', 'Strada Școlii', '1', 'Argeș',
      'active', now(), current_date + 30, 'certificates/none', 'application/pdf', current_date - 30,
      'documents/none', 'documents/none', md5(i::text)
    from generate_series(1, ${LIVE_SESSIONS * SWIMMERS_PER_SESSION}) as i`);
  await database.db.execute(sql`
    insert into advanced_swimmers (student_id, group_id, max_hr, resting_hr, threshold_hr)
    select s.id, g.id, 200, 60, 172 from (select id, row_number() over (order by id) as n from students) s
    join groups g on g.name = 'Grupa ' || (1 + (s.n - 1) / ${SWIMMERS_PER_SESSION})`);
  // The live sessions: today, in progress, coach i with group i's swimmers.
  await database.db.execute(sql`
    insert into training_sessions (day, start_time, duration_minutes, coach_id, status, title)
    select ${today}::date, '07:00', 90, u.id, 'in_progress', 'Live ' || split_part(u.username, '_', 3)
    from users u where u.username like 'bench_coach_%'`);
  await database.db.execute(sql`
    insert into session_participants (session_id, student_id)
    select t.id, a.student_id from training_sessions t
    join group_members m on m.user_id = t.coach_id and m.role = 'coach'
    join advanced_swimmers a on a.group_id = m.group_id`);
  // The season: 2,000 sessions of coach 1's group from 1 September, and as many of the other coaches.
  await database.db.execute(sql`
    with c as (select id, row_number() over (order by username) as n from users where username like 'bench_coach_%')
    insert into training_sessions (day, start_time, duration_minutes, coach_id, status, title)
    select date '2026-09-01' + (i % 300), lpad((6 + i % 14)::text, 2, '0') || ':00', 90,
      (select id from c where c.n = case when k = 0 then 1 else 2 + (i % (${LIVE_SESSIONS} - 1)) end),
      case when date '2026-09-01' + (i % 300) < current_date then 'completed' else 'planned' end, 'Sezon ' || i
    from generate_series(1, ${SEASON}) as i, generate_series(0, 1) as k`);
  await database.db.execute(sql`
    insert into session_participants (session_id, student_id, attendance)
    select t.id, a.student_id, case when t.status = 'completed' then 'present' end from training_sessions t
    join group_members m on m.user_id = t.coach_id and m.role = 'coach'
    join advanced_swimmers a on a.group_id = m.group_id
    where t.title like 'Sezon %'
    on conflict do nothing`);
  await database.db.execute(sql`analyze`);
}

interface LiveSession {
  id: string;
  cookie: string;
  csrf: string;
  swimmers: string[];
}

async function csrfOf(base: string, cookie: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/api/csrf`, { headers: { cookie } });
  const token = ((await res.json()) as { token: string }).token;
  const xsrf = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("XSRF-TOKEN="));
  return { cookie: xsrf ? `${cookie}; ${xsrf}` : cookie, token };
}

/** One phone at the pool: TAPS finishes, one after the other, one in five sent twice. */
async function livePhone(
  base: string,
  session: LiveSession,
  phone: number,
  latencies: number[],
  sent: Set<string>,
) {
  for (let tap = 0; tap < TAPS; tap++) {
    const key = randomUUID();
    sent.add(key);
    const body = JSON.stringify({
      entries: [
        {
          key,
          studentId: session.swimmers[(phone + tap) % session.swimmers.length],
          event: "freestyle_50",
          hundredths: 2800 + ((phone * 37 + tap * 91) % 900),
          slot: null,
          splits: [1350 + ((phone + tap) % 100)],
        },
      ],
    });
    const sends = (phone + tap) % 5 === 0 ? 2 : 1;
    for (let s = 0; s < sends; s++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/sessions/${session.id}/times`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: session.cookie, "x-xsrf-token": session.csrf },
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) throw new Error(`live send answered ${res.status}`);
    }
  }
}

async function timed(base: string, path: string, cookie: string, n: number) {
  for (let i = 0; i < 5; i++) await fetch(base + path, { headers: { cookie } }); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  return ms.sort((a, b) => a - b);
}

async function main() {
  const { database, cleanup } = await openThrowAwayDatabase(SERVER_URL, "bazin-bench-sessions-");
  try {
    const seedStart = performance.now();
    await seed(database);
    console.log(
      `Seeded ${LIVE_SESSIONS} live sessions and a season of ${SEASON} (+${SEASON}) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const config = parseConfig({ HOST: "127.0.0.1", LOG_LEVEL: "silent", RATE_LIMIT_ENABLED: "false" });
    const secrets = { csrf: await loadOrCreateSecret(database.db, "csrf") };
    const app = await buildApp({
      ctx: { config, db: database.db, clock: systemClock, secrets },
      background: false,
      realtimeEndpoint: false,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    console.log(
      `Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min); PostgreSQL`,
    );

    const live = await rows<{ id: string; username: string }>(
      database,
      sql`select t.id, u.username from training_sessions t join users u on u.id = t.coach_id where t.title like 'Live %' order by u.username`,
    );
    const sessions: LiveSession[] = [];
    for (const row of live) {
      const signedIn = `SESSION=${await signIn(base, row.username, PASSWORD)}`;
      const { cookie, token } = await csrfOf(base, signedIn);
      const swimmers = await rows<{ student_id: string }>(
        database,
        sql`select student_id from session_participants where session_id = ${row.id}`,
      );
      sessions.push({ id: row.id, cookie, csrf: token, swimmers: swimmers.map((s) => s.student_id) });
    }

    const latencies: number[] = [];
    const sent = new Set<string>();
    const liveStart = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, phone) =>
        livePhone(base, sessions[phone % sessions.length]!, phone, latencies, sent),
      ),
    );
    const liveSeconds = (performance.now() - liveStart) / 1000;
    const [stored] = await rows<{ total: number; keys: number }>(
      database,
      sql`select count(*)::int as total, count(distinct client_key)::int as keys from swim_times where client_key is not null`,
    );
    latencies.sort((a, b) => a - b);
    const lost = [...sent].length - stored!.keys;
    const doubled = stored!.total - stored!.keys;
    console.table([
      {
        clients: CLIENTS,
        sessions: sessions.length,
        sends: latencies.length,
        "sends/s": Math.round(latencies.length / liveSeconds),
        p50_ms: percentile(latencies, 50).toFixed(1),
        p99_ms: percentile(latencies, 99).toFixed(1),
        lost,
        doubled,
      },
    ]);

    const coach = sessions[0]!;
    const [{ id: coachId }] = (await rows<{ id: string }>(
      database,
      sql`select id from users where username = 'bench_coach_1'`,
    )) as [{ id: string }];
    const calendar = [
      ["coach's month (~200 sessions)", `/api/sessions?from=2026-11-01&to=2026-11-30&coachId=${coachId}`],
      ["coach's week (~50 sessions)", `/api/sessions?from=2026-11-23&to=2026-11-29&coachId=${coachId}`],
      ["coach's month, all they see", "/api/sessions?from=2026-11-01&to=2026-11-30"],
    ] as const;
    const results = [];
    for (const [name, path] of calendar) {
      const ms = await timed(base, path, coach.cookie, REQUESTS);
      results.push({
        request: name,
        p50_ms: percentile(ms, 50).toFixed(1),
        p95_ms: percentile(ms, 95).toFixed(1),
      });
    }
    console.table(results);
    await app.close();
    const worst = Math.max(...results.map((r) => Number(r.p95_ms)));
    const ok = lost === 0 && doubled === 0 && worst < GOAL_CALENDAR_P95_MS;
    console.log(
      ok
        ? `OK: nothing lost or doubled; calendar p95 ${worst} ms < ${GOAL_CALENDAR_P95_MS} ms`
        : `NOT MET: lost ${lost}, doubled ${doubled}, calendar p95 ${worst} ms (goal < ${GOAL_CALENDAR_P95_MS} ms)`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main();
