import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { planWorkouts, trainingPlans } from "../../db/schema/training-hub.ts";
import { repeat, step, workoutBody } from "./workouts-fixtures.ts";

/*
 * The workout library (SPEC §2 "Workout library", TRAINING.md §4) through HTTP: every filter, the text search
 * without case and diacritics, the sorts, paging, the use count and the authors. One small library, written once.
 */

interface Summary {
  id: string;
  name: string;
  totalDistanceMetres: number;
  estimatedSeconds: number;
  usedCount: number;
  author: { id: string; fullName: string } | null;
}

describe("workout library", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let asCoach: TestAgent;
  const ids: Record<string, string> = {};

  /** The names of a library query's page, in order. */
  async function names(query: string): Promise<string[]> {
    const res = await asCoach.get(`/api/workouts?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Summary[]).map((w) => w.name);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin", firstName: "Ștefan", lastName: "Avram" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    const asAdmin = new TestAgent(t.app);
    await signInDirectly(asAdmin, t.db, admin, t.clock.now());
    asCoach = new TestAgent(t.app);
    await signInDirectly(asCoach, t.db, coach, t.clock.now());
    const library: [TestAgent, Record<string, unknown>][] = [
      // 200 + 2 × 1200 + 100 = 2700 m, freestyle with pull buoy, zone 2 (and 1 in the cool-down).
      [
        asCoach,
        workoutBody(
          "Rezistență aerobă",
          [repeat(2, [step({ distanceMetres: 1200, drill: "pull", equipment: ["pullbuoy"] })])],
          { level: "advanced", type: "endurance", notes: "Ritm constant, respirație la 3." },
        ),
      ],
      // 200 + 8 × 100 + 100 = 1100 m, breaststroke kick with kickboard and fins, zone 3.
      [
        asAdmin,
        workoutBody(
          "Tehnică bras",
          [
            repeat(8, [
              step({
                stroke: "breaststroke",
                drill: "kick",
                equipment: ["kickboard", "fins"],
                effort: "moderate",
              }),
            ]),
          ],
          { level: "beginner", type: "technique", notes: "Alunecare 100% după fiecare ciclu." },
        ),
      ],
      // 200 + 12 × 50 + 100 = 900 m, butterfly and freestyle with fins, zone 6.
      [
        asCoach,
        workoutBody(
          "Sprint fluture",
          [
            repeat(6, [
              step({ stroke: "butterfly", distanceMetres: 50, effort: "sprint", equipment: ["fins"] }),
              step({ distanceMetres: 50, effort: "sprint", equipment: ["fins"] }),
            ]),
          ],
          { level: "intermediate", type: "race_tempo", notes: "Plecare la semnal." },
        ),
      ],
      // 200 + 4 × 400 + 100 = 1900 m, freestyle and backstroke, zone 4.
      [
        asAdmin,
        workoutBody(
          "Prag VO2 spate",
          [repeat(4, [step({ stroke: "backstroke", distanceMetres: 300, effort: "hard" }), step()])],
          { level: "advanced", type: "vo2_max" },
        ),
      ],
    ];
    for (const [agent, body] of library) {
      const res = await agent.post("/api/workouts", body);
      expect(res.statusCode, res.body).toBe(201);
      ids[res.json().name] = res.json().id;
      t.clock.advance(60_000);
    }
    // An archived workout that would match most filters: it must never show unless asked for.
    const archived = await asCoach.post(
      "/api/workouts",
      workoutBody("Rezistență veche", [step({ distanceMetres: 2000, equipment: ["pullbuoy"] })]),
    );
    await asCoach.post(`/api/workouts/${archived.json().id}/archive`, { archived: true });
    // "Tehnică bras" sits on three days of one plan, "Sprint fluture" on one.
    const [plan] = await t.db
      .insert(trainingPlans)
      .values({ name: "Iarnă", startDate: "2026-12-01", endDate: "2027-02-28" })
      .returning();
    const place = (name: string, day: string) =>
      t.db.insert(planWorkouts).values({ planId: plan!.id, workoutId: ids[name]!, day });
    await place("Tehnică bras", "2026-12-01");
    await place("Tehnică bras", "2026-12-03");
    await place("Tehnică bras", "2026-12-05");
    await place("Sprint fluture", "2026-12-02");
  });
  afterAll(() => t.close());

  it("lists the library by name, without archived workouts, with total distance and use count", async () => {
    const res = await asCoach.get("/api/workouts");
    const page = res.json() as { items: Summary[]; total: number; page: number; pageSize: number };
    expect(page.items.map((w) => [w.name, w.totalDistanceMetres, w.usedCount])).toEqual([
      ["Prag VO2 spate", 1900, 0],
      ["Rezistență aerobă", 2700, 0],
      ["Sprint fluture", 900, 1],
      ["Tehnică bras", 1100, 3],
    ]);
    expect([page.total, page.page, page.pageSize]).toEqual([4, 1, 24]);
  });

  it("filters by level and by type, accepting the Romanian words", async () => {
    expect(await names("level=advanced")).toEqual(["Prag VO2 spate", "Rezistență aerobă"]);
    expect(await names(`level=${encodeURIComponent("Începător")}`)).toEqual(["Tehnică bras"]);
    expect(await names("type=race_tempo")).toEqual(["Sprint fluture"]);
    expect(await names("type=rezistenta")).toEqual(["Rezistență aerobă"]);
  });

  it("filters by a distance range, both ends included", async () => {
    expect(await names("minDistance=1100&maxDistance=1900")).toEqual(["Prag VO2 spate", "Tehnică bras"]);
    expect(await names("minDistance=2000")).toEqual(["Rezistență aerobă"]);
    expect(await names("maxDistance=900")).toEqual(["Sprint fluture"]);
  });

  it("keeps workouts that use every stroke asked for", async () => {
    expect(await names("stroke=butterfly")).toEqual(["Sprint fluture"]);
    expect(await names("stroke=freestyle,backstroke")).toEqual(["Prag VO2 spate"]);
    expect(await names("stroke=breaststroke,backstroke")).toEqual([]);
  });

  it("keeps workouts that use every piece of equipment asked for", async () => {
    expect(await names("equipment=fins")).toEqual(["Sprint fluture", "Tehnică bras"]);
    expect(await names("equipment=fins,kickboard")).toEqual(["Tehnică bras"]);
    expect(await names("equipment=pullbuoy")).toEqual(["Rezistență aerobă"]);
  });

  it("filters by a planning zone the workout swims in", async () => {
    expect(await names("zone=6")).toEqual(["Sprint fluture"]);
    expect(await names("zone=4")).toEqual(["Prag VO2 spate"]);
    expect(await names("zone=3")).toEqual(["Tehnică bras"]);
    expect((await asCoach.get("/api/workouts?zone=7")).statusCode).toBe(400);
  });

  it("filters by author and lists the authors by name", async () => {
    expect(await names(`authorId=${admin.id}`)).toEqual(["Prag VO2 spate", "Tehnică bras"]);
    const authors = await asCoach.get("/api/workouts/authors");
    expect(authors.json().items).toEqual([
      { id: coach.id, fullName: "Radu Ionescu" },
      { id: admin.id, fullName: "Ștefan Avram" },
    ]);
  });

  it("searches name and notes ignoring case and diacritics, every word anywhere", async () => {
    expect(await names("q=rezistenta")).toEqual(["Rezistență aerobă"]);
    expect(await names(`q=${encodeURIComponent("AEROB rezistență")}`)).toEqual(["Rezistență aerobă"]);
    expect(await names(`q=${encodeURIComponent("respiratie")}`)).toEqual(["Rezistență aerobă"]);
    expect(await names(`q=${encodeURIComponent("rezistenta spate")}`)).toEqual([]);
    // LIKE wildcards typed by a user are plain characters.
    expect(await names(`q=${encodeURIComponent("100%")}`)).toEqual(["Tehnică bras"]);
    expect(await names(`q=${encodeURIComponent("%")}`)).toEqual(["Tehnică bras"]);
    expect(await names(`q=${encodeURIComponent("_")}`)).toEqual([]);
  });

  it("combines filters", async () => {
    const query = "q=rezistenta&level=advanced&minDistance=2000&maxDistance=3000&stroke=freestyle&zone=2";
    expect(await names(query)).toEqual(["Rezistență aerobă"]);
    expect(await names(`${query}&equipment=fins`)).toEqual([]);
  });

  it("shows archived workouts only when asked", async () => {
    expect(await names("archived=true")).toEqual(["Rezistență veche"]);
    expect(await names("archived=true&q=rezistenta")).toEqual(["Rezistență veche"]);
    expect(await names("q=veche")).toEqual([]);
  });

  it("sorts by distance, duration, last change and use", async () => {
    expect(await names("sort=distance")).toEqual([
      "Sprint fluture",
      "Tehnică bras",
      "Prag VO2 spate",
      "Rezistență aerobă",
    ]);
    expect(await names("sort=-distance")).toEqual([
      "Rezistență aerobă",
      "Prag VO2 spate",
      "Tehnică bras",
      "Sprint fluture",
    ]);
    const byDuration = (await asCoach.get("/api/workouts?sort=duration")).json().items as Summary[];
    const seconds = byDuration.map((w) => w.estimatedSeconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    expect(await names("sort=-updatedAt")).toEqual([
      "Prag VO2 spate",
      "Sprint fluture",
      "Tehnică bras",
      "Rezistență aerobă",
    ]);
    // Most used first; unused ones by name.
    expect(await names("sort=-usedCount")).toEqual([
      "Tehnică bras",
      "Sprint fluture",
      "Prag VO2 spate",
      "Rezistență aerobă",
    ]);
  });

  it("pages the results, the total counting every match", async () => {
    const second = (await asCoach.get("/api/workouts?pageSize=3&page=2")).json();
    expect(second.items.map((w: Summary) => w.name)).toEqual(["Tehnică bras"]);
    expect([second.total, second.page, second.pageSize]).toEqual([4, 2, 3]);
    const beyond = (await asCoach.get("/api/workouts?pageSize=3&page=5")).json();
    expect([beyond.items, beyond.total]).toEqual([[], 4]);
  });
});
