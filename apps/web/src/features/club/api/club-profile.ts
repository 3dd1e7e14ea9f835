import { type TClubProfile, ZClubProfile } from "@bazin/shared/contracts/club";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { reloadPublicClub } from "./public-club.ts";

export const clubProfileKey = ["admin", "club", "profile"] as const;

/** GET /api/club/profile — the stored profile (never a cached copy), for the editor. */
export function useClubProfile() {
  return useQuery({
    queryKey: clubProfileKey,
    queryFn: ({ signal }) => api("/api/club/profile", { schema: ZClubProfile, signal }),
  });
}

/** PUT /api/club/profile — replaces the profile; the public pages read the club again. */
export function useSaveClubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TClubProfile) =>
      api("/api/club/profile", {
        method: "PUT",
        body: profile,
        schema: ZClubProfile,
        signal: withTimeout(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(clubProfileKey, saved),
    onSettled: () => reloadPublicClub(queryClient),
  });
}
