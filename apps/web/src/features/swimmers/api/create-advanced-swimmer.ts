import { type TAdvancedSwimmerInput, ZCreateAdvancedSwimmerResponse } from "@bazin/shared/contracts/swimmers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { advancedSwimmerQueryOptions } from "./get-advanced-swimmer.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** POST /api/advanced-swimmers — the profile, and the account invitation when the student has no account. */
export function createAdvancedSwimmer(input: TAdvancedSwimmerInput) {
  return api("/api/advanced-swimmers", {
    method: "POST",
    body: input,
    schema: ZCreateAdvancedSwimmerResponse,
    signal: withTimeout(),
  });
}

export function useCreateAdvancedSwimmer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdvancedSwimmer,
    onSuccess: (result) => {
      // The details page opens next: it starts from the answer instead of asking again.
      queryClient.setQueryData(advancedSwimmerQueryOptions(result.swimmer.id).queryKey, result.swimmer);
      return queryClient.invalidateQueries({ queryKey: [...advancedSwimmersKey, "list"] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...advancedSwimmersKey, "candidates"] }),
  });
}
