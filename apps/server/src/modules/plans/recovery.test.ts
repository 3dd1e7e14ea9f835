import type { TPlan, TPlanInput, TRecoveryConflict } from "@bazin/shared/contracts/plans";
import { DEFAULT_RECOVERY_DAYS } from "@bazin/shared/domain/training/workout-taxonomy";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import {
  addGroupSwimmer,
  createPlan,
  createWorkout,
  planBody,
  type WorkoutRow,
} from "../../../test/factories-hub.ts";
import {
  createGroup,
  createSwimmerStudent,
  type GroupRow,
  type StudentRow,
} from "../../../test/factories-training.ts";
import { trainingPlans, trainingSettings } from "../../db/schema/training-hub.ts";

/*
 * Recovery conflicts (SPEC §5, §9; TRAINING.md §5) and the recovery setting through HTTP. After an intense
 * workout a swimmer needs the recovery days of its type (defaults: VO2 max 2 days, race tempo 1); another intense
 * workout inside that window is a conflict: the save is refused with a 409 listing swimmer, days and workouts,
 * unless the coach continues anyway. Days: Monday 23 November 2026 onwards (the default plan holds them).
 */

interface ConflictError {
  code: string;
  message: string;
  params: { count: number; conflicts: TRecoveryConflict[] };
}
const MON = "2026-11-23";
const TUE = "2026-11-24";
const WED = "2026-11-25";
const THU = "2026-11-26";
const FRI = "2026-11-27";

