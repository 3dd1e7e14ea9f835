import { z } from "zod";
import { ZWorkoutSteps } from "../domain/training/workout-steps.ts";
import {
  EQUIPMENT,
  PLANNING_ZONES,
  STEP_STROKES,
  WORKOUT_LEVELS,
  WORKOUT_TYPES,
  workoutLevelOf,
  workoutTypeOf,
} from "../domain/training/workout-taxonomy.ts";

/*
 * The workout library and builder (SPEC §2, §3 "Workout", §5, §8; TRAINING.md §4). Admins and coaches only.
 *
 *   GET    /api/workouts                    library: filters, sort, paging          → ZWorkoutPage
 *   GET    /api/workouts/authors            who wrote the library's workouts        → ZWorkoutAuthors
 *   GET    /api/workouts/name-available     ?name=&exceptId=  (builder, before save) → ZNameAvailable
 *   POST   /api/workouts                    create                                   → 201 ZWorkout
 *   GET    /api/workouts/:id                one, with steps                          → ZWorkout
 *   PUT    /api/workouts/:id                save (same body as create)               → ZWorkout
 *   POST   /api/workouts/:id/duplicate      copy named "<name> (copie)", "(copie 2)" → 201 ZWorkout
 *   POST   /api/workouts/:id/archive        hide from the library (body { archived }) → ZWorkout
 *   DELETE /api/workouts/:id                refused (409 WORKOUT_IN_USE) while a plan or session uses it
 *   GET    /api/workouts/:id/fit            Garmin FIT workout file (?poolLength=25|50)
 *
 * Errors: 409 WORKOUT_NAME_TAKEN (field name → "workoutNameTaken"), 409 WORKOUT_IN_USE { plans, sessions },
 * 404 WORKOUT_NOT_FOUND.
 */

export const WORKOUT_NAME_MAX = 120;
export const WORKOUT_NOTES_MAX = 2_000;

/** A level from the English value or a Romanian library word (SPEC §3). */
export const ZWorkoutLevel = z.preprocess(
  (value) => (typeof value === "string" ? (workoutLevelOf(value) ?? value) : value),
  z.enum(WORKOUT_LEVELS, { error: "workoutLevelRequired" }),
);
/** A type from the English value or a Romanian library word (SPEC §3). */
export const ZWorkoutType = z.preprocess(
  (value) => (typeof value === "string" ? (workoutTypeOf(value) ?? value) : value),
  z.enum(WORKOUT_TYPES, { error: "workoutTypeRequired" }),
);

export const ZWorkoutName = z
  .string({ error: "workoutNameRequired" })
  .trim()
  .min(1, "workoutNameRequired")
  .max(WORKOUT_NAME_MAX, "workoutNameTooLong");

export const ZWorkoutInput = z.object({
  name: ZWorkoutName,
  level: ZWorkoutLevel,
  type: ZWorkoutType,
  notes: z.string().trim().max(WORKOUT_NOTES_MAX, "workoutNotesTooLong").default(""),
  steps: ZWorkoutSteps,
});
export type TWorkoutInput = z.input<typeof ZWorkoutInput>;
export type TWorkoutInputParsed = z.output<typeof ZWorkoutInput>;

const zoneMetres = z.object({
  1: z.number(),
  2: z.number(),
  3: z.number(),
  4: z.number(),
  5: z.number(),
  6: z.number(),
});

/** What a library card shows: no steps. */
export const ZWorkoutSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.enum(WORKOUT_LEVELS),
  type: z.enum(WORKOUT_TYPES),
  notes: z.string(),
  totalDistanceMetres: z.number().int(),
  estimatedSeconds: z.number().int(),
  strokes: z.array(z.enum(STEP_STROKES)),
  equipment: z.array(z.enum(EQUIPMENT)),
  zones: z.array(z.number().int()),
  /** Metres per planning zone 1–6: the card's zone bar. */
  zoneMetres,
  author: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  archived: z.boolean(),
  /** Placements in plans (and, later, sessions) that use it. */
  usedCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TWorkoutSummary = z.infer<typeof ZWorkoutSummary>;

export const ZWorkout = ZWorkoutSummary.extend({ steps: ZWorkoutSteps });
export type TWorkout = z.infer<typeof ZWorkout>;

export const WORKOUT_SORTS = [
  "name",
  "-updatedAt",
  "distance",
  "-distance",
  "duration",
  "-usedCount",
] as const;

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
    z.array(z.enum(values)).max(values.length),
  );

export const ZWorkoutListQuery = z.object({
  /** Words of the name or notes; diacritics and case ignored ("rezistenta" finds "Rezistență"). */
  q: z.string().trim().max(100).optional(),
  level: ZWorkoutLevel.optional(),
  type: ZWorkoutType.optional(),
  minDistance: z.coerce.number().int().min(0).max(100_000).optional(),
  maxDistance: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Workouts that use every one of these (comma-separated in the URL). */
  stroke: csv(STEP_STROKES).optional(),
  equipment: csv(EQUIPMENT).optional(),
  /** Workouts that swim in this planning zone. */
  zone: z.coerce.number().int().min(1).max(PLANNING_ZONES.length).optional(),
  authorId: z.uuid().optional(),
  archived: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  sort: z.enum(WORKOUT_SORTS).default("name"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type TWorkoutListQuery = z.input<typeof ZWorkoutListQuery>;

export const ZWorkoutPage = z.object({
  items: z.array(ZWorkoutSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWorkoutPage = z.infer<typeof ZWorkoutPage>;

export const ZWorkoutAuthors = z.object({
  items: z.array(z.object({ id: z.uuid(), fullName: z.string() })),
});

export const ZWorkoutParams = z.object({ id: z.uuid() });
export const ZNameAvailableQuery = z.object({ name: ZWorkoutName, exceptId: z.uuid().optional() });
export const ZNameAvailable = z.object({ available: z.boolean() });
export const ZArchiveWorkoutRequest = z.object({ archived: z.boolean() });
export const ZWorkoutFitQuery = z.object({
  poolLength: z.coerce
    .number()
    .pipe(z.union([z.literal(25), z.literal(50)]))
    .default(25),
});
