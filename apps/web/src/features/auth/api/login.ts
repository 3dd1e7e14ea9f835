import { type TLoginRequest, ZLoginResponse } from "@bazin/shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** POST /api/auth/login. Failures carry attempts/maxAttempts/remaining in `params`. */
export function login(body: TLoginRequest) {
  return api("/api/auth/login", { method: "POST", body, schema: ZLoginResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
