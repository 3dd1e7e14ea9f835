import { ZAccountPage } from "@bazin/shared/contracts/accounts";
import { ZPlanList } from "@bazin/shared/contracts/plans";
import { ZAdvancedSwimmerPage, ZSwimmerGroupsResponse } from "@bazin/shared/contracts/swimmers";
import { ZWorkoutPage } from "@bazin/shared/contracts/workouts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { sessionsKey } from "../../../lib/training-query-keys.ts";

/*
 * What the session form and the schedule dialog choose from: coaches (admins only), groups, swimmers, workouts,
 * active plans. Each is cached a minute: the form opens many times in a row.
 */

const MINUTE_MS = 60_000;

/** GET /api/accounts?role=coach (admin only) — the coaches an admin may put in charge of a session. */
export function useCoaches(enabled: boolean) {
  return useQuery({
    queryKey: [...sessionsKey, "coaches"],
    queryFn: ({ signal }) =>
      api("/api/accounts?role=coach&pageSize=100", { schema: ZAccountPage, signal }).then((p) => p.items),
    enabled,
    staleTime: MINUTE_MS,
  });
}

/** GET /api/advanced-swimmers/groups — all groups for an admin, their own for a coach. */
export function useSessionGroups() {
  return useQuery({
    queryKey: [...sessionsKey, "groups"],
    queryFn: ({ signal }) =>
      api("/api/advanced-swimmers/groups", { schema: ZSwimmerGroupsResponse, signal }).then((a) => a.items),
    staleTime: MINUTE_MS,
  });
}

const searchSwimmers = (q: string, signal?: AbortSignal) =>
  api(`/api/advanced-swimmers?${filterSearch({ q: q.trim(), sort: "name", pageSize: 100 })}`, {
    schema: ZAdvancedSwimmerPage,
    signal,
  }).then((p) => p.items);

const searchWorkouts = (q: string, signal?: AbortSignal) =>
  api(`/api/workouts?${filterSearch({ q: q.trim(), sort: "name", pageSize: 20 })}`, {
    schema: ZWorkoutPage,
    signal,
  }).then((p) => p.items);

/** GET /api/advanced-swimmers?q= — swimmers the caller may add, by name. */
export function useSwimmerOptions(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...sessionsKey, "swimmers", q.trim()],
      queryFn: ({ signal }) => searchSwimmers(q, signal),
      placeholderData: keepPreviousData,
      staleTime: MINUTE_MS,
    }),
  );
}

/** GET /api/workouts?q= — library workouts by words of their name. */
export function useWorkoutOptions(q: string) {
  return useQuery(
    queryOptions({
      queryKey: [...sessionsKey, "workouts", q.trim()],
      queryFn: ({ signal }) => searchWorkouts(q, signal),
      placeholderData: keepPreviousData,
      staleTime: MINUTE_MS,
    }),
  );
}

/** GET /api/plans?status=active — the plans that may be scheduled. */
export function useActivePlans(enabled = true) {
  return useQuery({
    queryKey: [...sessionsKey, "active-plans"],
    queryFn: ({ signal }) =>
      api("/api/plans?status=active", { schema: ZPlanList, signal }).then((a) => a.items),
    enabled,
    staleTime: MINUTE_MS,
  });
}
