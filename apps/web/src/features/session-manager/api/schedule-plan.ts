import { type TPlanScheduleRequest, ZPlanScheduleResult } from "@bazin/shared/contracts/sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { sessionsKey } from "../../../lib/training-query-keys.ts";

/** POST /api/plans/:id/schedule — a session for each of the plan's placed workouts in the range. */
export function schedulePlan({ planId, body }: { planId: string; body: TPlanScheduleRequest }) {
  return api(`/api/plans/${encodeURIComponent(planId)}/schedule`, {
    method: "POST",
    body,
    schema: ZPlanScheduleResult,
  });
}

/** Schedules a plan; the week and list views reload. */
export function useSchedulePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
