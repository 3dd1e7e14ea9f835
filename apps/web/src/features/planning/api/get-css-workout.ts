import { ZWorkout } from "@bazin/shared/contracts/workouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** GET /api/workouts/:id — one workout with its steps, whose pace targets the CSS helper works out. */
export function getCssWorkout(id: string, signal?: AbortSignal) {
  return api(`/api/workouts/${encodeURIComponent(id)}`, { schema: ZWorkout, signal });
}

export const cssWorkoutQuery = (id: string) =>
  queryOptions({
    queryKey: [...workoutsKey, "planning-css-detail", id],
    queryFn: ({ signal }) => getCssWorkout(id, signal),
  });

/** Asks nothing while no workout is picked. */
export function useCssWorkout(id: string | null) {
  return useQuery({ ...cssWorkoutQuery(id ?? ""), enabled: !!id });
}
