import type { TRegistrationInput } from "@bazin/shared/contracts/registration";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/**
 * POST /api/registrations — the whole registration at once. The wizard's idempotency key makes a repeated
 * submit answer with the same registration instead of making a second one.
 */
export async function submitRegistration(body: TRegistrationInput) {
  // The contract (zod) is loaded with the first request, not with the wizard (ADR 010).
  const { ZRegistrationResponse } = await import("../lib/response-schemas.ts");
  return api("/api/registrations", { method: "POST", body, schema: ZRegistrationResponse });
}

export function useSubmitRegistration() {
  return useMutation({ mutationFn: submitRegistration });
}
