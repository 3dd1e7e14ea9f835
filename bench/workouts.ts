import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { type TWorkoutNode, workoutMetrics } from "@bazin/shared/domain/training/workout-steps";
import {
  EFFORT_LEVELS,
  type Equipment,
  foldText,
  STEP_STROKES,
  type StepStroke,
  WORKOUT_LEVELS,
  WORKOUT_TYPES,
} from "@bazin/shared/domain/training/workout-taxonomy";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { parseConfig } from "../apps/server/src/config.ts";
import type { Database } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/auth.ts";
import { planWorkouts, trainingPlans, workouts } from "../apps/server/src/db/schema/training-hub.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { loadOrCreateSecret } from "../apps/server/src/modules/system/secrets.repository.ts";
import { openThrowAwayDatabase, percentile, signIn } from "./lib/postgres-bench.ts";

/*
 * The workout library at club scale (issue 13): 5,000 workouts on PostgreSQL, searched the way the library
 * screen does (text + level + distance range + stroke + zone, sorted, one page) through the real app.
 */

const { values: args } = parseArgs({
  options: {
    workouts: { type: "string", default: "5000" },
    requests: { type: "string", default: "200" },
  },
});
const WORKOUTS = Number(args.workouts);
const REQUESTS = Number(args.requests);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PASSWORD = "Bench-2026-pass!";

const hardStop = setTimeout(() => {
  console.error("Benchmark took too long; stopping.");
  process.exit(2);
}, 600_000);
hardStop.unref();

