import type { TRecoveryConflict } from "@bazin/shared/contracts/plans";
import { addDays } from "@bazin/shared/domain/training/plan-rules";
import {
  type RecoveryConflict,
  recoveryConflicts,
  type TrainingOnDay,
} from "@bazin/shared/domain/training/recovery";
import {
  MAX_RECOVERY_DAYS,
  type PlanningZone,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import type { Db } from "../../db/client.ts";
import { namedConflicts } from "../training/recovery.service.ts";
import { swimmersOfPlans } from "./participants.repository.ts";
import { placementsOf, plansWithStatus } from "./repository.ts";
import { recoveryDaysOf } from "./settings.service.ts";
import type { PlacedWorkout } from "./workouts.repository.ts";

/*
 * Recovery conflicts of a plan save (SPEC §5, §9; TRAINING.md §5). What the save adds or moves is checked against
 * the plan's other placements and against the running plans (active or paused) the same swimmers take part in.
 * A swimmer the save adds is checked with all of the plan's placements against those other plans too: the
 * conflicts inside the plan itself were already shown when its placements were made.
 */

/** A placement as it will be after the save. */
export interface SavedPlacement {
  id: string;
  workoutId: string;
  day: string;
  /** Added by this save, or moved to another day or workout. */
  changed: boolean;
}

export interface RecoveryCheck {
  planId: string | null;
  startDate: string;
  endDate: string;
  placements: readonly SavedPlacement[];
  workouts: ReadonlyMap<string, PlacedWorkout>;
  /** The plan's swimmers after the save, and those of them it did not reach before. */
  swimmers: readonly string[];
  addedSwimmers: readonly string[];
}

const training = (
  key: string,
  day: string,
  workout: Pick<PlacedWorkout, "name" | "type" | "peakZone">,
  studentIds: readonly string[],
): TrainingOnDay => ({
  key,
  day,
  name: workout.name,
  workoutType: workout.type as WorkoutType,
  peakZone: workout.peakZone as PlanningZone,
  studentIds,
});

/** The placements of other running plans near this plan's days, each for the swimmers it shares with this one. */
async function otherPlansTrainings(db: Db, check: RecoveryCheck): Promise<TrainingOnDay[]> {
  const others = await plansWithStatus(db, ["active", "paused"], check.planId);
  const swimmersByPlan = await swimmersOfPlans(
    db,
    others.map((p) => p.id),
  );
  const ours = new Set(check.swimmers);
  const shared = new Map<string, string[]>();
  for (const [planId, swimmers] of swimmersByPlan) {
    const both = [...swimmers].filter((id) => ours.has(id));
    if (both.length > 0) shared.set(planId, both);
  }
  // A window reaches at most MAX_RECOVERY_DAYS either side of the plan's own days.
  const rows = await placementsOf(db, [...shared.keys()], {
    from: addDays(check.startDate, -MAX_RECOVERY_DAYS),
    to: addDays(check.endDate, MAX_RECOVERY_DAYS),
  });
  return rows.map((r) =>
    training(r.id, r.day, { name: r.workoutName, type: r.type, peakZone: r.peakZone }, shared.get(r.planId)!),
  );
}

/** The conflicts a save would bring, with the swimmers' names, by day of the second training. */
export async function conflictsOfSave(db: Db, check: RecoveryCheck): Promise<TRecoveryConflict[]> {
  const anyChanged = check.placements.some((p) => p.changed);
  if (check.swimmers.length === 0 || (!anyChanged && check.addedSwimmers.length === 0)) return [];
  const [recoveryDays, others] = await Promise.all([recoveryDaysOf(db), otherPlansTrainings(db, check)]);
  const ours = (studentIds: readonly string[]) =>
    check.placements.map((p) => training(p.id, p.day, check.workouts.get(p.workoutId)!, studentIds));
  const all = ours(check.swimmers);
  const changed = all.filter((_, i) => check.placements[i]!.changed);
  const unchanged = all.filter((_, i) => !check.placements[i]!.changed);

  const found: RecoveryConflict[] = recoveryConflicts(changed, [...unchanged, ...others], recoveryDays);
  if (check.addedSwimmers.length > 0) {
    const ownKeys = new Set(check.placements.map((p) => p.id));
    const forAdded = recoveryConflicts(ours(check.addedSwimmers), others, recoveryDays);
    found.push(...forAdded.filter((c) => !(ownKeys.has(c.first.key) && ownKeys.has(c.second.key))));
  }

  return namedConflicts(db, found);
}

// Shared with sessions (training/recovery.service.ts); re-exported for the plans module.
export { refuseConflicts } from "../training/recovery.service.ts";
