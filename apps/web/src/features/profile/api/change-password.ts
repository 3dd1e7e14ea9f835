import type { TChangePasswordRequest } from "@bazin/shared/contracts/profile";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** POST /api/users/me/change-password — the answer's body is not used (spec §7). */
export function changePassword(body: TChangePasswordRequest) {
  return api<unknown>("/api/users/me/change-password", { method: "POST", body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
