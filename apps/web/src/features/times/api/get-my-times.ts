import { ZStudentTimes } from "@bazin/shared/contracts/times";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-error.ts";
import { api } from "../../../lib/http.ts";
import { timesKey } from "./query-keys.ts";

/** GET /api/me/times — the signed-in swimmer's own times page (404 NO_SWIMMER_PROFILE: account not linked). */
export function getMyTimes(signal?: AbortSignal) {
  return api("/api/me/times", { schema: ZStudentTimes, signal });
}

/**
 * The query options of the swimmer's own times, shared by /swimmer/times and the swimmer's dashboard:
 * `useQuery(myTimesQuery)`. Check `isNoSwimmerProfile(query.error)` to tell "not linked yet" from a failure.
 */
export const myTimesQuery = queryOptions({
  queryKey: [...timesKey, "me"],
  queryFn: ({ signal }) => getMyTimes(signal),
});

/** The account is not linked to a student yet: a state to explain, not an error. */
export function isNoSwimmerProfile(error: unknown): boolean {
  return isApiError(error, "NO_SWIMMER_PROFILE");
}

export function useMyTimes() {
  return useQuery(myTimesQuery);
}
