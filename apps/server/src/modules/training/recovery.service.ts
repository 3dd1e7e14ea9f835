import type { TRecoveryConflict } from "@bazin/shared/contracts/plans";
import type { RecoveryConflict } from "@bazin/shared/domain/training/recovery";
import {
  DEFAULT_RECOVERY_DAYS,
  WORKOUT_TYPES,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { studentNames } from "./roster.repository.ts";
import { storedRecoveryDays } from "./settings.repository.ts";

/*
 * Recovery conflicts as plans and sessions report them (SPEC §5, §9; TRAINING.md §5): the club's recovery days,
 * the conflicts named for the answer, and the 409 that lists them unless the coach continues anyway.
 */

/**
 * Recovery days per workout type (SPEC §9, TRAINING.md §5): the club's own where an admin set them, the defaults
 * from packages/shared otherwise (also for a type added after the row was saved).
 */
export async function recoveryDaysOf(db: Db): Promise<Record<WorkoutType, number>> {
  const stored = (await storedRecoveryDays(db)) ?? {};
  return Object.fromEntries(
    WORKOUT_TYPES.map((type) => [type, stored[type] ?? DEFAULT_RECOVERY_DAYS[type]]),
  ) as Record<WorkoutType, number>;
}

/** The conflicts, each (swimmer, first, second) once, with the swimmers' names, by day of the second training. */
export async function namedConflicts(
  db: Db,
  found: readonly RecoveryConflict[],
): Promise<TRecoveryConflict[]> {
  const seen = new Set<string>();
  const unique = found.filter((c) => {
    const key = `${c.studentId}|${c.first.key}|${c.second.key}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const names = await studentNames(db, [...new Set(unique.map((c) => c.studentId))]);
  return unique
    .map((c) => ({
      student: { id: c.studentId, fullName: names.get(c.studentId) ?? "" },
      first: { day: c.first.day, workoutName: c.first.name },
      second: { day: c.second.day, workoutName: c.second.name },
      recoveryDays: c.recoveryDays,
      daysBetween: c.daysBetween,
    }))
    .sort(
      (a, b) =>
        a.second.day.localeCompare(b.second.day) ||
        a.first.day.localeCompare(b.first.day) ||
        a.student.fullName.localeCompare(b.student.fullName, "ro"),
    );
}

/** Throws 409 RECOVERY_CONFLICT listing the conflicts, unless there are none or the coach continues anyway. */
export function refuseConflicts(conflicts: readonly TRecoveryConflict[], continueAnyway: boolean): void {
  if (conflicts.length === 0 || continueAnyway) return;
  throw new AppError("RECOVERY_CONFLICT", 409, { count: conflicts.length, conflicts });
}
