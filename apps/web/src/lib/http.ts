import type { TCsrfResponse } from "@bazin/shared/contracts/common";
import type { ZodType } from "zod";
import { ApiError, NetworkError } from "./api-error.ts";
import { currentLanguage } from "./i18n.ts";
import { nativeSession } from "./native-session.ts";
import { takePageData } from "./page-data.ts";
import { apiBase, isNative } from "./platform.ts";

export const CSRF_HEADER = "X-XSRF-TOKEN";
export const CSRF_COOKIE = "XSRF-TOKEN";
export const SESSION_HEADER = "X-Session-ID";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** Contract schema of the answer; the data is checked against it. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Extra headers (the registrant page's session, issue 16). */
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set<Method>(["GET"]);

/** How long one API call may take before it is given up, with the request-timeout message (spec §8). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A signal that aborts when `signal` does (a query cancelled) or after `ms` (a TimeoutError). Built by hand
 * where AbortSignal.any (Safari before 17.4, older WebViews) or AbortSignal.timeout is missing: a phone at
 * the poolside is often not the newest.
 */
export function withTimeout(signal?: AbortSignal, ms = REQUEST_TIMEOUT_MS): AbortSignal {
  if (typeof AbortSignal.timeout === "function" && (!signal || typeof AbortSignal.any === "function")) {
    const timeout = AbortSignal.timeout(ms);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The request timed out.", "TimeoutError")),
    ms,
  );
  controller.signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

let pendingCsrf: Promise<string> | null = null;

/**
 * Asks the server for an anti-forgery token. In a browser this also sets the XSRF-TOKEN cookie; in the native
 * shell the token is kept by `captureNativeCredentials`. Concurrent callers share one request.
 */
export function fetchCsrfToken(): Promise<string> {
  // Checked by hand rather than with the contract's zod schema: this module is in the public pages' first
  // load, and zod is not (ADR 006).
  pendingCsrf ??= request<Partial<TCsrfResponse> | null>("/api/csrf", {}, false)
    .then((answer) => {
      if (typeof answer?.token !== "string") throw new Error("GET /api/csrf answered without a token");
      return answer.token;
    })
    .finally(() => {
      pendingCsrf = null;
    });
  return pendingCsrf;
}

/** The token to send with a state-changing call: the cookie (browser) or the stored one (native). */
export async function csrfToken(): Promise<string> {
  const known = isNative() ? nativeSession.token() : readCookie(CSRF_COOKIE);
  return known ?? fetchCsrfToken();
}

function captureNativeCredentials(path: string, response: Response, data: unknown): void {
  if (!response.ok) return;
  if (path.includes("/csrf") && data && typeof data === "object" && "token" in data) {
    const token = (data as { token: unknown }).token;
    if (typeof token === "string") nativeSession.setToken(token);
  }
  if (path.includes("/login")) {
    const sessionId = response.headers.get(SESSION_HEADER);
    if (sessionId) nativeSession.setSessionId(sessionId);
  }
  if (path.includes("/logout")) nativeSession.setSessionId(null);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The answer this page's HTML holds for a GET of `path` (takePageData), taken now: a query's or resource's first
 * data, so that its first render draws the list instead of a placeholder that a second pass then replaces.
 */
export function pageAnswer<T>(path: string): T | undefined {
  return takePageData(path, currentLanguage()) as T | undefined;
}

async function request<T>(path: string, options: RequestOptions<T>, retryCsrf: boolean): Promise<T> {
  const method = options.method ?? "GET";
  if (method === "GET") {
    const given = pageAnswer<unknown>(path);
    if (given !== undefined) return options.schema ? options.schema.parse(given) : (given as T);
  }
  const native = isNative();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...options.headers,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (!SAFE_METHODS.has(method)) headers[CSRF_HEADER] = await csrfToken();
  if (native) {
    const sessionId = nativeSession.sessionId();
    if (sessionId) headers[SESSION_HEADER] = sessionId;
  }

  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: native ? "omit" : "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }

  const data = await readJson(response);
  if (native) captureNativeCredentials(path, response, data);
  if (!response.ok) {
    const error = new ApiError(response.status, (data ?? {}) as Record<string, never>);
    // A stale token (cookie cleared, token rotated) gets one fresh try before the error reaches the user.
    if (error.code === "CSRF_INVALID" && retryCsrf) {
      if (native) nativeSession.setToken(null);
      await fetchCsrfToken();
      return request(path, options, false);
    }
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/**
 * Calls the API: sends the interface language, the anti-forgery header on state-changing calls and, in the
 * native shell, the stored session id. Throws `ApiError` for error answers and `NetworkError` when there is none.
 */
export function api<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return request(path, options, true);
}
