import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { i18n } from "../../../lib/i18n.ts";
import { UploadTimeoutError } from "../../../lib/upload.ts";

/** A call given up by its timeout (withTimeout in http.ts; http.ts wraps it as a NetworkError). */
function isRequestTimeout(error: unknown): boolean {
  const cause = error instanceof NetworkError ? error.cause : error;
  return cause instanceof DOMException && cause.name === "TimeoutError";
}

/**
 * The words for a failed save, delete or publication change (spec §8): upload and request timeouts, a lost
 * connection, otherwise the failure with its status and the server's reason.
 */
export function announcementFailure(
  error: unknown,
  action: "saveFailed" | "deleteFailed" | "toggleFailed",
): string {
  if (error instanceof UploadTimeoutError) return i18n.t("admin:announcements.errors.uploadTimeout");
  if (isRequestTimeout(error)) return i18n.t("admin:announcements.errors.requestTimeout");
  if (error instanceof NetworkError) return i18n.t("common:errors.connection");
  const status = error instanceof ApiError ? error.status : 0;
  const reason = error instanceof ApiError ? (error.serverMessage ?? "") : "";
  return i18n.t(`admin:announcements.errors.${action}`, { status, reason }).trim();
}