/** A small seeded generator: the same library every run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}
const random = seeded(13);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const NAME_WORDS: Record<(typeof WORKOUT_TYPES)[number], string[]> = {
  endurance: ["Rezistență aerobă", "Bază aerobă", "Fond lung", "Rezistență cu flotor"],
  technique: ["Tehnică bras", "Tehnică fluture", "Exerciții de alunecare", "Tehnică spate"],
  anaerobic_threshold: ["Prag anaerob", "Tempo la prag", "Serii la CSS"],
  lactate_tolerance: ["Toleranță la lactat", "Serii dure", "Lactat 100-uri"],
  vo2_max: ["VO2 max", "Intervale scurte", "Putere aerobă"],
  race_tempo: ["Ritm de concurs", "Sprint", "Starturi și viraje"],
  recovery: ["Recuperare activă", "Înot ușor", "Relaxare"],
  general: ["Antrenament general", "Mixt pe procedee", "Variat"],
};
const NOTES = [
  "Ritm constant, respirație la 3 și 5.",
  "Atenție la viraje și la alunecarea după start.",
  "Plecare la semnal, recuperare completă între serii.",
  "Pentru perioada de acumulare; fără accelerări pe final.",
  "Tehnică înainte de viteză.",
  "",
];
const GEAR: Equipment[][] = [
  [],
  [],
  ["pullbuoy"],
  ["pullbuoy", "paddles"],
  ["fins"],
  ["kickboard"],
  ["snorkel"],
];

function stepOf(id: string, stroke: StepStroke, metres: number, equipment: Equipment[]): TWorkoutNode {
  return {
    kind: "step",
    id,
    category: "swim",
    distanceMetres: metres,
    stroke,
    drill: equipment.includes("kickboard") ? "kick" : equipment.includes("pullbuoy") ? "pull" : "none",
    intensity: { kind: "effort" },
    effort: pick(EFFORT_LEVELS),
    restSeconds: pick([0, 10, 15, 20, 30]),
    equipment,
    notes: "",
  };
}

/** A realistic workout: warm-up, two or three sets (some nested), cool-down; 1–7 km. */
function generatedWorkout(index: number, authorIds: string[], now: Date) {
  const type = pick(WORKOUT_TYPES);
  const level = pick(WORKOUT_LEVELS);
  let n = 0;
  const id = () => `n${++n}`;
  const main: TWorkoutNode[] = [];
  for (let set = 0; set < 2 + Math.floor(random() * 2); set++) {
    const stroke = pick(STEP_STROKES);
    const metres = pick([25, 50, 100, 200, 400]);
    const inner = stepOf(id(), stroke, metres, pick(GEAR));
    // A set is at most 1,600 m a round (16 × 100, 4 × 400), as coaches write them.
    const count = Math.min(pick([2, 4, 6, 8, 10, 16]), Math.floor(1600 / metres));
    main.push(
      metres <= 100 && random() < 0.4
        ? {
            kind: "repeat",
            id: id(),
            count: pick([2, 3]),
            sendOffSeconds: null,
            children: [{ kind: "repeat", id: id(), count, sendOffSeconds: null, children: [inner] }],
          }
        : { kind: "repeat", id: id(), count, sendOffSeconds: pick([null, 60, 90, 120]), children: [inner] },
    );
  }
  const steps = {
    warmup: [stepOf(id(), "choice", pick([200, 300, 400, 600]), [])],
    main,
    cooldown: [stepOf(id(), "mixed", pick([100, 200, 300]), [])],
  };
  const metrics = workoutMetrics(steps, level);
  const name = `${pick(NAME_WORDS[type])} ${metrics.totalDistanceMetres} m nr. ${index + 1}`;
  const notes = pick(NOTES);
  const at = new Date(now.getTime() - Math.floor(random() * 400) * 86_400_000);
  return {
    name,
    nameKey: foldText(name),
    level,
    type,
    notes,
    steps,
    totalDistanceMetres: metrics.totalDistanceMetres,
    estimatedSeconds: metrics.estimatedSeconds,
    strokes: metrics.strokes,
    equipment: metrics.equipment,
    zones: [...metrics.zones],
    zoneMetres: metrics.zoneMetres,
    peakZone: metrics.peakZone,
    searchText: foldText(`${name} ${notes}`),
    authorId: pick(authorIds),
    archivedAt: random() < 0.05 ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

async function seed(database: Database, authorIds: string[]) {
  const { db } = database;
  const now = new Date();
  const rows = Array.from({ length: WORKOUTS }, (_, i) => generatedWorkout(i, authorIds, now));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(workouts)
      .values(rows.slice(i, i + 500))
      .returning({ id: workouts.id });
    ids.push(...inserted.map((r) => r.id));
  }
  // Forty plans of a season, five workouts a week each: the use counts the library shows.
  for (let p = 0; p < 40; p++) {
    const [plan] = await db
      .insert(trainingPlans)
      .values({ name: `Plan ${p + 1}`, startDate: "2026-09-01", endDate: "2027-06-30" })
      .returning();
    const placements = Array.from({ length: 200 }, (_, d) => ({
      planId: plan!.id,
      workoutId: ids[Math.floor(random() * Math.min(ids.length, 600))]!,
      day: new Date(Date.UTC(2026, 8, 1 + Math.floor(d * 1.4))).toISOString().slice(0, 10),
    }));
    await db.insert(planWorkouts).values(placements);
  }
  await db.execute(sql`analyze`);
  const metres = rows.map((r) => r.totalDistanceMetres).sort((a, b) => a - b);
  console.log(
    `Distances: min ${metres[0]} m, median ${percentile(metres, 50)} m, p90 ${percentile(metres, 90)} m, max ${metres.at(-1)} m`,
  );
}

async function main() {
  const { database, cleanup } = await openThrowAwayDatabase(SERVER_URL, "bazin-bench-workouts-");
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const staff = await database.db
      .insert(users)
      .values(
        ["Radu Ionescu", "Ioana Ștefănescu", "Mihai Țurcanu", "Ana Mureșan"].map((full, i) => {
          const [firstName, lastName] = full.split(" ") as [string, string];
          return {
            username: i === 0 ? "benchcoach" : `coach${i}`,
            email: `coach${i}@example.test`,
            firstName,
            lastName,
            role: "coach",
            passwordHash,
          };
        }),
      )
      .returning({ id: users.id });
    const seedStart = performance.now();
    await seed(
      database,
      staff.map((s) => s.id),
    );
    console.log(`Seeded ${WORKOUTS} workouts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
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
    const headers = { cookie: `SESSION=${await signIn(base, "benchcoach", PASSWORD)}` };
    console.log(
      `Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min); PostgreSQL`,
    );

    const words = ["rezistenta", "tehnica", "prag", "sprint", "aeroba", "recuperare"];
    const levels = ["beginner", "intermediate", "advanced"];
    const strokes = ["freestyle", "backstroke", "breaststroke", "butterfly"];
    const cases: [string, (i: number) => string][] = [
      [
        "text + level + distance + stroke + zone, by name",
        (i) =>
          `/api/workouts?q=${words[i % 6]}&level=${levels[i % 3]}&minDistance=${1000 + (i % 4) * 500}` +
          `&maxDistance=${4000 + (i % 3) * 1000}&stroke=${strokes[i % 4]}&zone=${2 + (i % 4)}&sort=name&pageSize=24`,
      ],
      [
        "same filters, most used first",
        (i) =>
          `/api/workouts?q=${words[i % 6]}&level=${levels[i % 3]}&minDistance=1000&maxDistance=6000` +
          `&stroke=${strokes[i % 4]}&zone=${2 + (i % 4)}&sort=-usedCount&pageSize=24`,
      ],
      ["no filter, by name, page 1", () => "/api/workouts?pageSize=24"],
      ["no filter, newest first, page 100", () => "/api/workouts?sort=-updatedAt&pageSize=24&page=100"],
      [
        "two words of text, by distance",
        (i) => `/api/workouts?q=${words[i % 6]}%20${i % 2 ? "m" : "nr"}&sort=distance`,
      ],
    ];
    const results = [];
    for (const [name, path] of cases) {
      for (let i = 0; i < 10; i++) await fetch(base + path(i), { headers }); // warm-up
      const ms: number[] = [];
      let matched = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const res = await fetch(base + path(i), { headers });
        const body = (await res.json()) as { total: number };
        ms.push(performance.now() - t0);
        if (!res.ok) throw new Error(`${path(i)} answered ${res.status}`);
        matched += body.total;
      }
      ms.sort((a, b) => a - b);
      results.push({
        request: name,
        "avg matches": Math.round(matched / REQUESTS),
        p50_ms: percentile(ms, 50).toFixed(1),
        p95_ms: percentile(ms, 95).toFixed(1),
      });
    }
    console.table(results);
    const p95 = Number(results[0]!.p95_ms);
    console.log(
      `Library search with filters: p95 ${p95.toFixed(1)} ms (goal < 30 ms) ${p95 < 30 ? "✓" : "✗"}`,
    );
    await app.close();
  } finally {
    await cleanup();
  }
}

await main();
