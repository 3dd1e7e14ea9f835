import { type TSwimTimeListQuery, ZSwimTimePage } from "@bazin/shared/contracts/times";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { REQUEST_TIMEOUT_MS } from "../../../lib/admin-error.ts";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { timesKey } from "./query-keys.ts";

/** GET /api/swim-times — one page of the club's times, newest first, filtered. */
export function getSwimTimes(query: TSwimTimeListQuery, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return api(`/api/swim-times?${filterSearch(query)}`, {
    schema: ZSwimTimePage,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
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
