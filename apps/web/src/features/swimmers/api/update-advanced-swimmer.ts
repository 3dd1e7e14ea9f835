import { type TAdvancedSwimmerUpdate, ZAdvancedSwimmerDetail } from "@bazin/shared/contracts/swimmers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { advancedSwimmerQueryOptions } from "./get-advanced-swimmer.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** PUT /api/advanced-swimmers/:id — group, gender, heart rate and (optionally) the coach's own zones. */
export function updateAdvancedSwimmer(id: string, input: TAdvancedSwimmerUpdate) {
  return api(`/api/advanced-swimmers/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    schema: ZAdvancedSwimmerDetail,
    signal: withTimeout(),
  });
}

export function useUpdateAdvancedSwimmer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdvancedSwimmerUpdate) => updateAdvancedSwimmer(id, input),
    onSuccess: (swimmer) => {
      queryClient.setQueryData(advancedSwimmerQueryOptions(id).queryKey, swimmer);
      return queryClient.invalidateQueries({ queryKey: [...advancedSwimmersKey, "list"] });
    },
  });
}
