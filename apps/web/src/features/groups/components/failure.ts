import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { i18n } from "../../../lib/i18n.ts";

/** A failed save or delete, with its status and the server's reason (spec §8). */
export function groupFailure(error: unknown, action: "saveFailed" | "deleteFailed"): string {
  if (error instanceof NetworkError) return i18n.t("common:errors.connection");
  const status = error instanceof ApiError ? error.status : 0;
  const reason = error instanceof ApiError ? (error.serverMessage ?? "") : "";
  return i18n.t(`admin:groups.${action}`, { status, reason }).trim();
}
