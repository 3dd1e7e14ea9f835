import { type TUpdateProfileRequest, ZProfile } from "@bazin/shared/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { profileQueryKey } from "./get-profile.ts";

/** PUT /api/users/me — username, email, phone; answers with the updated profile. */
export function updateProfile(body: TUpdateProfileRequest) {
  return api("/api/users/me", { method: "PUT", body, schema: ZProfile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The header shows the signed-in user; a new username must show there too.
      void queryClient.invalidateQueries({ queryKey: ["auth", "me"] });
    },
  });
}
