import { Decoder, Stream } from "@garmin/fitsdk";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { planWorkouts, trainingPlans, workouts } from "../../db/schema/training-hub.ts";
import { repeat, restStep, step, workoutBody } from "./workouts-fixtures.ts";

/*
 * The workout builder through HTTP (SPEC §3 "Workout", §5; TRAINING.md §4): the step tree's rules, the derived
 * columns, names unique without case and diacritics, duplicates, archive, delete while a plan uses it, the FIT
 * download and who may call. The library's filters are in workouts-library.test.ts.
 */

interface Workout {
  id: string;
  name: string;
  level: string;
  type: string;
  totalDistanceMetres: number;
  estimatedSeconds: number;
  strokes: string[];
  equipment: string[];
  zones: number[];
  zoneMetres: Record<string, number>;
  author: { id: string; fullName: string } | null;
  archived: boolean;
  usedCount: number;
  steps: { main: unknown[] };
}
type Json = Record<string, unknown>;

describe("workout builder", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;

  const signedIn = async (user: TestUser, lang: "ro" | "en" = "ro") => {
    const agent = new TestAgent(t.app);
    agent.lang = lang;
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin", firstName: "Maria", lastName: "Dobre" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(planWorkouts);
    await t.db.delete(trainingPlans);
    await t.db.delete(workouts);
  });

  async function create(body: Json, agent = asCoach): Promise<Workout> {
    const res = await agent.post("/api/workouts", body);
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(1000);
    return res.json();
  }
  /** A plan that places the workout on a day, written straight to the tables (the plans API is elsewhere). */
  async function placeInPlan(workoutId: string, name = "Plan de iarnă") {
    const [plan] = await t.db
      .insert(trainingPlans)
      .values({ name, startDate: "2026-12-01", endDate: "2027-02-28" })
      .returning();
    await t.db.insert(planWorkouts).values({ planId: plan!.id, workoutId, day: "2026-12-02" });
    return plan!;
  }

  describe("the step tree is checked (TRAINING.md §4)", () => {
    const refused = async (body: Json) => {
      const res = await asCoach.post("/api/workouts", body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
      return res.json().fields as Record<string, string>;
    };

    it("refuses repeat blocks nested deeper than three levels, and accepts three", async () => {
      const deep = repeat(2, [repeat(2, [repeat(2, [step()])])]);
      const fields = await refused(workoutBody("Prea adânc", [deep]));
      expect(Object.values(fields)).toContain("workoutTooDeep");
      await create(workoutBody("Adânc cât se poate", [repeat(2, [repeat(2, [step()])])]));
    });

    it("refuses a repeat count of 0 or 51 and accepts 1 and 50", async () => {
      for (const count of [0, 51]) {
        const fields = await refused(workoutBody("Repetări", [repeat(count, [step()])]));
        expect(fields["steps.main.0.count"]).toBe("workoutRepeatRange");
      }
      await create(workoutBody("Repetare o dată", [repeat(1, [step()])]));
      await create(workoutBody("Repetare de 50 de ori", [repeat(50, [step({ distanceMetres: 25 })])]));
    });

    it("refuses a repeat block without steps", async () => {
      const fields = await refused(workoutBody("Bloc gol", [step(), repeat(3, [])]));
      expect(fields["steps.main.1.children"]).toBe("workoutRepeatEmpty");
    });

    it.each([
      ["category", { category: "sleep" }, "steps.main.0.category"],
      ["stroke", { stroke: "doggy" }, "steps.main.0.stroke"],
      ["drill", { drill: "float" }, "steps.main.0.drill"],
      ["effort", { effort: "lazy" }, "steps.main.0.effort"],
      ["equipment", { equipment: ["rope"] }, "steps.main.0.equipment.0"],
      ["intensity kind", { intensity: { kind: "heart_rate" } }, "steps.main.0.intensity.kind"],
    ])("refuses a step with an unknown %s, at that field", async (_field, over, path) => {
      const fields = await refused(workoutBody("Pas greșit", [step(over)]));
      expect(fields[path]).toBe("workoutStepInvalid");
    });

    it("refuses an unknown level or type, naming the field", async () => {
      expect((await refused(workoutBody("Nivel", undefined, { level: "expert" }))).level).toBe(
        "workoutLevelRequired",
      );
      expect((await refused(workoutBody("Tip", undefined, { type: "yoga" }))).type).toBe(
        "workoutTypeRequired",
      );
    });

    it("refuses a rest step without seconds and a swum step without metres", async () => {
      const fields = await refused(workoutBody("Pauză", [step(), restStep(0)]));
      expect(fields["steps.main.1.restSeconds"]).toBe("workoutRestRequired");
      const noMetres = await refused(workoutBody("Fără metri", [step({ distanceMetres: 0 })]));
      expect(noMetres["steps.main.0.distanceMetres"]).toBe("workoutDistanceRange");
    });

    it("refuses a workout with no swum step, with the message in the request's language", async () => {
      const res = await asCoach.post("/api/workouts", { ...workoutBody("Gol"), steps: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields["steps.main"]).toBe("workoutStepsRequired");
      expect(res.json().message).toMatch(/cel puțin un pas/);
      const asEnglish = await signedIn(coach, "en");
      const en = await asEnglish.post("/api/workouts", { ...workoutBody("Empty"), steps: {} });
      expect(en.json().message).toMatch(/at least one step/);
    });

    it("refuses an empty or too long name", async () => {
      expect((await refused(workoutBody("   "))).name).toBe("workoutNameRequired");
      expect((await refused(workoutBody("x".repeat(121)))).name).toBe("workoutNameTooLong");
    });
  });

  describe("saving keeps the values the library filters on", () => {
    it("multiplies repeats out and rounds the total to the nearest 25 m", async () => {
      // 200 + 3 × 110 + 100 = 630 → 625; 200 + 3 × 115 + 100 = 645 → 650.
      const down = await create(
        workoutBody("Rotunjire în jos", [repeat(3, [step({ distanceMetres: 110 })])]),
      );
      const up = await create(workoutBody("Rotunjire în sus", [repeat(3, [step({ distanceMetres: 115 })])]));
      expect([down.totalDistanceMetres, up.totalDistanceMetres]).toEqual([625, 650]);
      const [stored] = await t.db.select().from(workouts).where(eq(workouts.id, down.id));
      expect(stored!.totalDistanceMetres).toBe(625);
    });

    it("stores the strokes, equipment and zones the steps use, and the author", async () => {
      const created = await create(
        workoutBody("Set mixt", [
          repeat(4, [
            step({ stroke: "butterfly", effort: "all_out", equipment: ["fins"], distanceMetres: 50 }),
            step({ stroke: "backstroke", effort: "hard", equipment: ["none"] }),
          ]),
          step({ drill: "kick", equipment: ["kickboard", "fins"], effort: "moderate" }),
        ]),
      );
      expect(created.strokes).toEqual(["backstroke", "butterfly", "freestyle"]);
      expect(created.equipment).toEqual(["fins", "kickboard"]);
      // Cool-down at recovery (1), warm-up easy (2), kick moderate (3), backstroke hard (4), butterfly all out (6).
      expect(created.zones).toEqual([1, 2, 3, 4, 6]);
      expect(created.zoneMetres).toEqual({ 1: 100, 2: 200, 3: 100, 4: 400, 5: 0, 6: 200 });
      expect(created.author).toEqual({ id: coach.id, fullName: "Radu Ionescu" });
      expect(created.estimatedSeconds).toBeGreaterThan(0);
      const [stored] = await t.db.select().from(workouts).where(eq(workouts.id, created.id));
      expect(stored!.peakZone).toBe(6);
    });

    it("accepts the Romanian library words for level and type", async () => {
      const cases = [
        ["Începător", "rezistență", "beginner", "endurance"],
        ["intermediar", "Tehnica", "intermediate", "technique"],
        ["AVANSAT", "sprint", "advanced", "race_tempo"],
        ["incepator", "recuperare", "beginner", "recovery"],
      ];
      for (const [index, [level, type, expectedLevel, expectedType]] of cases.entries()) {
        const created = await create(workoutBody(`Cuvinte ${index}`, undefined, { level, type }));
        expect([created.level, created.type]).toEqual([expectedLevel, expectedType]);
      }
    });

    it("saves a new version of the whole workout, keeping its author", async () => {
      const created = await create(workoutBody("De modificat"));
      const res = await asAdmin.put(
        `/api/workouts/${created.id}`,
        workoutBody("Modificat", [repeat(8, [step()])], { level: "advanced" }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: "Modificat",
        level: "advanced",
        totalDistanceMetres: 1100,
        author: { id: coach.id },
      });
      expect((await asAdmin.get(`/api/workouts/${created.id}`)).json().steps.main[0]).toMatchObject({
        kind: "repeat",
        count: 8,
      });
    });

    it("answers 404 WORKOUT_NOT_FOUND for a workout that does not exist", async () => {
      const missing = "00000000-0000-4000-8000-000000000000";
      for (const res of [
        await asCoach.get(`/api/workouts/${missing}`),
        await asCoach.put(`/api/workouts/${missing}`, workoutBody("Nimic")),
        await asCoach.post(`/api/workouts/${missing}/duplicate`),
        await asCoach.post(`/api/workouts/${missing}/archive`, { archived: true }),
        await asCoach.delete(`/api/workouts/${missing}`),
        await asCoach.get(`/api/workouts/${missing}/fit`),
      ])
        expect([res.statusCode, res.json().code]).toEqual([404, "WORKOUT_NOT_FOUND"]);
    });
  });

  describe("names are unique, ignoring case and diacritics", () => {
    it('refuses "rezistenta 1" once "Rezistență 1" exists, on create and on rename', async () => {
      const first = await create(workoutBody("Rezistență 1"));
      const other = await create(workoutBody("Altceva"));
      const again = await asCoach.post("/api/workouts", workoutBody("rezistenta  1"));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: "WORKOUT_NAME_TAKEN",
        fields: { name: "workoutNameTaken" },
      });
      expect(again.json().message).toMatch(/Există deja un antrenament/);
      const rename = await asCoach.put(`/api/workouts/${other.id}`, workoutBody("REZISTENTA 1"));
      expect([rename.statusCode, rename.json().code]).toEqual([409, "WORKOUT_NAME_TAKEN"]);
      // The workout itself may keep its name, in another spelling.
      const own = await asCoach.put(`/api/workouts/${first.id}`, workoutBody("REZISTENȚĂ 1"));
      expect(own.statusCode, own.body).toBe(200);
    });

    it("answers two saves of one new name at once with one workout and one 409", async () => {
      const results = await Promise.all(
        [asCoach, asAdmin].map((agent) => agent.post("/api/workouts", workoutBody("Sprint de vineri"))),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe("WORKOUT_NAME_TAKEN");
    });

    it("tells the builder whether a name is free before it saves", async () => {
      const existing = await create(workoutBody("Rezistență 1"));
      const available = async (query: string) => {
        const res = await asCoach.get(`/api/workouts/name-available?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().available as boolean;
      };
      expect(await available(`name=${encodeURIComponent("rezistenta 1")}`)).toBe(false);
      expect(await available(`name=${encodeURIComponent("Rezistență 1")}&exceptId=${existing.id}`)).toBe(
        true,
      );
      expect(await available(`name=${encodeURIComponent("Rezistență 2")}`)).toBe(true);
      expect((await asCoach.get("/api/workouts/name-available?name=")).statusCode).toBe(400);
    });
  });

  describe("duplicate", () => {
    it('names copies "(copie)", "(copie 2)", "(copie 3)" …, written by the caller, with the same steps', async () => {
      const source = await create(workoutBody("Prag anaerob", [repeat(6, [step({ effort: "hard" })], 100)]));
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await asAdmin.post(`/api/workouts/${source.id}/duplicate`);
        expect(res.statusCode, res.body).toBe(201);
        names.push(res.json().name);
        expect(res.json().author.id).toBe(admin.id);
        expect(res.json().steps).toEqual((await asAdmin.get(`/api/workouts/${source.id}`)).json().steps);
        expect(res.json().totalDistanceMetres).toBe(source.totalDistanceMetres);
      }
      expect(names).toEqual(["Prag anaerob (copie)", "Prag anaerob (copie 2)", "Prag anaerob (copie 3)"]);
      // A copy of a copy counts on from the original's copies rather than stacking "(copie) (copie)".
      const copy = (await asAdmin.get(`/api/workouts?q=${encodeURIComponent("copie 2")}`)).json()
        .items[0] as Workout;
      const again = await asAdmin.post(`/api/workouts/${copy.id}/duplicate`);
      expect(again.json().name).toBe("Prag anaerob (copie 4)");
    });

    it("fills the first free number and keeps a long name within the limit", async () => {
      const source = await create(workoutBody("Tehnică"));
      await create(workoutBody("tehnica (copie)"));
      const res = await asCoach.post(`/api/workouts/${source.id}/duplicate`);
      expect(res.json().name).toBe("Tehnică (copie 2)");
      const long = await create(workoutBody("L".repeat(120)));
      const copy = (await asCoach.post(`/api/workouts/${long.id}/duplicate`)).json();
      expect(copy.name).toBe(`${"L".repeat(112)} (copie)`);
    });
  });

  describe("archive and delete", () => {
    it("archiving hides a workout from the library; unarchiving brings it back", async () => {
      const kept = await create(workoutBody("Rămâne"));
      const old = await create(workoutBody("Vechi"));
      const res = await asCoach.post(`/api/workouts/${old.id}/archive`, { archived: true });
      expect([res.statusCode, res.json().archived]).toEqual([200, true]);
      const names = async (query = "") =>
        ((await asCoach.get(`/api/workouts?${query}`)).json().items as Workout[]).map((w) => w.name);
      expect(await names()).toEqual([kept.name]);
      expect(await names("archived=true")).toEqual([old.name]);
      expect((await asCoach.get(`/api/workouts/${old.id}`)).json().archived).toBe(true);
      await asCoach.post(`/api/workouts/${old.id}/archive`, { archived: false });
      expect(await names()).toEqual([kept.name, old.name]);
    });

    it("refuses to delete a workout a plan uses, pointing to archive; deletes it once no plan does", async () => {
      const used = await create(workoutBody("Folosit"));
      const plan = await placeInPlan(used.id);
      await placeInPlan(used.id, "Plan de primăvară");
      const refused = await asCoach.delete(`/api/workouts/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "WORKOUT_IN_USE", params: { plans: 2, sessions: 0 } });
      expect(refused.json().message).toMatch(/Arhivați-l/);
      expect((await asCoach.get(`/api/workouts/${used.id}`)).json().usedCount).toBe(2);
      await t.db.delete(planWorkouts).where(eq(planWorkouts.workoutId, used.id));
      await t.db.delete(trainingPlans).where(eq(trainingPlans.id, plan.id));
      const deleted = await asCoach.delete(`/api/workouts/${used.id}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await asCoach.get(`/api/workouts/${used.id}`)).statusCode).toBe(404);
    });

    it("deletes a workout no plan uses", async () => {
      const unused = await create(workoutBody("Nefolosit"));
      expect((await asAdmin.delete(`/api/workouts/${unused.id}`)).statusCode).toBe(204);
      expect(await t.db.select().from(workouts).where(eq(workouts.id, unused.id))).toEqual([]);
    });
  });

  it("records workout.create, workout.update and workout.delete in the audit log", async () => {
    const created = await create(workoutBody("Auditat"));
    await asCoach.put(`/api/workouts/${created.id}`, workoutBody("Auditat 2"));
    t.clock.advance(1000);
    await asAdmin.delete(`/api/workouts/${created.id}`);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), inArray(auditLog.targetType, ["workout"])))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ["workout.create", coach.id],
      ["workout.update", coach.id],
      ["workout.delete", admin.id],
    ]);
    expect(entries[2]!.detail).toEqual({ name: "Auditat 2" });
  });

  describe("Garmin FIT download", () => {
    it("answers a FIT workout file named after the workout, for the pool asked", async () => {
      const created = await create(
        workoutBody("Rezistență aerobă 3×400", [repeat(3, [step({ distanceMetres: 400, restSeconds: 30 })])]),
      );
      const res = await asCoach.get(`/api/workouts/${created.id}/fit?poolLength=50`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/vnd.ant.fit");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="Rezistenta-aeroba-3-400.fit"');
      const decoder = new Decoder(Stream.fromBuffer(res.rawPayload));
      expect(decoder.checkIntegrity()).toBe(true);
      const { messages, errors } = decoder.read();
      expect(errors).toEqual([]);
      expect(messages.workoutMesgs?.[0]).toMatchObject({
        wktName: "Rezistență aerobă 3×400",
        poolLength: 50,
      });
      // Warm-up, 400 + its rest and the repeat, cool-down.
      expect(messages.workoutStepMesgs?.map((s) => s.durationType)).toEqual([
        "distance",
        "distance",
        "time",
        "repeatUntilStepsCmplt",
        "distance",
      ]);
    });

    it("writes a 25 m pool unless told, and refuses another length", async () => {
      const created = await create(workoutBody("Bazin scurt"));
      const res = await asCoach.get(`/api/workouts/${created.id}/fit`);
      const { messages } = new Decoder(Stream.fromBuffer(res.rawPayload)).read();
      expect(messages.workoutMesgs?.[0]?.poolLength).toBe(25);
      expect((await asCoach.get(`/api/workouts/${created.id}/fit?poolLength=33`)).statusCode).toBe(400);
    });
  });

  describe("who may call", () => {
    it("lets coaches and admins use the library; refuses swimmers, other users and anonymous callers", async () => {
      const created = await create(workoutBody("Doar staff"), asCoach);
      expect((await asAdmin.get("/api/workouts")).json().items).toHaveLength(1);
      expect((await asAdmin.put(`/api/workouts/${created.id}`, workoutBody("Staff"))).statusCode).toBe(200);
      for (const role of ["swimmer", "user"]) {
        const agent = await signedIn(await createUser(t.db, { role }));
        for (const res of [
          await agent.get("/api/workouts"),
          await agent.get(`/api/workouts/${created.id}`),
          await agent.post("/api/workouts", workoutBody("Nu")),
          await agent.delete(`/api/workouts/${created.id}`),
          await agent.get(`/api/workouts/${created.id}/fit`),
        ])
          expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
      }
      const anonymous = await new TestAgent(t.app).get("/api/workouts");
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
