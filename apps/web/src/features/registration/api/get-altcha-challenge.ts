import type { Challenge } from "altcha/lib";
import { api } from "../../../lib/http.ts";

/** GET /api/registration/altcha — a fresh proof-of-work challenge (ALTCHA v2) for the submit. */
export function getAltchaChallenge(signal?: AbortSignal) {
  return api<Challenge>("/api/registration/altcha", { signal });
}
