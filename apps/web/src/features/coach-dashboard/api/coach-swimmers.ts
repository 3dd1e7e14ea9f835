import { ZCoachSwimmerList } from "@bazin/shared/contracts/coach";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { sessionsKey } from "../../../lib/training-query-keys.ts";

/**
 * GET /api/coach/swimmers — the coach's swimmers with attendance, last session and latest PB. Under the
 * sessions key: taking attendance in the calendar (which invalidates every session query) refreshes the rates.
 */
export const coachSwimmersQuery = () =>
  queryOptions({
    queryKey: [...sessionsKey, "coach-swimmers"],
    queryFn: ({ signal }) => api("/api/coach/swimmers", { schema: ZCoachSwimmerList, signal }),
  });

export function useCoachSwimmers() {
  return useQuery(coachSwimmersQuery());
}
