import type { TWorkout, TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import type {
  Equipment,
  StepStroke,
  WorkoutLevel,
  WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import type { WorkoutSummaryRow, WorkoutWithAuthor } from "./repository.ts";

/** Metres per zone 1–6 from the stored JSON (keys are strings there); a zone never swum is 0. */
function zoneMetresOf(stored: Record<string, number>): TWorkoutSummary["zoneMetres"] {
  const metres = (zone: number) => stored[String(zone)] ?? 0;
  return { 1: metres(1), 2: metres(2), 3: metres(3), 4: metres(4), 5: metres(5), 6: metres(6) };
}

/** A library card: everything but the steps. */
export function toWorkoutSummary(row: WorkoutSummaryRow): TWorkoutSummary {
  return {
    id: row.id,
    name: row.name,
    level: row.level as WorkoutLevel,
    type: row.type as WorkoutType,
    notes: row.notes,
    totalDistanceMetres: row.totalDistanceMetres,
    estimatedSeconds: row.estimatedSeconds,
    strokes: row.strokes as StepStroke[],
    equipment: row.equipment as Equipment[],
    zones: row.zones,
    zoneMetres: zoneMetresOf(row.zoneMetres),
    author:
      row.authorId && row.authorName !== null ? { id: row.authorId, fullName: row.authorName.trim() } : null,
    archived: row.archivedAt !== null,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One workout with its step tree (the builder, the preview). */
export function toWorkout(row: WorkoutWithAuthor): TWorkout {
  return { ...toWorkoutSummary(row), steps: row.steps };
}
