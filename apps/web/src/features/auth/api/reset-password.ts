import type { TResetPasswordRequest } from "@bazin/shared/contracts/auth";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** POST /api/auth/reset-password. */
export function resetPassword(body: TResetPasswordRequest) {
  return api("/api/auth/reset-password", { method: "POST", body, schema: ZOkResponse });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
