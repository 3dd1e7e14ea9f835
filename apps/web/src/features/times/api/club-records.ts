import { type ZClubRecordsQuery, ZClubRecordsResponse } from "@bazin/shared/contracts/times";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";

/** The query as the server reads it: pool and gender always set. */
export type ClubRecordsQuery = z.output<typeof ZClubRecordsQuery>;

/** Under "times", so whatever reloads the times after a change reloads the records too. */
export const clubRecordsKey = ["times", "club-records"] as const;

/** GET /api/club-records: one event's record and history, or every event's record. */
export function fetchClubRecords(query: ClubRecordsQuery, signal?: AbortSignal) {
  return api(`/api/club-records?${filterSearch(query)}`, {
    schema: ZClubRecordsResponse,
    signal: withTimeout(signal),
  });
}

export function clubRecordsQuery(query: ClubRecordsQuery) {
  return queryOptions({
    queryKey: [...clubRecordsKey, query],
    queryFn: ({ signal }) => fetchClubRecords(query, signal),
    // While another pool, gender or age loads, the last answer stays on screen, but only when it has the same
    // shape: a table of all events is no stand-in for one event's record and history.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ClubRecordsQuery | undefined;
      return before && before.event === query.event ? previous : undefined;
    },
  });
}

export function useClubRecords(query: ClubRecordsQuery) {
  return useQuery(clubRecordsQuery(query));
}

/** GET /api/club-records/export.csv: the same query's records as a CSV file (the server names it). */
export function clubRecordsExportPath(query: ClubRecordsQuery): string {
  return `/api/club-records/export.csv?${filterSearch(query)}`;
}

/**
 * GET /api/club-records/export.lef: the records of the query's pool, gender and age group as a Lenex record
 * list, for meet software to show the club's records beside its results (one event or all, the list is whole).
 */
export function clubRecordsLenexPath(query: ClubRecordsQuery): string {
  const { event: _allEvents, ...list } = query;
  return `/api/club-records/export.lef?${filterSearch(list)}`;
}
