import type { TForgotPasswordRequest } from "@bazin/shared/contracts/auth";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** POST /api/auth/forgot-password — the same answer whether or not the address has an account. */
export function forgotPassword(body: TForgotPasswordRequest) {
  return api("/api/auth/forgot-password", { method: "POST", body, schema: ZOkResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
