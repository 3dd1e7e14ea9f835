import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { i18n } from "../../../lib/i18n.ts";
import { UploadTimeoutError } from "../../../lib/upload.ts";

export type ClubFailureKey =
  | "saveFailed"
  | "deleteFailed"
  | "loadFailed"
  | "uploadFailed"
  | "photoRemoveFailed";

function timedOut(error: unknown): boolean {
  const cause = error instanceof NetworkError ? error.cause : error;
  return cause instanceof DOMException && cause.name === "TimeoutError";
}

/**
 * The words for a failed call on the club screen: the timeouts, the server's own reason for a refusal (slot in
 * use, file type, duplicate slot…), otherwise the screen's message for the action.
 */
export function clubFailure(error: unknown, key: ClubFailureKey): string {
  if (error instanceof UploadTimeoutError) return i18n.t("admin:club.errors.uploadTimeout");
  if (timedOut(error)) return i18n.t("admin:club.errors.requestTimeout");
  const fallback = i18n.t(`admin:club.errors.${key}`);
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return describeError(error, fallback);
}
