/*
 * The words of workouts (SPEC §3 "Workout", "Workout step"; TRAINING.md §3–§4): levels, types, step fields,
 * and the one table that grades efforts and workout types on the planning intensity zones 1–6 (SPEC §9).
 */

export const WORKOUT_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type WorkoutLevel = (typeof WORKOUT_LEVELS)[number];

/**
 * Workout types: the spec's six English values, plus `recovery` and `general`, which the club's library uses
 * ("recuperare", "general") and which have no English value of their own in the spec (ADR 021).
 */
export const WORKOUT_TYPES = [
  "endurance",
  "technique",
  "anaerobic_threshold",
  "lactate_tolerance",
  "vo2_max",
  "race_tempo",
  "recovery",
  "general",
] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];

/** Strip diacritics, lowercase, trim and squeeze spaces: how names and library words are compared. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The Romanian library words, accepted on input and import (SPEC §3), and where they land. One place. */
const LEVEL_ALIASES: Record<string, WorkoutLevel> = {
  incepator: "beginner",
  intermediar: "intermediate",
  avansat: "advanced",
};
const TYPE_ALIASES: Record<string, WorkoutType> = {
  sprint: "race_tempo",
  rezistenta: "endurance",
  tehnic: "technique",
  tehnica: "technique",
  recuperare: "recovery",
  general: "general",
  "anaerobic threshold": "anaerobic_threshold",
  "lactate tolerance": "lactate_tolerance",
  "vo2 max": "vo2_max",
  "race tempo": "race_tempo",
};

/** A level from its English value or a Romanian library word ("Începător" too), or null. */
export function workoutLevelOf(word: string): WorkoutLevel | null {
  const folded = foldText(word);
  if ((WORKOUT_LEVELS as readonly string[]).includes(folded)) return folded as WorkoutLevel;
  return LEVEL_ALIASES[folded] ?? null;
}

/** A type from its English value or a Romanian library word ("rezistență" too), or null. */
export function workoutTypeOf(word: string): WorkoutType | null {
  const folded = foldText(word).replace(/-/g, " ");
  const underscored = folded.replace(/ /g, "_");
  if ((WORKOUT_TYPES as readonly string[]).includes(underscored)) return underscored as WorkoutType;
  return TYPE_ALIASES[folded] ?? null;
}

export const STEP_CATEGORIES = ["warmup", "main", "cooldown", "rest", "swim"] as const;
export type StepCategory = (typeof STEP_CATEGORIES)[number];

/** The builder's three sections; a top-level node belongs to one of them. */
export const WORKOUT_SECTIONS = ["warmup", "main", "cooldown"] as const;
export type WorkoutSection = (typeof WORKOUT_SECTIONS)[number];

export const STEP_STROKES = [
  "freestyle",
  "backstroke",
  "breaststroke",
  "butterfly",
  "choice",
  "im",
  "im_by_round",
  "reverse_im",
  "mixed",
] as const;
export type StepStroke = (typeof STEP_STROKES)[number];

export const DRILL_TYPES = ["none", "kick", "pull", "drill"] as const;
export type DrillType = (typeof DRILL_TYPES)[number];

export const EFFORT_LEVELS = [
  "recovery",
  "easy",
  "moderate",
  "hard",
  "very_hard",
  "all_out",
  "ascending",
  "descending",
  "sprint",
] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];

export const EQUIPMENT = ["none", "kickboard", "pullbuoy", "fins", "paddles", "snorkel"] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** How a step's intensity is given: by effort, a pace per 100 m, or an offset from the swimmer's CSS. */
export const INTENSITY_KINDS = ["effort", "pace", "css"] as const;
export type IntensityKind = (typeof INTENSITY_KINDS)[number];

/** Planning intensity zones 1–6 (SPEC §9, TRAINING.md §3). */
export const PLANNING_ZONES = [1, 2, 3, 4, 5, 6] as const;
export type PlanningZone = (typeof PLANNING_ZONES)[number];
/** Zone 1 recovery … zone 6 sprint / race pace: the i18n keys' suffixes. */
export const PLANNING_ZONE_NAMES: Record<PlanningZone, string> = {
  1: "recovery",
  2: "aerobic_endurance",
  3: "anaerobic_threshold",
  4: "vo2_max",
  5: "lactate_tolerance",
  6: "sprint",
};
/** A session at this zone or above is intense: the recovery window of its type follows it (TRAINING.md §5). */
export const INTENSE_ZONE: PlanningZone = 4;

/** The zone of a step swum at this effort. Ascending/descending sets average out at threshold. */
export const EFFORT_ZONE: Record<EffortLevel, PlanningZone> = {
  recovery: 1,
  easy: 2,
  moderate: 3,
  ascending: 3,
  descending: 3,
  hard: 4,
  very_hard: 5,
  all_out: 6,
  sprint: 6,
};

/** The zone a workout of this type trains: what its type says about the whole session. */
export const WORKOUT_TYPE_ZONE: Record<WorkoutType, PlanningZone> = {
  recovery: 1,
  endurance: 2,
  technique: 2,
  general: 2,
  anaerobic_threshold: 3,
  vo2_max: 4,
  lactate_tolerance: 5,
  race_tempo: 6,
};

/**
 * Default recovery days after a session of each type (SPEC §9: "configurable, values not shown"); admins edit
 * the club's own. Zero means the type needs no recovery window.
 */
export const DEFAULT_RECOVERY_DAYS: Record<WorkoutType, number> = {
  recovery: 0,
  endurance: 0,
  technique: 0,
  general: 0,
  anaerobic_threshold: 1,
  vo2_max: 2,
  lactate_tolerance: 2,
  race_tempo: 1,
};
export const MAX_RECOVERY_DAYS = 7;

/** Pace per 100 m used to estimate a step's duration when it gives none, by effort (seconds). */
export const EFFORT_PACE_FACTOR: Record<EffortLevel, number> = {
  recovery: 1.2,
  easy: 1.1,
  moderate: 1.0,
  ascending: 1.0,
  descending: 1.0,
  hard: 0.92,
  very_hard: 0.88,
  all_out: 0.84,
  sprint: 0.84,
};
/** A swimmer's moderate pace per 100 m by workout level, for duration estimates (seconds). */
export const LEVEL_BASE_PACE_SECONDS: Record<WorkoutLevel, number> = {
  beginner: 150,
  intermediate: 120,
  advanced: 95,
};
/** The CSS pace an estimate assumes for a CSS-offset step when no swimmer is given (seconds per 100 m). */
export const DEFAULT_CSS_SECONDS = 90;
