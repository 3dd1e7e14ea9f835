import { ZTimeStudentsResponse } from "@bazin/shared/contracts/times";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { timesKey } from "./query-keys.ts";

/** GET /api/swim-times/students?q= — the swimmers the caller may record times for (a coach: their own). */
export function getTimeStudents(q: string, signal?: AbortSignal) {
  const search = filterSearch({ q: q.trim() || undefined });
  return api(`/api/swim-times/students${search ? `?${search}` : ""}`, {
    schema: ZTimeStudentsResponse,
    signal,
  }).then((answer) => answer.items);
}

export const timeStudentsQuery = (q: string) =>
  queryOptions({
    queryKey: [...timesKey, "students", q.trim()],
    queryFn: ({ signal }) => getTimeStudents(q, signal),
    placeholderData: keepPreviousData,
  });

export function useTimeStudents(q: string) {
  return useQuery(timeStudentsQuery(q));
}
