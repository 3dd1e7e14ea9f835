import { ZSwimmerGroupsResponse } from "@bazin/shared/contracts/swimmers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** GET /api/advanced-swimmers/groups — the groups the caller may use: all for admins, their own for coaches. */
export function listSwimmerGroups(signal?: AbortSignal) {
  return api("/api/advanced-swimmers/groups", { schema: ZSwimmerGroupsResponse, signal }).then(
    (r) => r.items,
  );
}

export const swimmerGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [...advancedSwimmersKey, "groups"],
    queryFn: ({ signal }) => listSwimmerGroups(signal),
    staleTime: 60_000,
  });

export function useSwimmerGroups() {
  return useQuery(swimmerGroupsQueryOptions());
}
