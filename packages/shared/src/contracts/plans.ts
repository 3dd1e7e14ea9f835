import { z } from "zod";
import { MACRO_PHASES, PLAN_LIMITS, PLAN_STATUSES, RACE_TYPES } from "../domain/training/plan-rules.ts";
import { WORKOUT_LEVELS, WORKOUT_TYPES } from "../domain/training/workout-taxonomy.ts";
import { zDay } from "./times.ts";

/*
 * Training plans, the planning centre and the recovery setting (SPEC §2, §3 "Training plan", §4, §5, §9;
 * TRAINING.md §5). Admins and coaches only; the recovery-days setting is edited by admins.
 *
 *   GET    /api/plans                       ?status=&q=                              → ZPlanList
 *   POST   /api/plans                       ZPlanInput                               → 201 ZPlan
 *   GET    /api/plans/:id                                                            → ZPlan
 *   PUT    /api/plans/:id                   ZPlanInput (status only by allowed transition) → ZPlan
 *   DELETE /api/plans/:id                   only a draft                              → ZOkResponse
 *   GET    /api/plans/:id/analytics         volume per week and zone, timeline, participants → ZPlanAnalytics
 *   GET    /api/training-hub/overview       planning centre: statistics + recommendations → ZPlanningOverview
 *   GET    /api/training-settings/recovery  recovery days per workout type           → ZRecoverySettings
 *   PUT    /api/training-settings/recovery  (admin)                                  → ZRecoverySettings
 *
 * Errors: 404 PLAN_NOT_FOUND; 409 PLAN_TRANSITION { from, to }; 409 PLAN_READ_ONLY; 409 PLAN_NOT_DRAFT;
 * 400 VALIDATION with fields (phase rules "phaseOverlap", "phaseDuration", "phaseOutsidePlan"; "raceOutsidePlan";
 * "placementOutsidePlan"); 409 RECOVERY_CONFLICT { conflicts: TRecoveryConflict[] } unless `continueAnyway`.
 */

export const ZPlanStatus = z.enum(PLAN_STATUSES, { error: "planStatusRequired" });
export const ZMacroPhase = z.enum(MACRO_PHASES, { error: "phaseRequired" });
export const ZRaceType = z.enum(RACE_TYPES, { error: "raceTypeRequired" });

const week = z.coerce
  .number({ error: "phaseWeeksInvalid" })
  .int("phaseWeeksInvalid")
  .min(1, "phaseWeeksInvalid")
  .max(PLAN_LIMITS.maxWeeks, "phaseWeeksInvalid");

export const ZPlanPhase = z
  .object({
    phase: ZMacroPhase,
    startWeek: week,
    endWeek: week,
    notes: z.string().trim().max(500).default(""),
  })
  .refine((p) => p.endWeek >= p.startWeek, { path: ["endWeek"], message: "phaseWeeksInvalid" });
export type TPlanPhase = z.infer<typeof ZPlanPhase>;

export const ZPlanRace = z.object({
  name: z.string({ error: "raceNameRequired" }).trim().min(1, "raceNameRequired").max(120, "raceNameTooLong"),
  date: z.string({ error: "raceDateRequired" }).min(1, "raceDateRequired").pipe(zDay),
  type: ZRaceType,
  description: z.string().trim().max(500).default(""),
});
export type TPlanRace = z.infer<typeof ZPlanRace>;

/** A workout placed on a day of the plan's calendar (weekly training); the sessions issue schedules them. */
export const ZPlanPlacementInput = z.object({
  /** Kept across saves when given; a new placement has none. */
  id: z.uuid().optional(),
  workoutId: z.uuid({ error: "workoutRequired" }),
  day: zDay,
  notes: z.string().trim().max(300).default(""),
});

export const ZPlanInput = z
  .object({
    name: z
      .string({ error: "planNameRequired" })
      .trim()
      .min(1, "planNameRequired")
      .max(PLAN_LIMITS.maxName, "planNameTooLong"),
    description: z.string().trim().max(PLAN_LIMITS.maxDescription).default(""),
    startDate: zDay,
    endDate: zDay,
    status: ZPlanStatus.default("draft"),
    goals: z
      .array(z.string().trim().min(1).max(PLAN_LIMITS.maxGoalLength, "planGoalTooLong"))
      .max(PLAN_LIMITS.maxGoals, "planTooManyGoals")
      .default([]),
    studentIds: z.array(z.uuid()).max(PLAN_LIMITS.maxParticipants).default([]),
    groupIds: z.array(z.uuid()).max(PLAN_LIMITS.maxParticipants).default([]),
    phases: z.array(ZPlanPhase).max(PLAN_LIMITS.maxPhases).default([]),
    races: z.array(ZPlanRace).max(PLAN_LIMITS.maxRaces).default([]),
    placements: z.array(ZPlanPlacementInput).max(PLAN_LIMITS.maxPlacements).default([]),
    /** Save although placements break a swimmer's recovery window (TRAINING.md §5). */
    continueAnyway: z.boolean().default(false),
  })
  .refine((p) => p.endDate >= p.startDate, { path: ["endDate"], message: "planEndBeforeStart" });
export type TPlanInput = z.input<typeof ZPlanInput>;
export type TPlanInputParsed = z.output<typeof ZPlanInput>;

export const ZRecoveryConflict = z.object({
  student: z.object({ id: z.uuid(), fullName: z.string() }),
  first: z.object({ day: zDay, workoutName: z.string() }),
  second: z.object({ day: zDay, workoutName: z.string() }),
  recoveryDays: z.number().int(),
  daysBetween: z.number().int(),
});
export type TRecoveryConflict = z.infer<typeof ZRecoveryConflict>;

const zoneMetres = z.record(z.string(), z.number());

