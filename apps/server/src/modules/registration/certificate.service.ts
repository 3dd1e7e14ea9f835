import type { ZCertificateUploadResponse } from "@bazin/shared/contracts/registration";
import { MEDICAL_CERTIFICATE_MAX_BYTES } from "@bazin/shared/domain/registration";
import type { MultipartFile } from "@fastify/multipart";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { type RegistrationDeps, registrationDeps } from "./deps.ts";
import { insertPendingUpload } from "./uploads.repository.ts";

/** The types a medical certificate may have, judged by content (image/jpg is only ever a declared alias). */
export const CERTIFICATE_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
/** An uploaded certificate waits this long for the submit that uses it. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** Control characters and path separators have no place in a file name we keep only for display. */
function cleanFileName(name: string | undefined): string | null {
  const cleaned = (name ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
    .replace(/[\u0000-\u001f\u007f/\\]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || null;
}

/**
 * Wizard step 6: stores a medical certificate ahead of the submit. Its size is cut off while it streams and
 * its type is judged by its bytes, whatever its name or declared type says. It is kept under "pending" for a
 * day; the submit takes it, an abandoned one is deleted by the daily job.
 */
export async function uploadCertificate(
  ctx: AppContext,
  file: MultipartFile | undefined,
  deps: RegistrationDeps = registrationDeps(ctx),
): Promise<z.infer<typeof ZCertificateUploadResponse>> {
  if (file?.fieldname !== "file") {
    file?.file.resume();
    throw new AppError("VALIDATION_ERROR", 400, {}, { file: "certificateRequired" });
  }
  let saved: Awaited<ReturnType<RegistrationDeps["storage"]["save"]>>;
  try {
    saved = await deps.storage.save(file.file, {
      area: "pending",
      maxBytes: MEDICAL_CERTIFICATE_MAX_BYTES,
      allowedTypes: CERTIFICATE_CONTENT_TYPES,
    });
  } catch (error) {
    // The multipart parser may notice the size first; it is the same failure.
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("FILE_TOO_LARGE", 413, {
        maxMb: Math.round(MEDICAL_CERTIFICATE_MAX_BYTES / 1048576),
      });
    }
    throw error;
  }
  const now = ctx.clock.now();
  try {
    const row = await insertPendingUpload(ctx.db, {
      storageKey: saved.key,
      contentType: saved.contentType ?? "application/octet-stream",
      sizeBytes: saved.sizeBytes,
      originalName: cleanFileName(file.filename),
      expiresAt: new Date(now.getTime() + PENDING_UPLOAD_TTL_MS),
      createdAt: now,
    });
    return { uploadId: row.id, contentType: row.contentType, sizeBytes: row.sizeBytes };
  } catch (error) {
    await deps.storage.remove(saved.key);
    throw error;
  }
}
