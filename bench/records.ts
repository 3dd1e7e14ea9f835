import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import type { Database } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/auth.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";
import { openThrowAwayDatabase, percentile, signIn } from "./lib/postgres-bench.ts";

const { values: args } = parseArgs({
  options: {
    times: { type: "string", default: "1000000" },
    swimmers: { type: "string", default: "2000" },
    requests: { type: "string", default: "100" },
  },
});
const TIMES = Number(args.times);
const SWIMMERS = Number(args.swimmers);
const REQUESTS = Number(args.requests);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PASSWORD = "Bench-2026-pass!";

const hardStop = setTimeout(() => {
  console.error("Benchmark took too long; stopping.");
  process.exit(2);
}, 900_000);
hardStop.unref();

/**
 * Swimmers born 2005–2017, both genders (a few without), and times over two years spread across every event
 * and both pools; gender, age in the year of the swim and the PB flags computed as the service keeps them.
 */
async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into students (full_name, birth_date, gender, phone, email, locality, street, street_number, county,
      status, registered_at, valid_until, medical_certificate_key, medical_certificate_type,
      medical_certificate_issued_on, registration_form_key, declaration_key, idempotency_key)
    select
      (array['Ștefan','Ioana','Mărioara','Andrei','Șerban','Bianca','Tudor','Ilinca'])[1 + i % 8] || ' ' ||
        (array['Țurcanu','Popescu','Ștefănescu','Dobrescu','Mureșan','Ionescu','Păunescu'])[1 + (i / 8) % 7] || ' ' || i,
      date '2005-01-01' + (i * 7919 % 4745),
      case when i % 50 = 0 then null when i % 2 = 0 then 'F' else 'M' end,
      '0722000000', 'inotator' || i || '@example.test', 'Câmpulung', 'Strada Școlii', '1', 'Argeș',
      'active', now(), current_date + 30, 'certificates/none', 'application/pdf', current_date - 30,
      'documents/none', 'documents/none', md5(i::text)
    from generate_series(1, ${SWIMMERS}) as i`);
  const events = sql.raw(
    `array[${SWIM_EVENTS.filter((e) => e !== "im_100")
      .map((e) => `'${e}'`)
      .join(",")}]`,
  );
  await db.execute(sql`
    with s as (select id, birth_date, gender, row_number() over (order by id) as n from students),
    t as (
      select i, 1 + (i * 2654435761 % ${SWIMMERS}) as n, (${events})[(1 + i % 16)::int] as event,
        case when i % 4 = 0 then 50 else 25 end as pool,
        current_date - (i * 40503 % 730)::int as swum_on
      from generate_series(1::bigint, ${TIMES}::bigint) as i
    )
    insert into swim_times (student_id, event, pool_length, hundredths, swum_on, source, gender, age_years, created_at)
    select s.id, t.event, t.pool,
      (3000 + (t.i * 69069 % 9000)) * (case split_part(t.event, '_', 2)::int when 50 then 1 when 100 then 2
        when 200 then 4 when 400 then 8 when 800 then 17 else 32 end),
      t.swum_on, 'manual', s.gender,
      extract(year from t.swum_on)::int - extract(year from s.birth_date)::int,
      t.swum_on + make_interval(secs => (t.i % 86400)::int)
    from t join s on s.n = t.n`);
  await db.execute(sql`
    update swim_times st set personal_record = true from (
      select id, hundredths < coalesce(min(hundredths) over (partition by student_id, event, pool_length
        order by swum_on, created_at, id rows between unbounded preceding and 1 preceding), 2147483647) as pb
      from swim_times) x
    where x.id = st.id and x.pb`);
  await db.execute(sql`analyze`);
}

async function main() {
  const { database, cleanup } = await openThrowAwayDatabase(SERVER_URL, "bazin-bench-records-");
  try {
    const seedStart = performance.now();
    await seed(database);
    console.log(
      `Seeded ${TIMES} times over ${SWIMMERS} swimmers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    await database.db.insert(users).values({
      username: "benchadmin",
      email: "bench@example.test",
      firstName: "Bench",
      lastName: "Admin",
      role: "admin",
      passwordHash: await hashPassword(PASSWORD),
    });
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
    const headers = { cookie: `SESSION=${await signIn(base, "benchadmin", PASSWORD)}` };
    const studentIds = (
      (await database.db.execute(
        sql`select id from students order by random() limit ${REQUESTS}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    console.log(
      `Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min); PostgreSQL`,
    );

    const cases: [string, (i: number) => string][] = [
      [
        "one record + history (event, pool, gender, age)",
        (i) =>
          `/api/club-records?event=${SWIM_EVENTS[i % 16]}&poolLength=25&gender=${i % 2 ? "F" : "M"}&ageGroup=${8 + (i % 11)}`,
      ],
      [
        "all-events table (gender, age group)",
        (i) => `/api/club-records?poolLength=25&gender=${i % 2 ? "F" : "M"}&ageGroup=${8 + (i % 11)}`,
      ],
      [
        "all-events table (gender, all ages)",
        (i) => `/api/club-records?poolLength=${i % 2 ? 25 : 50}&gender=${i % 2 ? "F" : "M"}`,
      ],
      [
        "swimmer's PB page (~500 times)",
        (i) => `/api/swim-times/students/${studentIds[i % studentIds.length]}`,
      ],
      ["club's recent times (page 1)", () => "/api/swim-times?pageSize=25"],
    ];
    const results = [];
    for (const [name, path] of cases) {
      for (let i = 0; i < 5; i++) await fetch(base + path(i), { headers }); // warm-up
      const ms: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const res = await fetch(base + path(i), { headers });
        await res.arrayBuffer();
        ms.push(performance.now() - t0);
        if (!res.ok) throw new Error(`${path(i)} answered ${res.status}`);
      }
      ms.sort((a, b) => a - b);
      results.push({
        request: name,
        p50_ms: percentile(ms, 50).toFixed(1),
        p95_ms: percentile(ms, 95).toFixed(1),
      });
    }
    console.table(results);
    await app.close();
  } finally {
    await cleanup();
  }
}

await main();
