import { localDate } from "@bazin/shared/domain/club";
import { planRecommendations } from "@bazin/shared/domain/training/plan-recommendations";
import {
  isInsidePlan,
  type MacroPhase,
  phaseGaps,
  phaseProblems,
  planWeekCount,
  planWeekOf,
} from "@bazin/shared/domain/training/plan-rules";
import { isIntense, recoveryConflicts } from "@bazin/shared/domain/training/recovery";
import {
  allNodes,
  stepsWithTimes,
  type TWorkoutNode,
  type TWorkoutSteps,
  workoutMetrics,
  ZWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import {
  DEFAULT_RECOVERY_DAYS,
  foldText,
  WORKOUT_LEVELS,
  type WorkoutLevel,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/app.ts";
import { users } from "../db/schema/auth.ts";
import { groupMembers } from "../db/schema/groups.ts";
import { students } from "../db/schema/registration.ts";
import { advancedSwimmers } from "../db/schema/training.ts";
import {
  planGroups,
  planPhases,
  planRaces,
  planStudents,
  planWorkouts,
  trainingPlans,
  workouts,
} from "../db/schema/training-hub.ts";
import { seedDemo } from "../seed/demo.ts";
import { ALL_DEMO_STEPS } from "./steps.ts";

/** TRAINING.md §8: a fresh start shows the training hub alive — a library, a running plan and a draft. */
describe("demo club, training hub", () => {
  let c: TestContext;
  let today: string;
  type Plan = typeof trainingPlans.$inferSelect;

  beforeAll(async () => {
    c = await createTestContext({ SEED_DEMO: "true" });
    await seedDemo(c.ctx, ALL_DEMO_STEPS);
    today = localDate(c.ctx.clock.now());
  });
  afterAll(async () => {
    await c.dispose();
  });

  const library = () => c.ctx.db.select().from(workouts);
  const plansWith = async (status: string) =>
    c.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.status, status));
  const phasesOf = (plan: Plan) =>
    c.ctx.db
      .select({ phase: planPhases.phase, startWeek: planPhases.startWeek, endWeek: planPhases.endWeek })
      .from(planPhases)
      .where(eq(planPhases.planId, plan.id))
      .then((rows) => rows.map((p) => ({ ...p, phase: p.phase as MacroPhase })));
  const racesOf = (plan: Plan) => c.ctx.db.select().from(planRaces).where(eq(planRaces.planId, plan.id));
  const placementsOf = (plan: Plan) =>
    c.ctx.db
      .select({
        id: planWorkouts.id,
        day: planWorkouts.day,
        name: workouts.name,
        type: workouts.type,
        peakZone: workouts.peakZone,
        metres: workouts.totalDistanceMetres,
      })
      .from(planWorkouts)
      .innerJoin(workouts, eq(workouts.id, planWorkouts.workoutId))
      .where(eq(planWorkouts.planId, plan.id));

  /** The plan's swimmers: its own and its groups' (advanced swimmers of the group, swimmer accounts in it). */
  async function swimmersOf(plan: Plan): Promise<string[]> {
    const direct = await c.ctx.db
      .select({ id: planStudents.studentId })
      .from(planStudents)
      .where(eq(planStudents.planId, plan.id));
    const groupIds = (
      await c.ctx.db.select({ id: planGroups.groupId }).from(planGroups).where(eq(planGroups.planId, plan.id))
    ).map((g) => g.id);
    const advanced = await c.ctx.db
      .select({ id: advancedSwimmers.studentId })
      .from(advancedSwimmers)
      .where(inArray(advancedSwimmers.groupId, groupIds));
    const accounts = await c.ctx.db
      .select({ id: students.id })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .innerJoin(students, eq(students.userId, users.id))
      .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.role, "swimmer")));
    return [...new Set([...direct, ...advanced, ...accounts].map((s) => s.id))];
  }

  /** Planned metres and workouts per plan week, index 0 = week 1. */
  function weeksOf(plan: Plan, placements: { day: string; metres: number }[]) {
    const weeks = Array.from({ length: planWeekCount(plan.startDate, plan.endDate) }, () => ({
      metres: 0,
      workouts: 0,
    }));
    for (const p of placements) {
      const week = weeks[planWeekOf(plan.startDate, p.day) - 1]!;
      week.metres += p.metres;
      week.workouts += 1;
    }
    return weeks;
  }

  const hasNestedRepeat = (nodes: TWorkoutNode[]): boolean =>
    nodes.some((n) => n.kind === "repeat" && n.children.some((child) => child.kind === "repeat"));

  it("has about 25 valid workouts of every level, several types and both authors", async () => {
    const rows = await library();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThanOrEqual(30);
    expect(new Set(rows.map((w) => w.level))).toEqual(new Set(WORKOUT_LEVELS));
    expect(new Set(rows.map((w) => w.type)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((w) => w.nameKey)).size).toBe(rows.length);
    for (const w of rows) expect(ZWorkoutSteps.safeParse(w.steps).success, w.name).toBe(true);

    const admin = await c.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
    const coach = await c.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, "coach"));
    expect(new Set(rows.map((w) => w.authorId))).toEqual(new Set([admin[0]!.id, coach[0]!.id]));
    // Written in Romanian with diacritics, as the club's coaches would.
    expect(rows.some((w) => /[ăâîșț]/i.test(w.name))).toBe(true);
  });

  it("stores every derived column exactly as the workouts service computes it", async () => {
    for (const w of await library()) {
      const metrics = workoutMetrics(w.steps as TWorkoutSteps, w.level as WorkoutLevel);
      expect(w.nameKey).toBe(foldText(w.name));
      expect(w.searchText).toBe(foldText(`${w.name} ${w.notes}`));
      expect(
        {
          totalDistanceMetres: w.totalDistanceMetres,
          estimatedSeconds: w.estimatedSeconds,
          strokes: w.strokes,
          equipment: w.equipment,
          zones: w.zones,
          zoneMetres: w.zoneMetres,
          peakZone: w.peakZone,
        },
        w.name,
      ).toEqual({ ...metrics, zoneMetres: JSON.parse(JSON.stringify(metrics.zoneMetres)) });
    }
  });

  it("uses the builder's whole vocabulary: nested repeats, rests, send-offs, CSS and pace targets, equipment", async () => {
    const rows = await library();
    const trees = rows.map((w) => w.steps as TWorkoutSteps);
    expect(trees.some((t) => hasNestedRepeat(allNodes(t)))).toBe(true);
    const steps = trees.flatMap((t) => [...stepsWithTimes(allNodes(t))].map(([step]) => step));
    expect(steps.some((s) => s.category === "rest")).toBe(true);
    expect(steps.some((s) => s.intensity.kind === "css")).toBe(true);
    expect(steps.some((s) => s.intensity.kind === "pace")).toBe(true);
    const sendOffs = trees.flatMap((t) => allNodes(t)).filter((n) => n.kind === "repeat" && n.sendOffSeconds);
    expect(sendOffs.length).toBeGreaterThan(0);
    expect(new Set(rows.flatMap((w) => w.equipment))).toEqual(
      new Set(["kickboard", "pullbuoy", "paddles", "fins", "snorkel"]),
    );
    for (const section of ["warmup", "main", "cooldown"] as const)
      expect(
        trees.every((t) => t[section].length > 0),
        section,
      ).toBe(true);
  });

  it("has one active plan around today with valid phases, races inside it and a taper ending at the target", async () => {
    const [plan, ...others] = await plansWith("active");
    expect(others).toHaveLength(0);
    expect(plan).toBeDefined();
    if (!plan) return;
    expect(isInsidePlan(plan, today)).toBe(true);
    expect(planWeekOf(plan.startDate, today)).toBeGreaterThan(1);
    const weekCount = planWeekCount(plan.startDate, plan.endDate);
    const phases = await phasesOf(plan);
    expect(phaseProblems(phases, weekCount)).toEqual([]);
    expect(new Set(phases.map((p) => p.phase))).toEqual(
      new Set(["accumulation", "intensification", "realization", "taper"]),
    );

    const races = await racesOf(plan);
    expect(new Set(races.map((r) => r.type))).toEqual(new Set(["target", "tuneup", "testset"]));
    for (const race of races) expect(isInsidePlan(plan, race.raceDate), race.name).toBe(true);
    const dateOf = (type: string) => races.find((r) => r.type === type)!.raceDate;
    expect(dateOf("testset") < dateOf("tuneup") && dateOf("tuneup") < dateOf("target")).toBe(true);
    const taper = phases.find((p) => p.phase === "taper")!;
    expect(taper.endWeek).toBe(planWeekOf(plan.startDate, dateOf("target")));

    const participants = await swimmersOf(plan);
    expect(participants.length).toBeGreaterThanOrEqual(4);
  });

  it("places the active plan's workouts on training days in past and coming weeks, volume rising then tapering", async () => {
    const [plan] = await plansWith("active");
    if (!plan) throw new Error("no active plan");
    const placements = await placementsOf(plan);
    expect(placements.some((p) => p.day < today)).toBe(true);
    expect(placements.some((p) => p.day > today)).toBe(true);
    for (const p of placements) expect(isInsidePlan(plan, p.day)).toBe(true);
    // Training days run Monday to Friday.
    for (const p of placements) expect(new Date(`${p.day}T12:00:00Z`).getUTCDay(), p.day).not.toBe(0);
    for (const p of placements) expect(new Date(`${p.day}T12:00:00Z`).getUTCDay(), p.day).not.toBe(6);

    const weeks = weeksOf(plan, placements).map((w) => w.metres);
    expect(weeks.every((metres) => metres > 0)).toBe(true);
    const taper = (await phasesOf(plan)).find((p) => p.phase === "taper")!;
    const peak = Math.max(...weeks);
    const peakWeek = weeks.indexOf(peak) + 1;
    expect(peakWeek).toBeLessThan(taper.startWeek);
    expect(peakWeek).toBeGreaterThan(1);
    const taperWeeks = weeks.slice(taper.startWeek - 1, taper.endWeek);
    expect(Math.max(...taperWeeks)).toBeLessThan(peak);
    expect(taperWeeks.at(-1)).toBe(Math.min(...weeks));
    // The planning centre finds nothing to say about it: no jump, no empty week, no gap, a taper before the race.
    const recommendations = planRecommendations(
      {
        ...plan,
        status: "active",
        phases: await phasesOf(plan),
        races: (await racesOf(plan)).map((r) => ({
          name: r.name,
          date: r.raceDate,
          type: r.type as "target",
        })),
        weeks: weeksOf(plan, placements),
        swimmerCount: (await swimmersOf(plan)).length,
      },
      today,
    );
    expect(recommendations).toEqual([]);
  });

  it("gives no recovery conflict in the active plan under the default recovery days", async () => {
    const [plan] = await plansWith("active");
    if (!plan) throw new Error("no active plan");
    const studentIds = await swimmersOf(plan);
    const trainings = (await placementsOf(plan)).map((p) => ({
      key: p.id,
      day: p.day,
      name: p.name,
      workoutType: p.type as WorkoutType,
      peakZone: p.peakZone as 1,
      studentIds,
    }));
    // The check has something to bite on: the plan has hard sessions, spaced by their recovery days.
    expect(trainings.filter(isIntense).length).toBeGreaterThan(10);
    expect(recoveryConflicts(trainings, [], DEFAULT_RECOVERY_DAYS)).toEqual([]);
  });

  it("has a draft for the juniors with a gap between its phases and a steep second week", async () => {
    const drafts = await plansWith("draft");
    expect(drafts).toHaveLength(1);
    const draft = drafts[0]!;
    const weekCount = planWeekCount(draft.startDate, draft.endDate);
    const phases = await phasesOf(draft);
    expect(phaseProblems(phases, weekCount)).toEqual([]);
    expect(phaseGaps(phases, weekCount).length).toBeGreaterThan(0);
    const races = await racesOf(draft);
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) expect(isInsidePlan(draft, race.raceDate)).toBe(true);
    const placements = await placementsOf(draft);
    expect(placements.length).toBeGreaterThan(0);
    expect(placements.length).toBeLessThan(10);
    expect((await swimmersOf(draft)).length).toBeGreaterThan(0);

    const kinds = planRecommendations(
      {
        ...draft,
        status: "draft",
        phases,
        races: races.map((r) => ({ name: r.name, date: r.raceDate, type: r.type as "target" })),
        weeks: weeksOf(draft, placements),
        swimmerCount: (await swimmersOf(draft)).length,
      },
      today,
    ).map((r) => r.kind);
    expect(kinds).toContain("phaseGap");
    expect(kinds).toContain("volumeJump");
    expect(kinds).not.toContain("raceWithoutTaper");
  });
});
