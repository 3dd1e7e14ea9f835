import { ZProfile } from "@bazin/shared/contracts/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** GET /api/users/me — the signed-in user's profile (spec §7). */
export function getProfile() {
  return api("/api/users/me", { schema: ZProfile });
}

export const profileQueryKey = ["profile", "me"] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 0 });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
