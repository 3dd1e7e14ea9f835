import { ZMySessionList } from "@bazin/shared/contracts/sessions";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { mySessionsKey } from "./query-keys.ts";

/** A range of club days, both ends included ("YYYY-MM-DD"). */
export interface DayRange {
  from: string;
  to: string;
}

/** GET /api/me/sessions?from&to — the signed-in swimmer's sessions in the range (404 NO_SWIMMER_PROFILE). */
export function getMySessions(range: DayRange, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return api(`/api/me/sessions?${query}`, { schema: ZMySessionList, signal });
}

/** The query of the swimmer's sessions in a range, shared by the calendar, the summary and the dashboard. */
export const mySessionsQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...mySessionsKey, range.from, range.to],
    queryFn: ({ signal }) => getMySessions(range, signal),
  });

/** The sessions of the range; the previous range stays on screen while the next one loads (prev/next). */
export function useMySessions(range: DayRange) {
  return useQuery({ ...mySessionsQuery(range), placeholderData: keepPreviousData });
}
