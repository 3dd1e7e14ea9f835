import { ZSwimmerCandidatesResponse } from "@bazin/shared/contracts/swimmers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** GET /api/advanced-swimmers/candidates?q= — students without a profile yet, found by name. */
export function listSwimmerCandidates(q: string, signal?: AbortSignal) {
  return api(`/api/advanced-swimmers/candidates?${filterSearch({ q: q.trim() })}`, {
    schema: ZSwimmerCandidatesResponse,
    signal,
  }).then((r) => r.items);
}

export const swimmerCandidatesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...advancedSwimmersKey, "candidates", q.trim()],
    queryFn: ({ signal }) => listSwimmerCandidates(q, signal),
    placeholderData: keepPreviousData,
  });

export function useSwimmerCandidates(q: string) {
  return useQuery(swimmerCandidatesQueryOptions(q));
}
