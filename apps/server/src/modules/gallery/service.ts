import type { Readable } from "node:stream";
import {
  GALLERY_IMAGE_TYPES,
  type TGalleryListQuery,
  type TGalleryListResponse,
  type TGalleryPhoto,
  type TUpdateGalleryPhotoRequest,
  ZGalleryUploadFields,
} from "@bazin/shared/contracts/content";
import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";
import { INVALID_CHARACTER_MESSAGE, invalidCharacterPath } from "@bazin/shared/domain/text";
import type { Multipart } from "@fastify/multipart";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { hasTranslation } from "../../lib/i18n.ts";
import { createStorage, type Storage, type StoredFile } from "../../storage/storage.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { type RenderOptions, renderPhoto } from "./images.ts";
import { toGalleryPhoto } from "./presenter.ts";
import {
  deletePhoto,
  findPhoto,
  type GalleryPhotoRow,
  insertPhotos,
  listPhotos,
  type NewGalleryPhoto,
  photoFileKeys,
  updatePhoto,
} from "./repository.ts";

/** The multipart field that carries the image. */
export const GALLERY_FILE_FIELD = "image";

export function galleryStorage(ctx: Pick<AppContext, "config">): Storage {
  return createStorage(ctx.config.dataDir);
}

/** A page of the public gallery, newest first, and the cursor of the next page (null on the last one). */
export async function listGallery(ctx: AppContext, query: TGalleryListQuery): Promise<TGalleryListResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  // One more than asked tells whether another page exists.
  const rows = await listPhotos(ctx.db, { category: query.category, after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toGalleryPhoto(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.position) : null,
  };
}

/** The file part of a photo row: the stored original and what was generated from it. */
export type PhotoFiles = Pick<
  NewGalleryPhoto,
  "originalKey" | "width" | "height" | "variants" | "placeholder"
>;

/**
 * Generates the variants and placeholder of an image that is already stored (an upload, or an image the demo
 * seed made). If that fails, the original is removed too: nothing is left behind.
 */
export async function renderStoredPhoto(
  storage: Storage,
  original: StoredFile,
  options?: RenderOptions,
): Promise<PhotoFiles> {
  try {
    const rendered = await renderPhoto(storage, storage.pathOf(original.key), options);
    return { originalKey: original.key, ...rendered };
  } catch (error) {
    await storage.remove(original.key);
    throw error;
  }
}

/** Inserts photo rows for rendered files; if the insert fails, every one of those files is removed. */
export async function insertRenderedPhotos(
  db: Db,
  storage: Storage,
  photos: (PhotoFiles &
    Pick<NewGalleryPhoto, "category" | "caption" | "uploadedBy" | "createdAt" | "takenOn">)[],
): Promise<GalleryPhotoRow[]> {
  try {
    return await insertPhotos(db, photos);
  } catch (error) {
    await Promise.all(photos.flatMap(photoFileKeys).map((key) => storage.remove(key)));
    throw error;
  }
}

/** Saves the uploaded file, checked by its content and cut off past the size limit. */
async function saveUpload(storage: Storage, file: Readable): Promise<StoredFile> {
  try {
    return await storage.save(file, {
      area: "gallery",
      maxBytes: IMAGE_MAX_BYTES,
      allowedTypes: GALLERY_IMAGE_TYPES,
    });
  } catch (error) {
    // The multipart parser may notice the size limit before our own counter does.
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("FILE_TOO_LARGE", 413, { maxMb: Math.round(IMAGE_MAX_BYTES / 1048576) });
    }
    throw error;
  }
}

/**
 * An admin's upload (multipart/form-data: the `image` file and the fields of ZGalleryUploadFields, in any
 * order). The image is accepted by content (JPEG, PNG or WebP, at most 5 MB), then made into WebP variants.
 */
export async function uploadPhoto(
  ctx: AppContext,
  uploaderId: string,
  parts: AsyncIterable<Multipart>,
): Promise<TGalleryPhoto> {
  const storage = galleryStorage(ctx);
  const fields: Record<string, string> = {};
  let original: StoredFile | null = null;
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== GALLERY_FILE_FIELD || original) {
          part.file.resume();
          continue;
        }
        original = await saveUpload(storage, part.file);
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
    if (!original) throw new AppError("VALIDATION_ERROR", 400, {}, { [GALLERY_FILE_FIELD]: "fieldRequired" });
    // The form's text fields come from the stream, after the guard that checks JSON bodies: same rule here.
    const invalidField = invalidCharacterPath(fields);
    if (invalidField)
      throw new AppError("VALIDATION_ERROR", 400, {}, { [invalidField]: INVALID_CHARACTER_MESSAGE });
    const parsed = ZGalleryUploadFields.safeParse(fields);
    if (!parsed.success) {
      // Contract messages are `validation` keys; anything else (a missing field) is "invalid", as for JSON.
      const problems = Object.fromEntries(
        parsed.error.issues.map((i) => [
          i.path.join("."),
          hasTranslation("ro", `validation:${i.message}`) ? i.message : "invalid",
        ]),
      );
      throw new AppError("VALIDATION_ERROR", 400, {}, problems);
    }
    const { category, captionRo, captionEn } = parsed.data;
    const files = await renderStoredPhoto(storage, original);
    const [row] = await insertRenderedPhotos(ctx.db, storage, [
      {
        ...files,
        category,
        caption: { ro: captionRo, en: captionEn },
        uploadedBy: uploaderId,
        createdAt: ctx.clock.now(),
      },
    ]);
    return toGalleryPhoto(row!);
  } catch (error) {
    // Whatever failed removed what it wrote; the original may still be there (bad fields): removing is harmless.
    if (original) await storage.remove(original.key);
    throw error;
  }
}

/** Changes a photo's caption and/or category. */
export async function editPhoto(
  ctx: AppContext,
  id: string,
  changes: TUpdateGalleryPhotoRequest,
): Promise<TGalleryPhoto> {
  const row = await updatePhoto(ctx.db, id, changes);
  if (!row) throw new AppError("NOT_FOUND", 404);
  return toGalleryPhoto(row);
}

/** Deletes a photo: the row first (so nothing points to missing files), then every file it had. */
export async function removePhoto(ctx: AppContext, id: string): Promise<void> {
  const row = await deletePhoto(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", 404);
  const storage = galleryStorage(ctx);
  await Promise.all(photoFileKeys(row).map((key) => storage.remove(key)));
}

/** One generated WebP size of a photo, for the public file route; 404 for a width that was not generated. */
export async function openVariant(
  ctx: AppContext,
  photoId: string,
  width: number,
): Promise<{ stream: Readable; size: number | null }> {
  const row = await findPhoto(ctx.db, photoId);
  const variant = row?.variants.find((v) => v.width === width);
  if (!variant) throw new AppError("NOT_FOUND", 404);
  const storage = galleryStorage(ctx);
  const size = await storage.size(variant.key);
  if (size === null) throw new AppError("NOT_FOUND", 404);
  return { stream: storage.read(variant.key), size };
}
