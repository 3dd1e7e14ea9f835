import { ZWorkoutPage } from "@bazin/shared/contracts/workouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** The most the library endpoint gives in one page. */
const PAGE_SIZE = 100;

/** GET /api/workouts — the library by name, for the CSS helper's workout picker. */
export function listCssWorkouts(signal?: AbortSignal) {
  return api(`/api/workouts?sort=name&pageSize=${PAGE_SIZE}`, { schema: ZWorkoutPage, signal }).then(
    (page) => page.items,
  );
}

/** Under the workouts' key (shared by design): a change in the library refreshes the picker. */
export const cssWorkoutsQuery = () =>
  queryOptions({
    queryKey: [...workoutsKey, "planning-css-list"],
    queryFn: ({ signal }) => listCssWorkouts(signal),
  });

/** The workout picker's choices. */
export function useCssWorkouts() {
  return useQuery(cssWorkoutsQuery());
}
