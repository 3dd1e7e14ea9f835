import { ZWorkoutPage } from "@bazin/shared/contracts/workouts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";
import type { LibrarySearch } from "../lib/library-params.ts";

/** GET /api/workouts — one page of the library, filtered and sorted (see `librarySearch`). */
export function listWorkouts(search: LibrarySearch, signal?: AbortSignal) {
  const query = filterSearch(search);
  return api(`/api/workouts${query ? `?${query}` : ""}`, {
    schema: ZWorkoutPage,
    signal: withTimeout(signal),
  });
}

/** The library's page query, keyed by its query string values. */
export const workoutsQuery = (search: LibrarySearch) =>
  queryOptions({
    queryKey: [...workoutsKey, "list", search],
    queryFn: ({ signal }) => listWorkouts(search, signal),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of the library. */
export function useWorkouts(search: LibrarySearch) {
  return useQuery(workoutsQuery(search));
}
