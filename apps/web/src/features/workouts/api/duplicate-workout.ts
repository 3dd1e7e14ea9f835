import { ZWorkout } from "@bazin/shared/contracts/workouts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { workoutsKey } from "../../../lib/training-query-keys.ts";

/** POST /api/workouts/:id/duplicate — a copy named "<name> (copie)", "(copie 2)"…; answers the copy (201). */
export function duplicateWorkout(id: string) {
  return api(`/api/workouts/${encodeURIComponent(id)}/duplicate`, {
    method: "POST",
    schema: ZWorkout,
    signal: withTimeout(),
  });
}

/** Duplicates a workout; the library shows the copy at once. */
export function useDuplicateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateWorkout,
    onSuccess: (copy) => {
      queryClient.setQueryData([...workoutsKey, "detail", copy.id], copy);
      return queryClient.invalidateQueries({ queryKey: [...workoutsKey, "list"] });
    },
  });
}
