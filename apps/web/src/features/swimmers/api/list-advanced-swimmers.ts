import { type TAdvancedSwimmerListQuery, ZAdvancedSwimmerPage } from "@bazin/shared/contracts/swimmers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { advancedSwimmersKey } from "./keys.ts";

/** GET /api/advanced-swimmers — one page of the filtered, sorted list (a coach gets their groups' swimmers). */
export function listAdvancedSwimmers(query: TAdvancedSwimmerListQuery, signal?: AbortSignal) {
  return api(`/api/advanced-swimmers?${filterSearch(query)}`, {
    schema: ZAdvancedSwimmerPage,
    signal: withTimeout(signal),
  });
}

export const advancedSwimmersQueryOptions = (query: TAdvancedSwimmerListQuery) =>
  queryOptions({
    queryKey: [...advancedSwimmersKey, "list", query],
    queryFn: ({ signal }) => listAdvancedSwimmers(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useAdvancedSwimmers(query: TAdvancedSwimmerListQuery) {
  return useQuery(advancedSwimmersQueryOptions(query));
}
