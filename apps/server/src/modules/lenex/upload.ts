import { LENEX_FILE_FIELD, LENEX_MAX_UPLOAD_BYTES } from "@bazin/shared/contracts/lenex";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";

export interface LenexUpload {
  bytes: Buffer;
  /** The text fields sent with it (JSON fields as their text). */
  fields: Record<string, string>;
}

const tooLarge = () => new AppError("FILE_TOO_LARGE", 413, { maxMb: LENEX_MAX_UPLOAD_BYTES / 1048576 });

/**
 * Reads a Lenex upload (multipart: the file under `file`, text fields in any order) into memory: a Lenex
 * file is parsed whole anyway. The size is cut off while it streams (one byte past the limit is enough to
 * know); what the bytes are is judged later by their content, never by the name or the declared type.
 */
export async function readLenexUpload(request: FastifyRequest): Promise<LenexUpload> {
  if (!request.isMultipart()) throw new AppError("FILE_REQUIRED", 400);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: LENEX_MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 2 * 1048576 },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
        continue;
      }
      if (part.fieldname !== LENEX_FILE_FIELD || bytes) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Read to the end even past the limit (busboy stops at limit + 1): leaving early would stall the parts.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= LENEX_MAX_UPLOAD_BYTES) chunks.push(chunk);
      }
      if (size > LENEX_MAX_UPLOAD_BYTES || part.file.truncated) throw tooLarge();
      bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new AppError("FILE_REQUIRED", 400);
  return { bytes, fields };
}
