import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";

/**
 * The words for a failed call: the server's own reason for a refusal (already translated), the connection
 * message when there was no answer, and the screen's `fallback` for a server failure (never its internals).
 */
export function gdprFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return describeError(error, fallback);
}
