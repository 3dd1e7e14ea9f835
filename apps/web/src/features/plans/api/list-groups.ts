import { ZSwimmerGroupsResponse } from "@bazin/shared/contracts/swimmers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** GET /api/advanced-swimmers/groups — the groups the caller may use: all for admins, their own for coaches. */
export function listGroups(signal?: AbortSignal) {
  return api("/api/advanced-swimmers/groups", { schema: ZSwimmerGroupsResponse, signal }).then(
    (answer) => answer.items,
  );
}

export const groupsQuery = () =>
  queryOptions({
    queryKey: [...plansKey, "groups"],
    queryFn: ({ signal }) => listGroups(signal),
    staleTime: 60_000,
  });

/** Groups to choose as a plan's participants. */
export function useGroups() {
  return useQuery(groupsQuery());
}
