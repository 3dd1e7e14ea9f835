import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { advancedSwimmerQueryOptions } from "./get-advanced-swimmer.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** DELETE /api/advanced-swimmers/:id — removes the profile only; the student and their times stay. */
export function deleteAdvancedSwimmer(id: string) {
  return api<void>(`/api/advanced-swimmers/${encodeURIComponent(id)}`, {
    method: "DELETE",
    signal: withTimeout(),
  });
}

export function useDeleteAdvancedSwimmer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvancedSwimmer,
    onSuccess: (_data, id) =>
      Promise.all([
        // Marked stale but not asked again now: the page showing it is about to leave, and would see a 404.
        queryClient.invalidateQueries({
          queryKey: advancedSwimmerQueryOptions(id).queryKey,
          refetchType: "none",
        }),
        queryClient.invalidateQueries({ queryKey: [...advancedSwimmersKey, "list"] }),
        queryClient.invalidateQueries({ queryKey: [...advancedSwimmersKey, "candidates"] }),
      ]),
  });
}
