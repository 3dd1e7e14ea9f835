import { createHmac } from "node:crypto";
import type { ZCertificateUploadResponse } from "@bazin/shared/contracts/registration";
import { MEDICAL_CERTIFICATE_MAX_BYTES } from "@bazin/shared/domain/registration";
import type { MultipartFile } from "@fastify/multipart";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { certificateDecodes } from "./certificate-content.ts";
import { type RegistrationDeps, registrationDeps } from "./deps.ts";
import { deletePendingUpload, insertPendingUpload, pendingUploadBytes } from "./uploads.repository.ts";

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
 * Wizard step 6: stores a medical certificate ahead of the submit. Its size is cut off while it streams, its
 * type is judged by its bytes, whatever its name or declared type says, and it must decode as that type. It
 * is kept under "pending" for a day; the submit takes it, an abandoned one is deleted by the daily job.
 * Unclaimed uploads are capped per client address and in all (config.pendingUploads): past a cap the upload
 * is refused and removed, so anonymous uploads cannot fill the disk.
 */
export async function uploadCertificate(
  ctx: AppContext,
  file: MultipartFile | undefined,
  client: { ip: string },
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
    if (!(await certificateDecodes(deps.storage.pathOf(saved.key), saved.contentType ?? ""))) {
      throw new AppError("UNSUPPORTED_FILE_TYPE", 415);
    }
    const row = await insertPendingUpload(ctx.db, {
      storageKey: saved.key,
      contentType: saved.contentType ?? "application/octet-stream",
      sizeBytes: saved.sizeBytes,
      originalName: cleanFileName(file.filename),
      uploader: uploaderKey(ctx, client.ip),
      expiresAt: new Date(now.getTime() + PENDING_UPLOAD_TTL_MS),
      createdAt: now,
    });
    // Counted after the insert, this one included: two uploads at once both see each other and cannot
    // together pass the cap.
    const held = await pendingUploadBytes(ctx.db, row.uploader!, now);
    const caps = ctx.config.pendingUploads;
    const over =
      held.uploader > caps.perAddressBytes
        ? new AppError("UPLOADS_ADDRESS_FULL", 429, { retryAfterSeconds: PENDING_UPLOAD_TTL_MS / 1000 })
        : held.total > caps.maxBytes
          ? new AppError("UPLOADS_FULL", 503, { retryAfterSeconds: 3600 })
          : null;
    if (over) {
      await deletePendingUpload(ctx.db, row.id);
      throw over;
    }
    return { uploadId: row.id, contentType: row.contentType, sizeBytes: row.sizeBytes };
  } catch (error) {
    await deps.storage.remove(saved.key);
    throw error;
  }
}

/** The uploader as a keyed hash of the client's address: enough to count, nothing to read back. */
function uploaderKey(ctx: AppContext, ip: string): string {
  return createHmac("sha256", ctx.secrets.csrf)
    .update(`pending-upload:${ip}`)
    .digest("base64url")
    .slice(0, 22);
}
