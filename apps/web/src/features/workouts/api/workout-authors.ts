import { ZWorkoutAuthors } from "@bazin/shared/contracts/workouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { REQUEST_TIMEOUT_MS } from "../../../lib/admin-error.ts";
import { api } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** GET /api/workouts/authors — who wrote the library's workouts (the author filter's choices). */
export function getWorkoutAuthors(signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return api("/api/workouts/authors", {
    schema: ZWorkoutAuthors,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
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