export const ZPlanPlacement = z.object({
  id: z.uuid(),
  day: zDay,
  week: z.number().int(),
  notes: z.string(),
  workout: z.object({
    id: z.uuid(),
    name: z.string(),
    level: z.enum(WORKOUT_LEVELS),
    type: z.enum(WORKOUT_TYPES),
    totalDistanceMetres: z.number().int(),
    estimatedSeconds: z.number().int(),
    peakZone: z.number().int(),
    zoneMetres,
  }),
});
export type TPlanPlacement = z.infer<typeof ZPlanPlacement>;

export const ZPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  startDate: zDay,
  endDate: zDay,
  status: z.enum(PLAN_STATUSES),
  /** The statuses this plan may move to now (the form offers only these). */
  nextStatuses: z.array(z.enum(PLAN_STATUSES)),
  readOnly: z.boolean(),
  weekCount: z.number().int(),
  goals: z.array(z.string()),
  phases: z.array(
    z.object({ phase: z.enum(MACRO_PHASES), startWeek: z.number(), endWeek: z.number(), notes: z.string() }),
  ),
  races: z.array(
    z.object({
      name: z.string(),
      date: zDay,
      type: z.enum(RACE_TYPES),
      description: z.string(),
      week: z.number(),
    }),
  ),
  students: z.array(z.object({ id: z.uuid(), fullName: z.string(), groupName: z.string().nullable() })),
  groups: z.array(
    z.object({ id: z.uuid(), name: z.string(), color: z.string(), memberCount: z.number().int() }),
  ),
  placements: z.array(ZPlanPlacement),
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  startDate: zDay,
  endDate: zDay,
  weekCount: z.number().int(),
  /** The plan week that holds today, or null outside the plan. */
  currentWeek: z.number().int().nullable(),
  currentPhase: z.enum(MACRO_PHASES).nullable(),
  /** Swimmers it reaches: its own plus its groups' members, each once. */
  swimmerCount: z.number().int(),
  placementCount: z.number().int(),
  nextRace: z.object({ name: z.string(), date: zDay, type: z.enum(RACE_TYPES) }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

export const ZPlanListQuery = z.object({
  status: ZPlanStatus.optional(),
  q: z.string().trim().max(100).optional(),
});
export const ZPlanList = z.object({ items: z.array(ZPlanSummary) });
export const ZPlanParams = z.object({ id: z.uuid() });

/**
 * What a plan's sessions say of its swimmers up to today: attendance taken (present, late, absent, injured) and
 * attended (present or late) of its sessions not cancelled; the metres of the workouts of attended sessions against
 * the metres planned (the swimmer's sessions not cancelled up to today, plus placed workouts up to today not
 * scheduled as a session); the swimmer's ratings (1–5).
 */
export const ZPlanSessionStats = z.object({
  taken: z.number().int(),
  attended: z.number().int(),
  /** attended / taken, 0–1; null when no attendance was taken. */
  attendanceRate: z.number().nullable(),
  doneMetres: z.number().int(),
  plannedMetres: z.number().int(),
  /** 1–5; null without ratings. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type TPlanSessionStats = z.infer<typeof ZPlanSessionStats>;

export const ZPlanAnalytics = z.object({
  weeks: z.array(
    z.object({
      week: z.number().int(),
      monday: zDay,
      phase: z.enum(MACRO_PHASES).nullable(),
      plannedMetres: z.number().int(),
      plannedSeconds: z.number().int(),
      workoutCount: z.number().int(),
      /** Metres per planning zone "1"…"6". */
      zoneMetres,
      races: z.array(z.object({ name: z.string(), date: zDay, type: z.enum(RACE_TYPES) })),
    }),
  ),
  zoneTotals: zoneMetres,
  totalMetres: z.number().int(),
  participants: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      groups: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.string() })),
      /** Through the plan's own list, a group, or both. */
      via: z.enum(["direct", "group", "both"]),
      sessions: ZPlanSessionStats,
    }),
  ),
  /** The same, over every swimmer listed (the average rating weighs each rating once). */
  sessionTotals: ZPlanSessionStats,
});
export type TPlanAnalytics = z.infer<typeof ZPlanAnalytics>;

export const RECOMMENDATION_KINDS = [
  "raceWithoutTaper",
  "volumeJump",
  "noWorkoutsNextWeek",
  "phaseGap",
] as const;

export const ZRecommendation = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  plan: z.object({ id: z.uuid(), name: z.string() }),
  /** What the reason's translation needs: race name and date, week numbers, percentages. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZPlanningOverview = z.object({
  activePlans: z.number().int(),
  draftPlans: z.number().int(),
  /** Metres placed in the current week (Monday–Sunday) across active plans. */
  weeklyPlannedMetres: z.number().int(),
  zoneDistribution: zoneMetres,
  upcomingRaces: z.array(
    z.object({
      plan: z.object({ id: z.uuid(), name: z.string() }),
      name: z.string(),
      date: zDay,
      type: z.enum(RACE_TYPES),
    }),
  ),
  mostUsedWorkouts: z.array(z.object({ id: z.uuid(), name: z.string(), uses: z.number().int() })),
  workoutCount: z.number().int(),
  recommendations: z.array(ZRecommendation),
});
export type TPlanningOverview = z.infer<typeof ZPlanningOverview>;

export const ZRecoverySettings = z.object({
  recoveryDays: z.object(
    Object.fromEntries(
      WORKOUT_TYPES.map((type) => [
        type,
        z.number().int().min(0, "recoveryDaysRange").max(7, "recoveryDaysRange"),
      ]),
    ) as Record<(typeof WORKOUT_TYPES)[number], z.ZodNumber>,
  ),
});
export type TRecoverySettings = z.infer<typeof ZRecoverySettings>;
