import type { TAdminAnnouncement } from "@bazin/shared/contracts/content";
import { ANNOUNCEMENT_IMAGE_FIELD, ZAdminAnnouncement } from "@bazin/shared/contracts/content";
import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { CSRF_HEADER, csrfToken, fetchCsrfToken } from "../../../lib/http.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { apiBase } from "../../../lib/platform.ts";

/** An image upload that has not finished after this long is given up, with the upload-timeout message. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The upload did not finish in time (spec §8 "upload timeout"). */
export class UploadTimeoutError extends Error {
  constructor() {
    super("Upload timed out");
    this.name = "UploadTimeoutError";
  }
}

function parseJson(text: string): Record<string, never> {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

function send(
  id: string,
  file: File,
  token: string,
  onProgress: (percent: number) => void,
): Promise<TAdminAnnouncement> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", `${apiBase()}/api/admin/announcements/${id}/image`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLanguage());
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZAdminAnnouncement.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, {}));
      } else {
        reject(new ApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new UploadTimeoutError());
    const form = new FormData();
    form.append(ANNOUNCEMENT_IMAGE_FIELD, file, file.name);
    xhr.send(form);
  });
}

/**
 * PUT /api/admin/announcements/:id/image through XMLHttpRequest, the one browser API that reports upload
 * progress (like the registration certificate). A stale anti-forgery token gets one fresh try.
 */
export async function uploadAnnouncementImage(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TAdminAnnouncement> {
  try {
    return await send(id, file, await csrfToken(), onProgress);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "CSRF_INVALID")) throw error;
    return send(id, file, await fetchCsrfToken(), onProgress);
  }
}
