import { ZWorkout } from "@bazin/shared/contracts/workouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** GET /api/workouts/:id — one workout with its step tree (the builder, the preview). */
export function getWorkout(id: string, signal?: AbortSignal) {
  return api(`/api/workouts/${encodeURIComponent(id)}`, {
    schema: ZWorkout,
    signal: withTimeout(signal),
  });
}

/** The query of one workout, under the feature's key so any change to the library refreshes it. */
export const workoutQuery = (id: string) =>
  queryOptions({
    queryKey: [...workoutsKey, "detail", id],
    queryFn: ({ signal }) => getWorkout(id, signal),
  });

/** One workout with its steps. */
export function useWorkout(id: string) {
  return useQuery(workoutQuery(id));
}
