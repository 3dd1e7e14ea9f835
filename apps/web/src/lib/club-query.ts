import type { TClubResponse } from "@bazin/shared/contracts/club";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, pageAnswer } from "./http.ts";

/**
 * GET /api/club as a TanStack query — the club, its instructors and the course slots: what the registration
 * wizard offers and the admin's students filters list. Read like the public pages read it
 * (features/public/api/get-club.ts, ADR 008): the answer's type is not checked with zod at run time, so the
 * wizard's first render needs no zod (ADR 010).
 */
export function getClub(): Promise<TClubResponse> {
  return api<TClubResponse>("/api/club");
}

export const clubQueryOptions = () =>
  queryOptions({
    queryKey: ["club"],
    queryFn: getClub,
    staleTime: 5 * 60_000,
    // On a public page whose HTML holds the answer (the registration form), the first render draws it.
    initialData: () => pageAnswer<TClubResponse>("/api/club"),
  });

export function useClub() {
  return useQuery(clubQueryOptions());
}
