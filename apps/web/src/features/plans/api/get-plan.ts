import { ZPlan } from "@bazin/shared/contracts/plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** GET /api/plans/:id — one plan with its phases, races, participants and placed workouts. */
export function getPlan(id: string, signal?: AbortSignal) {
  return api(`/api/plans/${encodeURIComponent(id)}`, { schema: ZPlan, signal });
}

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: [...plansKey, "one", id],
    queryFn: ({ signal }) => getPlan(id, signal),
  });

/** One plan, for the form and the analytics page. */
export function usePlan(id: string) {
  return useQuery(planQuery(id));
}
