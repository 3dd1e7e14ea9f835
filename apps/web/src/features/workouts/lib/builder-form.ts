import { type TWorkout, ZWorkoutInput } from "@bazin/shared/contracts/workouts";
import type { z } from "zod";

/** The builder's form fields (name, level, type, notes): the contract's body without the tree. */
export const ZWorkoutDetails = ZWorkoutInput.omit({ steps: true });
export type WorkoutDetailsInput = z.input<typeof ZWorkoutDetails>;
export type WorkoutDetails = z.output<typeof ZWorkoutDetails>;

/** The form's starting values: a saved workout's, or empty (level and type chosen by the coach). */
export function detailsOf(workout: TWorkout | null): WorkoutDetailsInput {
  return {
    name: workout?.name ?? "",
    level: workout?.level ?? "",
    type: workout?.type ?? "",
    notes: workout?.notes ?? "",
  };
}
