import { ZAdvancedSwimmerDetail } from "@bazin/shared/contracts/swimmers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** GET /api/advanced-swimmers/:id — profile, zones in force, personal bests and recent times. */
export function getAdvancedSwimmer(id: string, signal?: AbortSignal) {
  return api(`/api/advanced-swimmers/${encodeURIComponent(id)}`, {
    schema: ZAdvancedSwimmerDetail,
    signal: withTimeout(signal),
  });
}

export const advancedSwimmerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...advancedSwimmersKey, "detail", id],
    queryFn: ({ signal }) => getAdvancedSwimmer(id, signal),
  });

export function useAdvancedSwimmer(id: string) {
  return useQuery(advancedSwimmerQueryOptions(id));
}