describe("recovery conflicts", () => {
  let t: TestApp;
  let admin: TestUser;
  let asAdmin: TestAgent;
  let asCoach: TestAgent;
  let dolphins: GroupRow;
  /** In the coach's group through a swimmer account (group_members) and her training profile. */
  let ana: StudentRow;
  /** In the coach's group through her training profile only (no account yet). */
  let eva: StudentRow;
  let dan: StudentRow;
  let vo2: WorkoutRow;
  let sprint: WorkoutRow;
  let easy: WorkoutRow;

  const signedIn = async (user: TestUser) => {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return agent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
    const coach = await createUser(t.db, { role: "coach" });
    const anaUser = await createUser(t.db, { role: "swimmer" });
    dolphins = await createGroup(t.db, "Delfinii", [coach.id]);
    const sharks = await createGroup(t.db, "Rechinii");
    ana = await createSwimmerStudent(
      t.db,
      { fullName: "Ana Pop", birthDate: "2012-03-10", userId: anaUser.id },
      { groupId: dolphins.id },
    );
    await addGroupSwimmer(t.db, dolphins.id, anaUser.id);
    eva = await createSwimmerStudent(
      t.db,
      { fullName: "Eva Lungu", birthDate: "2013-01-15" },
      { groupId: dolphins.id },
    );
    dan = await createSwimmerStudent(
      t.db,
      { fullName: "Dan Ene", birthDate: "2011-06-01" },
      { groupId: sharks.id },
    );
    vo2 = await createWorkout(t.db, { name: "VO2 max 10×100", type: "vo2_max" });
    sprint = await createWorkout(t.db, { name: "Sprint 10×100", type: "race_tempo" });
    easy = await createWorkout(t.db, { name: "Rezistență ușoară", type: "endurance" });
    asAdmin = await signedIn(admin);
    asCoach = await signedIn(coach);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(trainingPlans);
    await t.db.delete(trainingSettings);
  });

  const place = (workout: WorkoutRow, day: string) => ({ workoutId: workout.id, day });
  const post = (agent: TestAgent, over: Partial<TPlanInput>) => agent.post("/api/plans", planBody(over));
  async function conflictOf(res: { statusCode: number; body: string; json(): unknown }) {
    expect(res.statusCode, res.body).toBe(409);
    const error = res.json() as ConflictError;
    expect(error.code).toBe("RECOVERY_CONFLICT");
    return error;
  }
  const planCount = async () => (await t.db.select().from(trainingPlans)).length;
  /** The conflicts as "swimmer: first day workout → second day workout (window, days between)". */
  const described = (conflicts: TRecoveryConflict[]) =>
    conflicts.map(
      (c) =>
        `${c.student.fullName}: ${c.first.day} ${c.first.workoutName} → ${c.second.day} ${c.second.workoutName} (${c.recoveryDays}/${c.daysBetween})`,
    );

  describe("inside one plan", () => {
    it("refuses an intense workout inside the window, naming swimmer, days and workouts, and saves nothing", async () => {
      const body = { studentIds: [ana.id], placements: [place(vo2, MON), place(sprint, WED)] };
      const error = await conflictOf(await post(asCoach, body));
      expect(error.params.count).toBe(1);
      expect(error.params.conflicts).toEqual([
        {
          student: { id: ana.id, fullName: "Ana Pop" },
          first: { day: MON, workoutName: "VO2 max 10×100" },
          second: { day: WED, workoutName: "Sprint 10×100" },
          recoveryDays: 2,
          daysBetween: 2,
        },
      ]);
      expect(error.message).toMatch(/^Un conflict de recuperare/);
      expect(await planCount()).toBe(0);

      const res = await post(asCoach, { ...body, continueAnyway: true });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as TPlan).placements.map((p) => p.day)).toEqual([MON, WED]);
    });

    it("lets an intense workout after the window, or an easy one inside it, through", async () => {
      expect(
        (await post(asCoach, { studentIds: [ana.id], placements: [place(vo2, MON), place(sprint, THU)] }))
          .statusCode,
      ).toBe(201);
      expect(
        (await post(asCoach, { studentIds: [ana.id], placements: [place(vo2, MON), place(easy, TUE)] }))
          .statusCode,
      ).toBe(201);
    });

    it("needs swimmers: a plan without participants has no conflicts", async () => {
      expect((await post(asCoach, { placements: [place(vo2, MON), place(sprint, TUE)] })).statusCode).toBe(
        201,
      );
    });

    it("counts a group's swimmers: through their account and through their training profile", async () => {
      const error = await conflictOf(
        await post(asCoach, { groupIds: [dolphins.id], placements: [place(sprint, MON), place(vo2, TUE)] }),
      );
      expect(described(error.params.conflicts)).toEqual([
        "Ana Pop: 2026-11-23 Sprint 10×100 → 2026-11-24 VO2 max 10×100 (1/1)",
        "Eva Lungu: 2026-11-23 Sprint 10×100 → 2026-11-24 VO2 max 10×100 (1/1)",
      ]);
      expect(error.message).toMatch(/^2 conflicte de recuperare/);
      const agent = await signedIn(admin);
      agent.lang = "en";
      const english = await conflictOf(
        await post(agent, { groupIds: [dolphins.id], placements: [place(sprint, MON), place(vo2, TUE)] }),
      );
      expect(english.message).toMatch(/^2 recovery conflicts/);
    });

    it("checks only what a save adds or moves", async () => {
      const created = await post(asCoach, {
        studentIds: [ana.id],
        placements: [place(vo2, MON), place(sprint, WED)],
        continueAnyway: true,
      });
      const plan = created.json() as TPlan;
      const [first, second] = plan.placements;
      const body = (secondDay: string, notes = "") =>
        planBody({
          studentIds: [ana.id],
          placements: [
            { id: first!.id, workoutId: vo2.id, day: MON },
            { id: second!.id, workoutId: sprint.id, day: secondDay, notes },
          ],
        });
      // The accepted conflict is not raised again by a save that leaves it where it was.
      expect((await asCoach.put(`/api/plans/${plan.id}`, body(WED, "Mai ușor"))).statusCode).toBe(200);
      const moved = await conflictOf(await asCoach.put(`/api/plans/${plan.id}`, body(TUE)));
      expect(described(moved.params.conflicts)).toEqual([
        "Ana Pop: 2026-11-23 VO2 max 10×100 → 2026-11-24 Sprint 10×100 (2/1)",
      ]);
      expect((await asCoach.put(`/api/plans/${plan.id}`, body(THU))).statusCode).toBe(200);
    });
  });

  describe("across plans", () => {
    it.each([
      ["active", true],
      ["paused", true],
      ["draft", false],
      ["completed", false],
    ] as const)("a %s plan's workouts count: %s", async (status, counts) => {
      await createPlan(t.db, {
        name: "Plan de club",
        status,
        startDate: "2026-11-02",
        endDate: "2027-01-31",
        studentIds: [ana.id],
        placements: [place(vo2, MON)],
      });
      const res = await post(asCoach, { studentIds: [ana.id], placements: [place(sprint, TUE)] });
      if (!counts) {
        expect(res.statusCode, res.body).toBe(201);
        return;
      }
      expect(described((await conflictOf(res)).params.conflicts)).toEqual([
        "Ana Pop: 2026-11-23 VO2 max 10×100 → 2026-11-24 Sprint 10×100 (2/1)",
      ]);
    });

    it("finds a conflict before another plan's workout, and through a group of the other plan", async () => {
      await createPlan(t.db, {
        name: "Plan de grupă",
        status: "active",
        startDate: "2026-11-02",
        endDate: "2027-01-31",
        groupIds: [dolphins.id],
        placements: [place(sprint, THU)],
      });
      const error = await conflictOf(
        await post(asAdmin, { studentIds: [eva.id, dan.id], placements: [place(vo2, WED)] }),
      );
      expect(described(error.params.conflicts)).toEqual([
        "Eva Lungu: 2026-11-25 VO2 max 10×100 → 2026-11-26 Sprint 10×100 (2/1)",
      ]);
    });

    it("leaves swimmers the plans do not share alone", async () => {
      await createPlan(t.db, {
        name: "Plan al lui Dan",
        status: "active",
        startDate: "2026-11-02",
        endDate: "2027-01-31",
        studentIds: [dan.id],
        placements: [place(vo2, MON)],
      });
      expect(
        (await post(asAdmin, { studentIds: [ana.id], placements: [place(sprint, TUE)] })).statusCode,
      ).toBe(201);
    });

    it("checks a swimmer the save adds against their other plans", async () => {
      await createPlan(t.db, {
        name: "Plan al lui Dan",
        status: "active",
        startDate: "2026-11-02",
        endDate: "2027-01-31",
        studentIds: [dan.id],
        placements: [place(vo2, MON)],
      });
      const created = await post(asAdmin, { studentIds: [ana.id], placements: [place(sprint, TUE)] });
      expect(created.statusCode, created.body).toBe(201);
      const plan = created.json() as TPlan;
      const widened = planBody({
        studentIds: [ana.id, dan.id],
        placements: [{ id: plan.placements[0]!.id, workoutId: sprint.id, day: TUE }],
      });
      const error = await conflictOf(await asAdmin.put(`/api/plans/${plan.id}`, widened));
      expect(described(error.params.conflicts)).toEqual([
        "Dan Ene: 2026-11-23 VO2 max 10×100 → 2026-11-24 Sprint 10×100 (2/1)",
      ]);
      const [row] = await t.db.select().from(trainingPlans).where(eq(trainingPlans.id, plan.id));
      expect(row!.updatedAt.toISOString()).toBe(plan.updatedAt);
    });
  });

  describe("the recovery setting", () => {
    const settings = (over: Partial<Record<keyof typeof DEFAULT_RECOVERY_DAYS, number>>) => ({
      recoveryDays: { ...DEFAULT_RECOVERY_DAYS, ...over },
    });

    it("shows the defaults to admins and coaches until an admin sets the club's own", async () => {
      for (const agent of [asAdmin, asCoach]) {
        const res = await agent.get("/api/training-settings/recovery");
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ recoveryDays: DEFAULT_RECOVERY_DAYS });
      }
      expect(
        (await asCoach.put("/api/training-settings/recovery", settings({ vo2_max: 0 }))).statusCode,
      ).toBe(403);
      const saved = await asAdmin.put("/api/training-settings/recovery", settings({ vo2_max: 5 }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await asCoach.get("/api/training-settings/recovery")).json()).toEqual(settings({ vo2_max: 5 }));
    });

    it("refuses days outside 0–7", async () => {
      const res = await asAdmin.put("/api/training-settings/recovery", settings({ vo2_max: 8 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ "recoveryDays.vo2_max": "recoveryDaysRange" });
    });

    it("changes the window the conflicts use", async () => {
      const body = { studentIds: [ana.id], placements: [place(vo2, MON), place(sprint, WED)] };
      await asAdmin.put("/api/training-settings/recovery", settings({ vo2_max: 1 }));
      expect((await post(asCoach, body)).statusCode).toBe(201);

      await asAdmin.put("/api/training-settings/recovery", settings({ vo2_max: 4 }));
      const error = await conflictOf(
        await post(asCoach, { studentIds: [ana.id], placements: [place(vo2, MON), place(sprint, FRI)] }),
      );
      expect(described(error.params.conflicts)).toEqual([
        "Ana Pop: 2026-11-23 VO2 max 10×100 → 2026-11-27 Sprint 10×100 (4/4)",
      ]);
    });
  });
});
