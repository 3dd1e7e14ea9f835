import { ZPlanList } from "@bazin/shared/contracts/plans";
import type { PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** What the plans list asks for: a status and words of the name (both optional). */
export interface PlanListQuery {
  status?: PlanStatus;
  q?: string;
}

/** GET /api/plans — the club's plans, filtered by status and name. */
export function listPlans(query: PlanListQuery, signal?: AbortSignal) {
  const search = filterSearch({ status: query.status, q: query.q });
  return api(`/api/plans${search ? `?${search}` : ""}`, {
    schema: ZPlanList,
    signal: withTimeout(signal),
  });
}

export const plansQuery = (query: PlanListQuery) =>
  queryOptions({
    queryKey: [...plansKey, "list", query],
    queryFn: ({ signal }) => listPlans(query, signal),
    // The previous answer stays on screen while a new filter loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

/** The plans list for a filter. */
export function usePlans(query: PlanListQuery) {
  return useQuery(plansQuery(query));
}
