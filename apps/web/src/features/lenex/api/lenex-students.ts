import { ZTimeStudentsResponse } from "@bazin/shared/contracts/times";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";

/** GET /api/swim-times/students?q= — the students the caller may import times for (a coach: their own). */
export function getLenexStudents(q: string, signal?: AbortSignal) {
  const search = filterSearch({ q: q.trim() || undefined });
  return api(`/api/swim-times/students${search ? `?${search}` : ""}`, {
    schema: ZTimeStudentsResponse,
    signal,
  }).then((answer) => answer.items);
}

export const lenexStudentsQuery = (q: string) =>
  queryOptions({
    queryKey: ["lenex", "students", q.trim()],
    queryFn: ({ signal }) => getLenexStudents(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Asked only once a picker is opened: a meet's review has hundreds of them. */
export function useLenexStudents(q: string, enabled: boolean) {
  return useQuery({ ...lenexStudentsQuery(q), enabled });
}
