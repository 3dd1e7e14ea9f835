import type { ZCertificateUploadResponse } from "@bazin/shared/contracts/registration";
import type { z } from "zod";
import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { CSRF_HEADER, csrfToken, fetchCsrfToken } from "../../../lib/http.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { apiBase } from "../../../lib/platform.ts";

export type TCertificateUpload = z.infer<typeof ZCertificateUploadResponse>;

export interface UploadOptions {
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): Record<string, never> {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** The contract (zod) is loaded with the first upload, not with the wizard (ADR 010). */
const contract = () => import("../lib/response-schemas.ts");

async function send(file: File, token: string, options: UploadOptions): Promise<TCertificateUpload> {
  const { ZCertificateUploadResponse } = await contract();
  if (options.signal?.aborted) throw new DOMException("Upload aborted", "AbortError");
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open("POST", `${apiBase()}/api/registration/certificate`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLanguage());
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      options.signal?.removeEventListener("abort", abort);
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZCertificateUploadResponse.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, {}));
      } else {
        reject(new ApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    options.signal?.addEventListener("abort", abort, { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/**
 * POST /api/registration/certificate (multipart field `file`) through XMLHttpRequest, the one browser API that
 * reports upload progress. Same headers as `api()`: the anti-forgery token and the interface language; a stale
 * token gets one fresh try. Rejects with ApiError (413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE…),
 * NetworkError, or an AbortError.
 */
export async function uploadCertificate(
  file: File,
  options: UploadOptions = {},
): Promise<TCertificateUpload> {
  try {
    return await send(file, await csrfToken(), options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "CSRF_INVALID")) throw error;
    return send(file, await fetchCsrfToken(), options);
  }
}
