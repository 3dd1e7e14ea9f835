import { ZPlanAnalytics } from "@bazin/shared/contracts/plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** GET /api/plans/:id/analytics — planned volume per week and zone, and who the plan reaches. */
export function getPlanAnalytics(id: string, signal?: AbortSignal) {
  return api(`/api/plans/${encodeURIComponent(id)}/analytics`, { schema: ZPlanAnalytics, signal });
}

export const planAnalyticsQuery = (id: string) =>
  queryOptions({
    queryKey: [...plansKey, "analytics", id],
    queryFn: ({ signal }) => getPlanAnalytics(id, signal),
  });

/** A plan's analytics (the swimmers and analytics tabs). */
export function usePlanAnalytics(id: string) {
  return useQuery(planAnalyticsQuery(id));
}
