import { ZStudentTimes } from "@bazin/shared/contracts/times";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { planningKey } from "./keys.ts";

/** GET /api/swim-times/students/:studentId — a swimmer's personal bests (the CSS test's 400 m and 200 m). */
export function getSwimmerTimes(studentId: string, signal?: AbortSignal) {
  return api(`/api/swim-times/students/${encodeURIComponent(studentId)}`, { schema: ZStudentTimes, signal });
}

export const swimmerTimesQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...planningKey, "swimmer-times", studentId],
    queryFn: ({ signal }) => getSwimmerTimes(studentId, signal),
  });

/** Asks nothing while no swimmer is picked (times typed by hand). */
export function useSwimmerTimes(studentId: string | null) {
  return useQuery({ ...swimmerTimesQuery(studentId ?? ""), enabled: !!studentId });
}
