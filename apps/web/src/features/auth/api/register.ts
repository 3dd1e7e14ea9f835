import { type TRegisterRequest, ZLoginResponse } from "@bazin/shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** POST /api/auth/register — creates the account of an invitation; it does not sign in. */
export function register(body: TRegisterRequest) {
  return api("/api/auth/register", { method: "POST", body, schema: ZLoginResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
