import { ZWorkoutPage } from "@bazin/shared/contracts/workouts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** How many workouts the calendar's picker shows for a search. */
export const WORKOUT_SEARCH_SIZE = 20;

/** GET /api/workouts?q= — the library's workouts (not archived) whose name or notes hold the words. */
export function searchWorkouts(q: string, signal?: AbortSignal) {
  const search = filterSearch({ q: q.trim(), sort: "name", pageSize: WORKOUT_SEARCH_SIZE });
  return api(`/api/workouts?${search}`, { schema: ZWorkoutPage, signal }).then((page) => page.items);
}

export const workoutSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...plansKey, "workout-search", q.trim()],
    queryFn: ({ signal }) => searchWorkouts(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Workouts to place on a day, found by words of their name. */
export function useWorkoutSearch(q: string, enabled = true) {
  return useQuery({ ...workoutSearchQuery(q), enabled });
}
