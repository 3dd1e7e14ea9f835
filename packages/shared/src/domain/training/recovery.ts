import { dayNumber } from "./plan-rules.ts";
import { INTENSE_ZONE, type PlanningZone, WORKOUT_TYPE_ZONE, type WorkoutType } from "./workout-taxonomy.ts";

/*
 * Recovery conflicts (SPEC §5, §9; TRAINING.md §5): after an intense session a swimmer needs the recovery days
 * of its workout type (a club setting). Another intense session inside that window is a conflict: the coach is
 * warned, naming the swimmer, both sessions and the days, and may continue anyway.
 */

/** A training on a day for some swimmers: a workout placed in a plan, or (later) a scheduled session. */
export interface TrainingOnDay {
  /** Identifies it in the answer (a placement's or a session's id; a new one may use any unique key). */
  key: string;
  day: string;
  name: string;
  workoutType: WorkoutType;
  /** The hardest zone the workout swims (its metrics' peak zone). */
  peakZone: PlanningZone;
  studentIds: readonly string[];
}

export interface RecoveryConflict {
  studentId: string;
  /** The earlier, intense training whose recovery window is broken. */
  first: { key: string; day: string; name: string };
  second: { key: string; day: string; name: string };
  /** Recovery days the first one's type needs, and the days between the two. */
  recoveryDays: number;
  daysBetween: number;
}

/** Intense: its type or its hardest set reaches zone 4 (VO2 max) or above. */
export const isIntense = (t: Pick<TrainingOnDay, "workoutType" | "peakZone">) =>
  Math.max(WORKOUT_TYPE_ZONE[t.workoutType], t.peakZone) >= INTENSE_ZONE;

/**
 * Conflicts that involve at least one of `changed` (the trainings being placed or moved), against each other and
 * against `existing`. Same-day pairs count (two intense sessions in a day break any window).
 */
export function recoveryConflicts(
  changed: readonly TrainingOnDay[],
  existing: readonly TrainingOnDay[],
  recoveryDays: Record<WorkoutType, number>,
): RecoveryConflict[] {
  const changedKeys = new Set(changed.map((t) => t.key));
  const all = [...changed, ...existing.filter((t) => !changedKeys.has(t.key))].filter(isIntense);
  // On one day the training with the longer window comes first: two intense sessions in a day conflict when
  // either type needs recovery, whichever key sorts first. Keys compare by code unit, the same everywhere.
  all.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      recoveryDays[b.workoutType] - recoveryDays[a.workoutType] ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const conflicts: RecoveryConflict[] = [];
  for (let i = 0; i < all.length; i++) {
    const first = all[i]!;
    const window = recoveryDays[first.workoutType];
    if (window <= 0) continue;
    for (let j = i + 1; j < all.length; j++) {
      const second = all[j]!;
      const daysBetween = dayNumber(second.day) - dayNumber(first.day);
      if (daysBetween > window) break;
      if (!changedKeys.has(first.key) && !changedKeys.has(second.key)) continue;
      const secondStudents = new Set(second.studentIds);
      for (const studentId of first.studentIds) {
        if (!secondStudents.has(studentId)) continue;
        conflicts.push({
          studentId,
          first: { key: first.key, day: first.day, name: first.name },
          second: { key: second.key, day: second.day, name: second.name },
          recoveryDays: window,
          daysBetween,
        });
      }
    }
  }
  return conflicts;
}
