import { ApiError, NetworkError } from "./api-error.ts";
import { i18n } from "./i18n.ts";

/**
 * The words to show for a failed call: the server's message (already in the user's language), a connection
 * message when there was no answer, otherwise `fallback`.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return i18n.t("common:errors.connection");
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
