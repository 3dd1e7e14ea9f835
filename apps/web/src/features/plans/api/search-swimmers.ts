import { ZAdvancedSwimmerPage } from "@bazin/shared/contracts/swimmers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { plansKey } from "../../../lib/training-query-keys.ts";

/** The largest page GET /api/advanced-swimmers gives (its contract's `pageSize` maximum). */
export const SWIMMER_SEARCH_SIZE = 100;

/** GET /api/advanced-swimmers?q= — the swimmers the caller may see (a coach: their groups'), by name. */
export function searchSwimmers(q: string, signal?: AbortSignal) {
  const search = filterSearch({ q: q.trim(), sort: "name", pageSize: SWIMMER_SEARCH_SIZE });
  return api(`/api/advanced-swimmers?${search}`, { schema: ZAdvancedSwimmerPage, signal }).then(
    (page) => page.items,
  );
}

export const swimmerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...plansKey, "swimmer-search", q.trim()],
    queryFn: ({ signal }) => searchSwimmers(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Swimmers to choose as a plan's participants. */
export function useSwimmerSearch(q: string) {
  return useQuery(swimmerSearchQuery(q));
}
