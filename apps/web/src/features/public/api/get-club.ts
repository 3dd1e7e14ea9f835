import type { TClubResponse } from "@bazin/shared/contracts/club";
import { api, pageAnswer } from "../../../lib/http.ts";
import { createResource } from "../../../lib/public-resource.ts";

/**
 * GET /api/club — profile, active instructors and the schedule, for the home, contact and footer. The answer
 * is not checked with the contract's zod schema here: zod would add ~30 KB to the home page's first load
 * (ADR 008); the server's response schema already shapes it.
 */
export function getClub(): Promise<TClubResponse> {
  return api<TClubResponse>("/api/club");
}

const club = createResource<"club", TClubResponse>(() => getClub(), {
  staleMs: 5 * 60_000,
  initial: () => pageAnswer<TClubResponse>("/api/club"),
});

/** The club data with loading / error / retry; one request serves every component that asks. */
export function useClub() {
  return club.use("club");
}

export const prefetchClub = () => club.prefetch("club");
export const clearClubCache = () => club.clear();
