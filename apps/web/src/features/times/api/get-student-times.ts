import { ZStudentTimes } from "@bazin/shared/contracts/times";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { timesKey } from "./query-keys.ts";

/** GET /api/swim-times/students/:studentId — one swimmer's PBs, every time (newest first) and held records. */
export function getStudentTimes(studentId: string, signal?: AbortSignal) {
  return api(`/api/swim-times/students/${encodeURIComponent(studentId)}`, { schema: ZStudentTimes, signal });
}

export const studentTimesQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...timesKey, "student", studentId],
    queryFn: ({ signal }) => getStudentTimes(studentId, signal),
  });

/** Asks nothing while there is no swimmer (the add form before one is chosen). */
export function useStudentTimes(studentId: string | null) {
  return useQuery({ ...studentTimesQuery(studentId ?? ""), enabled: !!studentId });
}
