import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { i18n } from "../../../lib/i18n.ts";

export type SwimmerAction = "create" | "save" | "delete" | "load";

/** Codes of the API whose words this screen has in its own catalog (SPEC §8 and the swimmers' own). */
const KNOWN_CODES = {
  ADVANCED_SWIMMER_EXISTS: "exists",
  GROUP_NOT_ALLOWED: "groupNotAllowed",
  GROUP_NOT_FOUND: "groupNotFound",
  STUDENT_NOT_FOUND: "studentNotFound",
  SWIMMER_NOT_IN_SCOPE: "notInScope",
  ADVANCED_SWIMMER_NOT_FOUND: "notFound",
  VALIDATION_ERROR: "invalid",
} as const;

function timedOut(error: unknown): boolean {
  const cause = error instanceof NetworkError ? error.cause : error;
  return cause instanceof DOMException && cause.name === "TimeoutError";
}

/**
 * The words for a failed call of the swimmer screens (SPEC §8 "Advanced swimmer create"): connection error,
 * session expired (401), access denied (403), server error with its status (5xx), the API's own codes in this
 * screen's words, else the server's message or "could not <action> (code N)".
 */
export function swimmerFailure(error: unknown, action: SwimmerAction): string {
  const t = i18n.t.bind(i18n);
  if (timedOut(error)) return t("admin:advancedSwimmers.errors.timeout");
  if (error instanceof NetworkError) return t("admin:advancedSwimmers.errors.connection");
  if (!(error instanceof ApiError)) return t(`admin:advancedSwimmers.errors.${action}Failed`, { status: 0 });
  const known = KNOWN_CODES[error.code as keyof typeof KNOWN_CODES];
  if (known) return t(`admin:advancedSwimmers.errors.${known}`);
  if (error.status === 401) return t("admin:advancedSwimmers.errors.sessionExpired");
  if (error.status === 403) return t("admin:advancedSwimmers.errors.accessDenied");
  if (error.status >= 500) return t("admin:advancedSwimmers.errors.serverError", { status: error.status });
  return error.serverMessage ?? t(`admin:advancedSwimmers.errors.${action}Failed`, { status: error.status });
}

/** True when signing in again is the way out (the alert then offers a link to the sign-in page). */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
