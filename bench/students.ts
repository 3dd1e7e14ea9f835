import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import type { Database } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/auth.ts";
import { instructors, scheduleSlots } from "../apps/server/src/db/schema/club.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";
import { openThrowAwayDatabase, percentile, signIn } from "./lib/postgres-bench.ts";

const { values: args } = parseArgs({
  options: {
    students: { type: "string", default: "50000" },
    requests: { type: "string", default: "200" },
  },
});
const STUDENTS = Number(args.students);
const REQUESTS = Number(args.requests);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PASSWORD = "Bench-2026-pass!";

const hardStop = setTimeout(() => {
  console.error("Benchmark took too long; stopping.");
  process.exit(2);
}, 600_000);
hardStop.unref();

/** 50,000 students in one statement each for rows and slots: names with diacritics, a spread of dates. */
async function seed(database: Database) {
  const { db } = database;
  const [ana] = await db
    .insert(instructors)
    .values({ firstName: "Ana", lastName: "Păduraru", weekdays: [1, 2, 3, 4, 5], bio: { ro: "-", en: "-" } })
    .returning();
  const slots = await db
    .insert(scheduleSlots)
    .values(
      [1, 2, 3, 4, 5].flatMap((weekday) =>
        ["16:30", "17:30", "18:30"].map((startTime) => ({
          weekday,
          startTime,
          ageGroup: "children",
          capacity: 5000,
        })),
      ),
    )
    .returning();
  await db.execute(sql`
    insert into students (full_name, birth_date, phone, email, locality, street, street_number, county,
      status, registered_at, valid_until, medical_certificate_key, medical_certificate_type,
      medical_certificate_issued_on, registration_form_key, declaration_key, idempotency_key)
    select
      (array['Ștefan','Țicu','Ioana','Mărioara','Andrei','Șerban','Bianca','Tudor'])[1 + i % 8] || ' ' ||
        (array['Țurcanu','Popescu','Ștefănescu','Dobrescu','Mureșan','Ionescu','Păunescu'])[1 + (i / 8) % 7] || ' ' || i,
      date '1960-01-01' + (i % 20000),
      '07' || lpad((i % 100000000)::text, 8, '0'),
      'cursant' || i || '@example.test',
      'Ștefănești', 'Strada Școlii', (i % 200)::text, 'Argeș',
      case when i % 5 = 0 then 'expired' else 'active' end,
      now() - make_interval(days => i % 365),
      current_date + (i % 60) - 10,
      'certificates/none', 'application/pdf', current_date - 30,
      'documents/none', 'documents/none', md5(i::text)
    from generate_series(1, ${STUDENTS}) as i`);
  await db.execute(sql`
    insert into student_slots (student_id, slot_id, instructor_id)
    select s.id, (${sql.raw(`array[${slots.map((s) => `'${s.id}'::uuid`).join(",")}]`)})[1 + (abs(hashtext(s.id::text)) % ${slots.length})], ${ana!.id}::uuid
    from students s`);
  await db.execute(sql`analyze`);
  return slots;
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

async function main() {
  const { database, cleanup } = await openThrowAwayDatabase(SERVER_URL, "bazin-bench-students-");
  try {
    const seedStart = performance.now();
    const slots = await seed(database);
    console.log(`Seeded ${STUDENTS} students in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
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

    console.log(
      `Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min); PostgreSQL`,
    );

    // The export's database side alone: every batch of rows, then their slots.
    {
      const { studentBatches, listSlotsOf } = await import(
        "../apps/server/src/modules/students/repository.ts"
      );
      const filter = { sort: "registeredAt", dir: "desc", expiring: false } as const;
      let rows = 0;
      let queryMs = 0;
      let slotMs = 0;
      let t0 = performance.now();
      for await (const batch of studentBatches(database.db, filter, new Date().toISOString().slice(0, 10))) {
        queryMs += performance.now() - t0;
        const t1 = performance.now();
        await listSlotsOf(
          database.db,
          batch.map((r) => r.id),
        );
        slotMs += performance.now() - t1;
        rows += batch.length;
        t0 = performance.now();
      }
      console.log(
        `Export's reads alone: ${rows} rows, batches ${(queryMs / 1000).toFixed(2)} s, slots ${(slotMs / 1000).toFixed(2)} s`,
      );
    }

    // CSV export, three times; memory sampled every 10 ms in this process (the server's).
    const exportRows = [];
    for (let run = 1; run <= 3; run++) {
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 10);
      const start = performance.now();
      const response = await fetch(`${base}/api/students/export.csv`, { headers });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      const seconds = (performance.now() - start) / 1000;
      clearInterval(sampler);
      if (response.status !== 200 || lines !== STUDENTS + 1) {
        throw new Error(`export answered ${response.status} with ${lines} lines`);
      }
      exportRows.push({
        run,
        seconds: Number(seconds.toFixed(2)),
        MB: Number(mb(bytes)),
        rows: lines - 1,
        "RSS before MB": Number(mb(before.rss)),
        "RSS peak MB": Number(mb(peakRss)),
        "heap before MB": Number(mb(before.heapUsed)),
        "heap peak MB": Number(mb(peakHeap)),
      });
    }
    console.log("CSV export of every student (goal < 3 s, flat memory):");
    console.table(exportRows);

    // The list with filters: sequential requests over a mix of queries.
    const queries = [
      "",
      "status=active&sort=name&dir=asc",
      "q=stefanescu",
      "q=0700012",
      `slotId=${slots[3]!.id}&sort=daysRemaining&dir=asc`,
      "ageGroup=children&status=active",
      "expiring=true&sort=daysRemaining&dir=asc",
      "sort=registeredAt&dir=desc&page=500",
      "status=expired&ageGroup=adults&sort=name&dir=desc&page=20",
      `q=ioana&slotId=${slots[7]!.id}`,
    ];
    for (const q of queries)
      await fetch(`${base}/api/students?${q}`, { headers }).then((r) => r.arrayBuffer());
    const perQuery = new Map<string, number[]>();
    const all: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const q = queries[i % queries.length]!;
      const start = performance.now();
      const response = await fetch(`${base}/api/students?${q}`, { headers });
      await response.arrayBuffer();
      const ms = performance.now() - start;
      if (response.status !== 200) throw new Error(`GET /api/students?${q} answered ${response.status}`);
      all.push(ms);
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
    }
    all.sort((a, b) => a - b);
    console.log(`GET /api/students, ${REQUESTS} sequential requests over ${queries.length} queries:`);
    console.table(
      [...perQuery].map(([q, times]) => {
        const sorted = times.sort((a, b) => a - b);
        return {
          query: q || "(default)",
          "p50 ms": Number(percentile(sorted, 50).toFixed(1)),
          "max ms": Number(sorted.at(-1)!.toFixed(1)),
        };
      }),
    );
    console.log(
      `All: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms`,
    );
    console.log(`Load average after: ${loadavg()[0]!.toFixed(2)} (1 min)`);
    await app.close();
  } finally {
    await cleanup();
  }
}

await main();
