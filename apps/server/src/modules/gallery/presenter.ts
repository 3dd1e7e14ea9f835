import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import type { GalleryPhotoRow } from "./repository.ts";

/** The public address of one generated size of a photo. */
export function variantUrl(photoId: string, width: number): string {
  return `/api/gallery/files/${photoId}/${width}`;
}

/** A photo as the public gallery shows it: no storage keys, no uploader. */
export function toGalleryPhoto(row: GalleryPhotoRow): TGalleryPhoto {
  return {
    id: row.id,
    category: row.category as TGalleryPhoto["category"],
    caption: row.caption,
    width: row.width,
    height: row.height,
    sources: row.variants.map((v) => ({ width: v.width, url: variantUrl(row.id, v.width) })),
    placeholder: row.placeholder,
    createdAt: row.createdAt.toISOString(),
  };
}
