import type { TRecoveryConflict } from "@bazin/shared/contracts/plans";
import { addDays } from "@bazin/shared/domain/training/plan-rules";
import { recoveryConflicts, type TrainingOnDay } from "@bazin/shared/domain/training/recovery";
import {
  MAX_RECOVERY_DAYS,
  type PlanningZone,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import type { Db } from "../../db/client.ts";
import { namedConflicts, recoveryDaysOf } from "../training/recovery.service.ts";
import { trainingsOfStudents } from "./repository.ts";

/*
 * Recovery conflicts of sessions (SPEC §5, §9; TRAINING.md §5–§6): the sessions being scheduled or changed are
 * checked against each other and against the same swimmers' other sessions (not cancelled) within the longest
 * window. Plans' unscheduled placements are not sessions yet: the plan's own check covered them.
 */

/** A session being scheduled or changed, with its workout (none: nothing to check). */
export interface SessionTraining {
  key: string;
  day: string;
  workout: { name: string; type: string; peakZone: number };
  studentIds: readonly string[];
}

const toTraining = (t: SessionTraining): TrainingOnDay => ({
  key: t.key,
  day: t.day,
  name: t.workout.name,
  workoutType: t.workout.type as WorkoutType,
  peakZone: t.workout.peakZone as PlanningZone,
  studentIds: t.studentIds,
});

/** The conflicts `changed` would bring, named; `exceptIds`: sessions not to read back (those being changed). */
export async function conflictsOfSessions(
  db: Db,
  changed: readonly SessionTraining[],
  exceptIds: readonly string[] = [],
): Promise<TRecoveryConflict[]> {
  const withSwimmers = changed.filter((t) => t.studentIds.length > 0);
  if (withSwimmers.length === 0) return [];
  const days = withSwimmers.map((t) => t.day).sort();
  const studentIds = [...new Set(withSwimmers.flatMap((t) => t.studentIds))];
  const [recoveryDays, rows] = await Promise.all([
    recoveryDaysOf(db),
    trainingsOfStudents(
      db,
      studentIds,
      { from: addDays(days[0]!, -MAX_RECOVERY_DAYS), to: addDays(days.at(-1)!, MAX_RECOVERY_DAYS) },
      exceptIds,
    ),
  ]);
  const existing = new Map<string, SessionTraining & { studentIds: string[] }>();
  for (const r of rows) {
    const known = existing.get(r.id);
    if (known) known.studentIds.push(r.studentId);
    else
      existing.set(r.id, {
        key: r.id,
        day: r.day,
        workout: { name: r.workoutName, type: r.type, peakZone: r.peakZone },
        studentIds: [r.studentId],
      });
  }
  const found = recoveryConflicts(
    withSwimmers.map(toTraining),
    [...existing.values()].map(toTraining),
    recoveryDays,
  );
  return namedConflicts(db, found);
}
