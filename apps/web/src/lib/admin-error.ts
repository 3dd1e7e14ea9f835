import { ApiError, NetworkError } from "./api-error.ts";
import { describeError } from "./describe-error.ts";
import { i18n } from "./i18n.ts";

export type AdminErrorKey =
  | `admin:students.errors.${"load" | "delete" | "export" | "status" | "invite" | "document"}`
  | `admin:accounts.errors.${"load" | "save" | "invite"}`
  | `admin:pendingInvitations.errors.${"load" | "resend" | "revoke"}`
  | "admin:dashboard.loadError"
  | `admin:consents.${"loadFailed" | "exportFailed"}`
  | "admin:audit.loadFailed"
  | "admin:system.loadFailed"
  | `admin:deletionRequests.${"loadFailed" | "actionFailed"}`;

function timedOut(error: unknown): boolean {
  const cause = error instanceof NetworkError ? error.cause : error;
  return cause instanceof DOMException && cause.name === "TimeoutError";
}

/**
 * The words for a failed admin call: "request timed out", the server's own message for a refusal (not found,
 * self-change…), otherwise the screen's message for that action (load, delete, export, status).
 */
export function adminErrorMessage(error: unknown, fallbackKey: AdminErrorKey): string {
  if (timedOut(error)) return i18n.t("admin:students.errors.timeout");
  if (error instanceof ApiError && error.status >= 500)
    return i18n.t(fallbackKey as "admin:students.errors.load");
  return describeError(error, i18n.t(fallbackKey as "admin:students.errors.load"));
}
