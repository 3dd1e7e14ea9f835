import type { TPlanInput } from "@bazin/shared/contracts/plans";
import type { MacroPhase, PlanStatus, RaceType } from "@bazin/shared/domain/training/plan-rules";
import {
  type TWorkoutNode,
  type TWorkoutSteps,
  workoutMetrics,
  ZWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import {
  type EffortLevel,
  foldText,
  type WorkoutLevel,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import type { Db } from "../src/db/client.ts";
import { groupMembers } from "../src/db/schema/groups.ts";
import {
  planGroups,
  planPhases,
  planRaces,
  planStudents,
  planWorkouts,
  trainingPlans,
  workouts,
} from "../src/db/schema/training-hub.ts";

/*
 * The training hub's test data: workouts straight in the database with their derived columns computed by the
 * shared `workoutMetrics` (as the workouts module stores them), and plans straight in the database for tests that
 * need a plan in a state the API would not build directly.
 */

export type WorkoutRow = typeof workouts.$inferSelect;

let stepSeq = 0;
/** A freestyle step at an effort (zone via EFFORT_ZONE). */
export function step(
  metres: number,
  effort: EffortLevel,
  category: "warmup" | "main" | "cooldown" | "swim" = "swim",
): TWorkoutNode {
  stepSeq += 1;
  return {
    kind: "step",
    id: `s${stepSeq}`,
    category,
    distanceMetres: metres,
    stroke: "freestyle",
    drill: "none",
    intensity: { kind: "effort" },
    effort,
    restSeconds: 0,
    equipment: [],
    notes: "",
  };
}

/** A repeat block: `count` × the children. */
export function repeat(count: number, children: TWorkoutNode[]): TWorkoutNode {
  stepSeq += 1;
  return { kind: "repeat", id: `r${stepSeq}`, count, sendOffSeconds: null, children };
}

/** The effort of a type's main set, so a workout's zones agree with its type. */
const MAIN_EFFORT: Record<WorkoutType, EffortLevel> = {
  recovery: "recovery",
  endurance: "easy",
  technique: "easy",
  general: "easy",
  anaerobic_threshold: "moderate",
  vo2_max: "hard",
  lactate_tolerance: "very_hard",
  race_tempo: "sprint",
};

/**
 * 1,400 m: 200 easy (zone 2), 10 × 100 at the type's effort, 200 recovery (zone 1). Intense types (vo2_max,
 * lactate_tolerance, race_tempo) swim their main set in zone 4 or above.
 */
export function defaultSteps(type: WorkoutType): TWorkoutSteps {
  return {
    warmup: [step(200, "easy", "warmup")],
    main: [repeat(10, [step(100, MAIN_EFFORT[type], "main")])],
    cooldown: [step(200, "recovery", "cooldown")],
  };
}

export interface CreateWorkoutOptions {
  name: string;
  type: WorkoutType;
  level?: WorkoutLevel;
  steps?: TWorkoutSteps;
  archived?: boolean;
  authorId?: string | null;
}

/** A workout row with the derived columns the server keeps (total, duration, zones, zone metres, peak zone). */
export async function createWorkout(db: Db, opts: CreateWorkoutOptions): Promise<WorkoutRow> {
  const level = opts.level ?? "intermediate";
  const steps = ZWorkoutSteps.parse(opts.steps ?? defaultSteps(opts.type)) as TWorkoutSteps;
  const metrics = workoutMetrics(steps, level);
  const [row] = await db
    .insert(workouts)
    .values({
      name: opts.name,
      nameKey: foldText(opts.name),
      level,
      type: opts.type,
      notes: "",
      steps,
      totalDistanceMetres: metrics.totalDistanceMetres,
      estimatedSeconds: metrics.estimatedSeconds,
      strokes: metrics.strokes,
      equipment: metrics.equipment,
      zones: [...metrics.zones],
      zoneMetres: metrics.zoneMetres,
      peakZone: metrics.peakZone,
      searchText: foldText(opts.name),
      authorId: opts.authorId ?? null,
      archivedAt: opts.archived ? new Date("2026-11-01T10:00:00Z") : null,
    })
    .returning();
  return row!;
}

/** Puts a swimmer account in a group (group_members.role = 'swimmer'). */
export async function addGroupSwimmer(db: Db, groupId: string, userId: string) {
  await db.insert(groupMembers).values({ groupId, userId, role: "swimmer" });
}

export interface CreatePlanOptions {
  name: string;
  status?: PlanStatus;
  startDate: string;
  endDate: string;
  createdBy?: string | null;
  phases?: { phase: MacroPhase; startWeek: number; endWeek: number }[];
  races?: { name: string; date: string; type: RaceType }[];
  studentIds?: string[];
  groupIds?: string[];
  placements?: { workoutId: string; day: string }[];
  updatedAt?: Date;
}

/** A plan straight in the database, in any status, with what it holds; returns its id. */
export async function createPlan(db: Db, opts: CreatePlanOptions): Promise<string> {
  const at = opts.updatedAt ?? new Date("2026-11-01T10:00:00Z");
  const [plan] = await db
    .insert(trainingPlans)
    .values({
      name: opts.name,
      startDate: opts.startDate,
      endDate: opts.endDate,
      status: opts.status ?? "draft",
      createdBy: opts.createdBy ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: trainingPlans.id });
  const planId = plan!.id;
  if (opts.phases?.length) await db.insert(planPhases).values(opts.phases.map((p) => ({ ...p, planId })));
  if (opts.races?.length)
    await db
      .insert(planRaces)
      .values(opts.races.map((r) => ({ planId, name: r.name, raceDate: r.date, type: r.type })));
  if (opts.studentIds?.length)
    await db.insert(planStudents).values(opts.studentIds.map((studentId) => ({ planId, studentId })));
  if (opts.groupIds?.length)
    await db.insert(planGroups).values(opts.groupIds.map((groupId) => ({ planId, groupId })));
  if (opts.placements?.length)
    await db
      .insert(planWorkouts)
      .values(opts.placements.map((p, i) => ({ planId, ...p, createdAt: new Date(at.getTime() + i) })));
  return planId;
}

/** A request body for POST/PUT /api/plans: a 13-week draft from Monday 2 November 2026 unless told otherwise. */
export function planBody(over: Partial<TPlanInput> = {}): TPlanInput {
  return {
    name: "Sezon de iarnă",
    description: "",
    startDate: "2026-11-02",
    endDate: "2027-01-31",
    status: "draft",
    goals: [],
    studentIds: [],
    groupIds: [],
    phases: [],
    races: [],
    placements: [],
    ...over,
  };
}
