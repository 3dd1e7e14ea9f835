import { localDate } from "@bazin/shared/domain/club";
import { seasonOf } from "@bazin/shared/domain/training/personal-bests";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TestAgent, type TestContext } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { DEMO_PASSWORD, seedDemo } from "../seed/demo.ts";
import { ALL_DEMO_STEPS } from "./steps.ts";

/** TRAINING.md §8: a fresh `npm start` shows every training screen alive. */
describe("demo club, training half", () => {
  let c: TestContext;
  let app: FastifyInstance;
  const signedIn = async (username: string) => {
    const agent = new TestAgent(app);
    const res = await agent.post("/api/auth/login", { username, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    return agent;
  };

  beforeAll(async () => {
    c = await createTestContext({ SEED_DEMO: "true" });
    await seedDemo(c.ctx, ALL_DEMO_STEPS);
    app = await buildApp({ ctx: c.ctx, background: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await c.dispose();
  });

  it("has eight advanced swimmers with heart-rate data, in three groups, both genders", async () => {
    const admin = await signedIn("admin");
    const page = (await admin.get("/api/advanced-swimmers?pageSize=50")).json();
    expect(page.total).toBe(8);
    expect(new Set(page.items.map((s: { group: { name: string } }) => s.group.name)).size).toBe(3);
    expect(new Set(page.items.map((s: { gender: string }) => s.gender))).toEqual(new Set(["F", "M"]));
    expect(page.items.every((s: { restingHr: number; maxHr: number }) => s.restingHr < s.maxHr)).toBe(true);
  });

  it("shows the demo coach only the swimmers of the groups she leads", async () => {
    const coach = await signedIn("coach");
    const page = (await coach.get("/api/advanced-swimmers?pageSize=50")).json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(8);
    expect(page.items.map((s: { group: { name: string } }) => s.group.name)).not.toContain("Grupa de copii");
  });

  it("gives the demo swimmer two seasons of times with PB progressions and at least one club record", async () => {
    const swimmer = await signedIn("swimmer");
    const res = await swimmer.get("/api/me/times");
    expect(res.statusCode).toBe(200);
    const times = res.json();
    expect(times.student.fullName).toBe("Mihai Dumitrescu");
    const seasons = new Set(times.history.map((t: { swumOn: string }) => seasonOf(t.swumOn)));
    expect(seasons.size).toBeGreaterThanOrEqual(2);
    expect(seasons).toContain(seasonOf(localDate(c.ctx.clock.now())));
    // A progression: some event with more than one PB when swum.
    const pbsPerEvent = new Map<string, number>();
    for (const t of times.history.filter((t: { personalRecord: boolean }) => t.personalRecord)) {
      const key = `${t.event}|${t.poolLength}`;
      pbsPerEvent.set(key, (pbsPerEvent.get(key) ?? 0) + 1);
    }
    expect(Math.max(...pbsPerEvent.values())).toBeGreaterThan(1);
    expect(times.records.length).toBeGreaterThan(0);
  });

  it("has a few hundred times and records in several age groups, and says who has no gender", async () => {
    const admin = await signedIn("admin");
    const all = (await admin.get("/api/swim-times?pageSize=1")).json();
    expect(all.total).toBeGreaterThan(200);
    const ageGroups = new Set<number>();
    for (const gender of ["F", "M"]) {
      for (let age = 5; age <= 18; age++) {
        const records = (
          await admin.get(`/api/club-records?poolLength=25&gender=${gender}&ageGroup=${age}`)
        ).json();
        if (records.records.length > 0) ageGroups.add(age);
      }
    }
    expect(ageGroups.size).toBeGreaterThanOrEqual(4);
    const open = (await admin.get("/api/club-records?poolLength=25&gender=M")).json();
    expect(open.withoutGender).toBeGreaterThan(0);
  });

  it("tells the coach about the demo swimmer's latest club record", async () => {
    const coach = await signedIn("coach");
    const list = (await coach.get("/api/notifications")).json();
    expect(list.notifications.map((n: { type: string }) => n.type)).toContain("CLUB_RECORD");
  });
});
