import { ZWorkout } from "@bazin/shared/contracts/workouts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** POST /api/workouts/:id/archive — hides a workout from the library (or brings it back); answers it. */
export function archiveWorkout({ id, archived }: { id: string; archived: boolean }) {
  return api(`/api/workouts/${encodeURIComponent(id)}/archive`, {
    method: "POST",
    body: { archived },
    schema: ZWorkout,
    signal: withTimeout(),
  });
}

/** Archives or unarchives a workout; the library and its preview refresh. */
export function useArchiveWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveWorkout,
    onSuccess: (workout) => {
      queryClient.setQueryData([...workoutsKey, "detail", workout.id], workout);
      return queryClient.invalidateQueries({ queryKey: [...workoutsKey, "list"] });
    },
  });
}
