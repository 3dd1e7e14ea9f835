import { ZWorkoutAuthors } from "@bazin/shared/contracts/workouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** GET /api/workouts/authors — who wrote the library's workouts (the author filter's choices). */
export function getWorkoutAuthors(signal?: AbortSignal) {
  return api("/api/workouts/authors", {
    schema: ZWorkoutAuthors,
    signal: withTimeout(signal),
  });
}

/** The authors query, refreshed with the library (a new author appears after their first save). */
export const workoutAuthorsQuery = () =>
  queryOptions({
    queryKey: [...workoutsKey, "authors"],
    queryFn: ({ signal }) => getWorkoutAuthors(signal),
  });

/** The library's authors. */
export function useWorkoutAuthors() {
  return useQuery(workoutAuthorsQuery());
}
