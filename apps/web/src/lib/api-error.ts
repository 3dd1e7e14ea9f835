import type { TErrorResponse } from "@bazin/shared/contracts/common";

/** An answer from the API with an error status, in the shape `{ code, message, fields?, params? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly params: Record<string, unknown>;
  /** The server's own words, already in the request's language; null when the answer carried none. */
  readonly serverMessage: string | null;

  constructor(status: number, body: Partial<TErrorResponse>) {
    super(body.message ?? `HTTP ${status}`);
    this.serverMessage = typeof body.message === "string" && body.message ? body.message : null;
    this.name = "ApiError";
    this.status = status;
    this.code = body.code ?? "UNKNOWN";
    this.fields = body.fields ?? {};
    this.params = body.params ?? {};
  }
}

/** The request never got an answer (offline, server down, DNS, CORS). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super("Network request failed", { cause });
    this.name = "NetworkError";
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** 401 or 403: the caller is not signed in or may not see this. */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
