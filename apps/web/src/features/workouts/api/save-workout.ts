import { type TWorkout, type TWorkoutInput, ZWorkout } from "@bazin/shared/contracts/workouts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { plansKey, workoutsKey } from "../../../lib/training-query-keys.ts";
import { workoutQuery } from "./get-workout.ts";

/** What the builder saves: a new workout (no id) or a saved one's new version. */
export interface SaveWorkoutVariables {
  id: string | null;
  body: TWorkoutInput;
}

/** POST /api/workouts (create, 201) or PUT /api/workouts/:id (save): the same body, the saved workout back. */
export function saveWorkout({ id, body }: SaveWorkoutVariables): Promise<TWorkout> {
  return api(id ? `/api/workouts/${encodeURIComponent(id)}` : "/api/workouts", {
    method: id ? "PUT" : "POST",
    body,
    schema: ZWorkout,
    signal: withTimeout(),
  });
}

/**
 * Saves from the builder. The answer becomes the cached workout (the edit page opens without a reload), and
 * everything under the feature's key (library, name checks, preview) reloads.
 */
export function useSaveWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkout,
    onSuccess: (saved) => {
      queryClient.setQueryData(workoutQuery(saved.id).queryKey, saved);
      // Plans show their placed workouts' names, distances and zones.
      void queryClient.invalidateQueries({ queryKey: plansKey });
      // The saved workout's own query stays as set above; the rest of the library reloads.
      return queryClient.invalidateQueries({
        queryKey: workoutsKey,
        predicate: (query) => query.queryKey[2] !== saved.id,
      });
    },
  });
}
