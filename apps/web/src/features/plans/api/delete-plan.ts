import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { plansKey, workoutsKey } from "../../../lib/training-query-keys.ts";

/** DELETE /api/plans/:id — only a draft may be deleted (the server refuses others with PLAN_NOT_DRAFT). */
export function deletePlan(id: string) {
  return api<unknown>(`/api/plans/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Deletes a draft plan; every plans query reloads. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...plansKey, "one", id] });
      void queryClient.invalidateQueries({ queryKey: plansKey });
      void queryClient.invalidateQueries({ queryKey: workoutsKey });
    },
  });
}
