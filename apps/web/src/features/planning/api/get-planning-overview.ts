import { ZPlanningOverview } from "@bazin/shared/contracts/plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** GET /api/training-hub/overview — the planning centre's statistics, races and recommendations. */
export function getPlanningOverview(signal?: AbortSignal) {
  return api("/api/training-hub/overview", {
    schema: ZPlanningOverview,
    signal: withTimeout(signal),
  });
}

/** Under the plans' key (shared by design, see plans/api/query-keys.ts): saving a plan refreshes the centre. */
export const planningOverviewQuery = () =>
  queryOptions({
    queryKey: [...plansKey, "overview"],
    queryFn: ({ signal }) => getPlanningOverview(signal),
  });

/** The planning centre's data. */
export function usePlanningOverview() {
  return useQuery(planningOverviewQuery());
}
