import { ZLoginAttempts } from "@bazin/shared/contracts/auth";
import { ApiError, NetworkError } from "../../../lib/api-error.ts";

/** Every way signing in can fail (spec §8 "Login"). */
export type LoginProblemKind =
  | "initFailed"
  | "fillAllFields"
  | "invalidData"
  | "waitInit"
  | "tooManyAttempts"
  | "locked"
  | "csrf"
  | "unknownRole"
  | "userInfoFailed"
  | "invalidCredentials"
  | "connection"
  | "generic";

export interface LoginProblem {
  kind: LoginProblemKind;
  /** The server's message, already in the user's language. */
  message?: string;
  attempts?: number;
  maxAttempts?: number;
  remaining?: number;
  minutes?: number;
}

function numberParam(params: Record<string, unknown>, name: string): number | undefined {
  const value = params[name];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Turns a failed login call into what the screen should say. */
export function loginProblemFrom(error: unknown): LoginProblem {
  if (error instanceof NetworkError) return { kind: "connection" };
  if (!(error instanceof ApiError)) return { kind: "generic" };
  const base = { message: error.serverMessage ?? undefined };
  const attempts = ZLoginAttempts.partial().safeParse(error.params);
  const counts = attempts.success ? attempts.data : {};
  const retryAfter = counts.retryAfterSeconds;
  const minutes =
    numberParam(error.params, "minutes") ??
    (retryAfter !== undefined ? Math.ceil(retryAfter / 60) : undefined);
  switch (error.code) {
    case "INVALID_CREDENTIALS":
      return {
        kind: "invalidCredentials",
        ...base,
        attempts: counts.attempts,
        maxAttempts: counts.maxAttempts,
        remaining: counts.remaining,
      };
    case "ACCOUNT_LOCKED":
      return {
        kind: "locked",
        ...base,
        attempts: counts.attempts,
        maxAttempts: counts.maxAttempts,
        remaining: 0,
        minutes,
      };
    case "TOO_MANY_ATTEMPTS":
    case "RATE_LIMITED":
      return { kind: "tooManyAttempts", ...base, minutes };
    case "CSRF_INVALID":
      return { kind: "csrf", ...base };
    case "UNKNOWN_ROLE":
      return { kind: "unknownRole", ...base };
    case "VALIDATION_ERROR":
      return { kind: "invalidData", ...base };
    default:
      return { kind: "generic", ...base };
  }
}
