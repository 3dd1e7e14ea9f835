import type { TPlanAnalytics, TPlanningOverview } from "@bazin/shared/contracts/plans";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import {
  addGroupSwimmer,
  type CreatePlanOptions,
  createPlan,
  createWorkout,
  repeat,
  step,
  type WorkoutRow,
} from "../../../test/factories-hub.ts";
import {
  createGroup,
  createSwimmerStudent,
  type GroupRow,
  type StudentRow,
} from "../../../test/factories-training.ts";
import { trainingPlans } from "../../db/schema/training-hub.ts";

/*
 * A plan's analytics and the planning centre (SPEC §2 "/admin/traininghub", "…/plans/{id}/analytics";
 * TRAINING.md §5) through HTTP, over workouts whose metres per zone are known from their steps. Today is Sunday
 * 22 November 2026: this week runs Monday 16 to Sunday 22 November, next week starts Monday 23 November.
 */

const zones = (metres: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, number>>) => ({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 0,
  6: 0,
  ...metres,
});

describe("plan analytics and the planning centre", () => {
  let t: TestApp;
  let asCoach: TestAgent;
  let dolphins: GroupRow;
  let sharks: GroupRow;
  let ana: StudentRow;
  let eva: StudentRow;
  let dan: StudentRow;
  /** 800 m: 400 easy (zone 2) + 4 × 100 hard (zone 4). */
  let aerobic: WorkoutRow;
  /** 1,200 m: 1,000 moderate (zone 3) + 200 recovery (zone 1). */
  let threshold: WorkoutRow;
  /** The rest: 1,400 m each, 200 easy + 10 × 100 at the type's effort + 200 recovery. */
  let technique: WorkoutRow;
  let vo2: WorkoutRow;
  let sprint: WorkoutRow;
  let recovery: WorkoutRow;

  beforeAll(async () => {
    t = await createTestApp();
    const coach = await createUser(t.db, { role: "coach" });
    const anaUser = await createUser(t.db, { role: "swimmer" });
    dolphins = await createGroup(t.db, "Delfinii", [coach.id], "#1c7ed6");
    sharks = await createGroup(t.db, "Rechinii", [], null);
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
    aerobic = await createWorkout(t.db, {
      name: "Aerob 800",
      type: "endurance",
      steps: { warmup: [step(400, "easy")], main: [repeat(4, [step(100, "hard")])], cooldown: [] },
    });
    threshold = await createWorkout(t.db, {
      name: "Prag 1200",
      type: "anaerobic_threshold",
      steps: { warmup: [], main: [step(1000, "moderate")], cooldown: [step(200, "recovery")] },
    });
    technique = await createWorkout(t.db, { name: "Tehnică 1400", type: "technique" });
    vo2 = await createWorkout(t.db, { name: "VO2 1400", type: "vo2_max" });
    sprint = await createWorkout(t.db, { name: "Sprint 1400", type: "race_tempo" });
    recovery = await createWorkout(t.db, { name: "Recuperare 1400", type: "recovery" });
    await createWorkout(t.db, { name: "Arhivat", type: "general", archived: true });
    asCoach = new TestAgent(t.app);
    await signInDirectly(asCoach, t.db, coach, t.clock.now());
  });
  afterAll(() => t.close());

  const place = (workout: WorkoutRow, ...days: string[]) =>
    days.map((day) => ({ workoutId: workout.id, day }));

  describe("a plan's analytics", () => {
    let planId: string;
    beforeAll(async () => {
      planId = await createPlan(t.db, {
        name: "Patru săptămâni",
        status: "active",
        startDate: "2026-11-02",
        endDate: "2026-11-29",
        phases: [
          { phase: "transition", startWeek: 1, endWeek: 2 },
          { phase: "taper", startWeek: 4, endWeek: 4 },
        ],
        races: [{ name: "Cupa", date: "2026-11-28", type: "tuneup" }],
        studentIds: [ana.id, dan.id],
        groupIds: [dolphins.id],
        placements: [
          ...place(aerobic, "2026-11-03", "2026-11-10"),
          ...place(threshold, "2026-11-05", "2026-11-24", "2026-11-26"),
        ],
      });
    });

    it("adds up metres, seconds, workouts and metres per zone for each week", async () => {
      const res = await asCoach.get(`/api/plans/${planId}/analytics`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json() as TPlanAnalytics;
      const a = aerobic.estimatedSeconds;
      const b = threshold.estimatedSeconds;
      expect(data.weeks).toEqual([
        {
          week: 1,
          monday: "2026-11-02",
          phase: "transition",
          plannedMetres: 2000,
          plannedSeconds: a + b,
          workoutCount: 2,
          zoneMetres: zones({ 1: 200, 2: 400, 3: 1000, 4: 400 }),
          races: [],
        },
        {
          week: 2,
          monday: "2026-11-09",
          phase: "transition",
          plannedMetres: 800,
          plannedSeconds: a,
          workoutCount: 1,
          zoneMetres: zones({ 2: 400, 4: 400 }),
          races: [],
        },
        {
          week: 3,
          monday: "2026-11-16",
          phase: null,
          plannedMetres: 0,
          plannedSeconds: 0,
          workoutCount: 0,
          zoneMetres: zones({}),
          races: [],
        },
        {
          week: 4,
          monday: "2026-11-23",
          phase: "taper",
          plannedMetres: 2400,
          plannedSeconds: 2 * b,
          workoutCount: 2,
          zoneMetres: zones({ 1: 400, 3: 2000 }),
          races: [{ name: "Cupa", date: "2026-11-28", type: "tuneup" }],
        },
      ]);
      expect(data.zoneTotals).toEqual(zones({ 1: 600, 2: 800, 3: 3000, 4: 800 }));
      expect(data.totalMetres).toBe(5200);
    });

    it("lists who takes part, through the plan's list, a group, or both", async () => {
      const data = (await asCoach.get(`/api/plans/${planId}/analytics`)).json() as TPlanAnalytics;
      // Their sessions' numbers: session-stats.test.ts.
      expect(data.participants.map(({ sessions: _, ...p }) => p)).toEqual([
        {
          id: ana.id,
          fullName: "Ana Pop",
          groups: [{ id: dolphins.id, name: "Delfinii", color: "#1c7ed6" }],
          via: "both",
        },
        {
          id: dan.id,
          fullName: "Dan Ene",
          groups: [{ id: sharks.id, name: "Rechinii", color: expect.stringMatching(/^#[0-9a-f]{6}$/) }],
          via: "direct",
        },
        {
          id: eva.id,
          fullName: "Eva Lungu",
          groups: [{ id: dolphins.id, name: "Delfinii", color: "#1c7ed6" }],
          via: "group",
        },
      ]);
    });

    it("answers 404 for a plan that does not exist", async () => {
      const res = await asCoach.get("/api/plans/5b0c8a43-26a4-4a39-9f0e-33a1a7d8b001/analytics");
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("PLAN_NOT_FOUND");
    });
  });

  const overview = async () => {
    const res = await asCoach.get("/api/training-hub/overview");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TPlanningOverview;
  };
  const season = { startDate: "2026-11-02", endDate: "2027-01-31" };

  describe("the planning centre's statistics", () => {
    let active1: string;
    let paused: string;
    beforeAll(async () => {
      await t.db.delete(trainingPlans);
      active1 = await createPlan(t.db, {
        ...season,
        name: "Activ 1",
        status: "active",
        races: [
          { name: "Trecut", date: "2026-11-21", type: "tuneup" },
          { name: "Cupa de iarnă", date: "2026-12-12", type: "tuneup" },
          { name: "Naționale", date: "2027-01-21", type: "target" },
          { name: "Prea departe", date: "2027-01-22", type: "target" },
        ],
        placements: [
          ...place(aerobic, "2026-11-15", "2026-11-16", "2026-12-19"),
          ...place(threshold, "2026-11-22", "2026-12-20"),
        ],
      });
      await createPlan(t.db, {
        name: "Activ 2",
        status: "active",
        startDate: "2026-11-16",
        endDate: "2026-12-27",
        placements: [...place(technique, "2026-11-18"), ...place(vo2, "2026-11-25")],
      });
      await createPlan(t.db, {
        ...season,
        name: "Ciornă",
        status: "draft",
        races: [{ name: "Cupa ciornei", date: "2026-12-05", type: "tuneup" }],
        placements: place(aerobic, "2026-11-20"),
      });
      paused = await createPlan(t.db, {
        ...season,
        name: "Întrerupt",
        status: "paused",
        races: [{ name: "Cupa pauzei", date: "2026-12-01", type: "testset" }],
        placements: place(recovery, "2026-11-19"),
      });
      await createPlan(t.db, {
        name: "Încheiat",
        status: "completed",
        startDate: "2026-09-07",
        endDate: "2026-11-01",
        placements: [
          ...place(sprint, "2026-09-08", "2026-09-15", "2026-09-22"),
          ...place(technique, "2026-09-09"),
        ],
      });
    });

    it("counts active and draft plans and the library's workouts (archived left out)", async () => {
      const data = await overview();
      expect(data).toMatchObject({ activePlans: 2, draftPlans: 1, workoutCount: 6 });
    });

    it("adds the metres active plans place in this week, Monday to Sunday", async () => {
      // Activ 1: 800 (Mon 16) + 1,200 (Sun 22); Activ 2: 1,400 (Wed 18). Not the draft's or the paused plan's.
      expect((await overview()).weeklyPlannedMetres).toBe(3400);
    });

    it("spreads the coming four weeks (today to 19 December) of active plans over the zones", async () => {
      // Prag 1200 today, VO2 1400 on 25 November, Aerob 800 on 19 December; 20 December is past the window.
      expect((await overview()).zoneDistribution).toEqual(zones({ 1: 400, 2: 600, 3: 1000, 4: 1400 }));
    });

    it("lists the races of running plans in the next 60 days", async () => {
      expect((await overview()).upcomingRaces).toEqual([
        { plan: { id: paused, name: "Întrerupt" }, name: "Cupa pauzei", date: "2026-12-01", type: "testset" },
        { plan: { id: active1, name: "Activ 1" }, name: "Cupa de iarnă", date: "2026-12-12", type: "tuneup" },
        { plan: { id: active1, name: "Activ 1" }, name: "Naționale", date: "2027-01-21", type: "target" },
      ]);
    });

    it("names the five workouts placed most often, ties by name", async () => {
      expect((await overview()).mostUsedWorkouts).toEqual([
        { id: aerobic.id, name: "Aerob 800", uses: 4 },
        { id: sprint.id, name: "Sprint 1400", uses: 3 },
        { id: threshold.id, name: "Prag 1200", uses: 2 },
        { id: technique.id, name: "Tehnică 1400", uses: 2 },
        { id: recovery.id, name: "Recuperare 1400", uses: 1 },
      ]);
    });
  });

  describe("the planning centre's recommendations", () => {
    /** Eight weeks, 2 November to 27 December, phases over every week, a target race tapered for, a workout a week. */
    const tuesdays = ["11-03", "11-10", "11-17", "11-24", "12-01", "12-08", "12-15", "12-22"].map(
      (d) => `2026-${d}`,
    );
    const wellBuilt = (): CreatePlanOptions => ({
      name: "Bine făcut",
      status: "active",
      startDate: "2026-11-02",
      endDate: "2026-12-27",
      phases: [
        { phase: "accumulation", startWeek: 1, endWeek: 4 },
        { phase: "intensification", startWeek: 5, endWeek: 6 },
        { phase: "taper", startWeek: 7, endWeek: 8 },
      ],
      races: [{ name: "Naționale", date: "2026-12-26", type: "target" }],
      studentIds: [ana.id],
      placements: place(aerobic, ...tuesdays),
    });
    const withoutWeek4 = () => place(aerobic, ...tuesdays.filter((d) => d !== "2026-11-24"));
    /** Plan name → id. */
    const ids = new Map<string, string>();

    beforeAll(async () => {
      await t.db.delete(trainingPlans);
      const make = async (over: Partial<CreatePlanOptions>) => {
        const options = { ...wellBuilt(), ...over };
        ids.set(options.name, await createPlan(t.db, options));
      };
      await make({});
      await make({
        name: "Fără taper",
        phases: [
          { phase: "accumulation", startWeek: 1, endWeek: 4 },
          { phase: "taper", startWeek: 5, endWeek: 6 },
          { phase: "transition", startWeek: 7, endWeek: 8 },
        ],
      });
      await make({ name: "Salt", placements: place(aerobic, ...tuesdays, "2026-12-10") });
      await make({ name: "Săptămână goală", placements: withoutWeek4() });
      await make({ name: "Fără înotători", studentIds: [], placements: withoutWeek4() });
      await make({
        name: "Cu gol",
        phases: [
          { phase: "accumulation", startWeek: 1, endWeek: 4 },
          { phase: "taper", startWeek: 7, endWeek: 8 },
        ],
      });
      await make({ name: "Ciornă", status: "draft", phases: [], placements: withoutWeek4() });
      await make({ name: "Întrerupt", status: "paused", phases: [], placements: withoutWeek4() });
    });

    it("points at each problem with the plan and the params of its reason", async () => {
      const byPlan: Record<string, unknown[]> = {};
      for (const r of (await overview()).recommendations) {
        expect(r.plan.id).toBe(ids.get(r.plan.name));
        byPlan[r.plan.name] = [...(byPlan[r.plan.name] ?? []), [r.kind, r.params]];
      }
      expect(byPlan).toEqual({
        "Fără taper": [["raceWithoutTaper", { race: "Naționale", date: "2026-12-26", week: 8 }]],
        Salt: [["volumeJump", { week: 6, previousWeek: 5, metres: 1600, previousMetres: 800, percent: 100 }]],
        "Săptămână goală": [["noWorkoutsNextWeek", { week: 4, monday: "2026-11-23" }]],
        "Cu gol": [["phaseGap", { from: 5, to: 6, weeks: 2 }]],
        // A draft is advised on its phases and races, not on its empty week; paused plans are left alone.
        Ciornă: [
          ["raceWithoutTaper", { race: "Naționale", date: "2026-12-26", week: 8 }],
          ["phaseGap", { from: 1, to: 8, weeks: 8 }],
        ],
      });
    });
  });
});
