import type { ZodType } from "zod";
import { ApiError, NetworkError } from "./api-error.ts";
import { CSRF_HEADER, csrfToken, fetchCsrfToken, SESSION_HEADER } from "./http.ts";
import { currentLanguage } from "./i18n.ts";
import { nativeSession } from "./native-session.ts";
import { apiBase, isNative } from "./platform.ts";

/** An upload that has not finished after this long is given up (spec §8 "upload timeout"). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The upload did not finish in time. */
export class UploadTimeoutError extends Error {
  constructor() {
    super("Upload timed out");
    this.name = "UploadTimeoutError";
  }
}

export interface UploadOptions<T> {
  method: "POST" | "PUT";
  path: string;
  /** Builds the body for each try (a FormData cannot be sent twice by every browser). */
  form: () => FormData;
  /** The answer's contract, or a loader of it for screens that keep zod out of their first render (ADR 010). */
  schema: ZodType<T> | (() => Promise<ZodType<T>>);
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a DOMException named AbortError. */
  signal?: AbortSignal;
  /** Defaults to UPLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
}

function parseJson(text: string): Record<string, never> {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

const aborted = () => new DOMException("Upload aborted", "AbortError");

async function send<T>(options: UploadOptions<T>, token: string): Promise<T> {
  const schema = typeof options.schema === "function" ? await options.schema() : options.schema;
  const { signal } = options;
  if (signal?.aborted) throw aborted();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(options.method, `${apiBase()}${options.path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLanguage());
    xhr.setRequestHeader(CSRF_HEADER, token);
    const sessionId = isNative() ? nativeSession.sessionId() : null;
    if (sessionId) xhr.setRequestHeader(SESSION_HEADER, sessionId);
    xhr.withCredentials = !isNative();
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      signal?.removeEventListener("abort", abort);
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, {}));
      } else {
        reject(new ApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new UploadTimeoutError());
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener("abort", abort, { once: true });
    xhr.send(options.form());
  });
}

/**
 * Sends a multipart upload through XMLHttpRequest, the one browser API that reports upload progress, with the
 * same headers as `api()`; a stale anti-forgery token gets one fresh try.
 */
export async function uploadWithProgress<T>(options: UploadOptions<T>): Promise<T> {
  try {
    return await send(options, await csrfToken());
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "CSRF_INVALID")) throw error;
    return send(options, await fetchCsrfToken());
  }
}
