import { type TRegistrationInput, ZRegistrationResponse } from "@bazin/shared/contracts/registration";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/**
 * POST /api/registrations — the whole registration at once. The wizard's idempotency key makes a repeated
 * submit answer with the same registration instead of making a second one.
 */
export function submitRegistration(body: TRegistrationInput) {
  return api("/api/registrations", { method: "POST", body, schema: ZRegistrationResponse });
}

export function useSubmitRegistration() {
  return useMutation({ mutationFn: submitRegistration });
}
