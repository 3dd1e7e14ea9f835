import { type TPlanInput, ZPlan } from "@bazin/shared/contracts/plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { plansKey, workoutsKey } from "../../../lib/training-query-keys.ts";
import { planQuery } from "./get-plan.ts";

/** POST /api/plans (no id) or PUT /api/plans/:id — the whole plan, with its phases, races and placements. */
export function savePlan({ id, body }: { id?: string; body: TPlanInput }) {
  return id
    ? api(`/api/plans/${encodeURIComponent(id)}`, { method: "PUT", body, schema: ZPlan })
    : api("/api/plans", { method: "POST", body, schema: ZPlan });
}

/** Saves a plan; the answer becomes the cached plan, and lists, analytics and the planning centre reload. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(planQuery(plan.id).queryKey, plan);
      void queryClient.invalidateQueries({
        queryKey: plansKey,
        predicate: (query) => query.queryKey[1] !== "one" || query.queryKey[2] !== plan.id,
      });
      // The library's "used in N plans" counts follow the placements.
      void queryClient.invalidateQueries({ queryKey: workoutsKey });
    },
  });
}
