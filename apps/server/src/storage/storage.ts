import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import { AppError } from "../lib/app-error.ts";

/**
 * Files users upload and files the server makes (PDFs, thumbnails), kept under `<dataDir>/uploads`, outside
 * the web root, under random names. They are served only by routes that check who asks. The interface is
 * small so an S3-compatible store can replace it later.
 */
export interface Storage {
  /** Streams into a new file, cut off past `maxBytes`; checks the type by content when `allowedTypes` is set. */
  save(
    source: Readable | Buffer,
    opts: { area: string; maxBytes: number; allowedTypes?: readonly string[] },
  ): Promise<StoredFile>;
  read(key: string): Readable;
  /** Copies a stored file into another area under a new random name; the original stays. */
  copy(key: string, area: string): Promise<string>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Absolute path, for libraries that want one (mail attachments). */
  pathOf(key: string): string;
}

export interface StoredFile {
  key: string;
  contentType: string | null;
  sizeBytes: number;
}

export function createStorage(dataDir: string): Storage {
  const root = resolve(dataDir, "uploads");

  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys are ours, but a key read back from anywhere must never reach outside the folder.
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the uploads folder: ${key}`);
    return path;
  };

  const newKey = (area: string) =>
    join(area, String(new Date().getUTCFullYear()), randomBytes(16).toString("hex"));

  return {
    pathOf,

    async save(source, { area, maxBytes, allowedTypes }) {
      const key = newKey(area);
      const finalPath = pathOf(key);
      const tempPath = `${finalPath}.part`;
      await mkdir(dirname(finalPath), { recursive: true });
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes)
            done(new AppError("FILE_TOO_LARGE", 413, { maxMb: Math.round(maxBytes / 1048576) }));
          else done(null, chunk);
        },
      });
      try {
        const input = Buffer.isBuffer(source) ? bufferStream(source) : source;
        await pipeline(input, limit, createWriteStream(tempPath));
        // Multipart streams mark a cut-off file instead of failing: treat it as too large as well.
        if ((source as Readable & { truncated?: boolean }).truncated) {
          throw new AppError("FILE_TOO_LARGE", 413, { maxMb: Math.round(maxBytes / 1048576) });
        }
        const type = (await fileTypeFromFile(tempPath))?.mime ?? null;
        if (allowedTypes && (!type || !allowedTypes.includes(type))) {
          throw new AppError("UNSUPPORTED_FILE_TYPE", 415);
        }
        await rename(tempPath, finalPath);
        return { key, contentType: type, sizeBytes: size };
      } catch (error) {
        await rm(tempPath, { force: true });
        if (!Buffer.isBuffer(source)) source.resume();
        throw error;
      }
    },

    read(key) {
      return createReadStream(pathOf(key));
    },

    async copy(key, area) {
      const target = newKey(area);
      const targetPath = pathOf(target);
      await mkdir(dirname(targetPath), { recursive: true });
      // Through a temporary name, so a half-copied file never sits under a real key.
      try {
        await copyFile(pathOf(key), `${targetPath}.part`);
        await rename(`${targetPath}.part`, targetPath);
      } catch (error) {
        await rm(`${targetPath}.part`, { force: true });
        throw error;
      }
      return target;
    },

    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function bufferStream(buffer: Buffer): Readable {
  return (async function* () {
    yield buffer;
  })() as unknown as Readable;
}
