import type { ZCertificateUploadResponse } from "@bazin/shared/contracts/registration";
import type { z } from "zod";
import { uploadWithProgress } from "../../../lib/upload.ts";

export type TCertificateUpload = z.infer<typeof ZCertificateUploadResponse>;

export interface UploadOptions {
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/registration/certificate (multipart field `file`), reporting progress. Rejects with ApiError
 * (413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE…), NetworkError, UploadTimeoutError or an AbortError. The
 * contract (zod) is loaded with the first upload, not with the wizard (ADR 010).
 */
export function uploadCertificate(file: File, options: UploadOptions = {}): Promise<TCertificateUpload> {
  return uploadWithProgress({
    method: "POST",
    path: "/api/registration/certificate",
    form: () => {
      const form = new FormData();
      form.append("file", file, file.name);
      return form;
    },
    schema: async () => (await import("../lib/response-schemas.ts")).ZCertificateUploadResponse,
    ...options,
  });
}
