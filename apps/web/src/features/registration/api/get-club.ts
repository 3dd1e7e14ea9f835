import { ZClubResponse } from "@bazin/shared/contracts/club";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** GET /api/club — the club, its instructors and the course slots the wizard offers. */
export function getClub() {
  return api("/api/club", { schema: ZClubResponse });
}

export const clubQueryOptions = () =>
  queryOptions({ queryKey: ["club"], queryFn: getClub, staleTime: 5 * 60_000 });

export function useClub() {
  return useQuery(clubQueryOptions());
}
