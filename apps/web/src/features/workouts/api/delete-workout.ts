import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** DELETE /api/workouts/:id (204); refused with 409 WORKOUT_IN_USE while a plan or session uses it. */
export function deleteWorkout(id: string) {
  return api<void>(`/api/workouts/${encodeURIComponent(id)}`, {
    method: "DELETE",
    signal: withTimeout(),
  });
}

/** Deletes a workout for good; the library and the authors refresh. */
export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkout,
    onSuccess: (_data, id) =>
      Promise.all([
        // Marked stale but not asked again now: a page showing it is about to leave, and would see a 404.
        queryClient.invalidateQueries({ queryKey: [...workoutsKey, "detail", id], refetchType: "none" }),
        queryClient.invalidateQueries({ queryKey: [...workoutsKey, "list"] }),
        queryClient.invalidateQueries({ queryKey: [...workoutsKey, "authors"] }),
      ]),
  });
}
