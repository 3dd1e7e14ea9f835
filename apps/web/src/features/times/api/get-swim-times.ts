import { type TSwimTimeListQuery, ZSwimTimePage } from "@bazin/shared/contracts/times";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { timesKey } from "./query-keys.ts";

/** GET /api/swim-times — one page of the club's times, newest first, filtered. */
export function getSwimTimes(query: TSwimTimeListQuery, signal?: AbortSignal) {
  return api(`/api/swim-times?${filterSearch(query)}`, {
    schema: ZSwimTimePage,
    signal: withTimeout(signal),
  });
}

export const swimTimesQuery = (query: TSwimTimeListQuery) =>
  queryOptions({
    queryKey: [...timesKey, "list", query],
    queryFn: ({ signal }) => getSwimTimes(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useSwimTimes(query: TSwimTimeListQuery) {
  return useQuery(swimTimesQuery(query));
}
