import { GALLERY_IMAGE_TYPES } from "@bazin/shared/contracts/content";
import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";

/** What the server accepts for an instructor's photo (it checks the bytes; this is for an early, clear message). */
export const INSTRUCTOR_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export { GALLERY_IMAGE_TYPES };

/** Checked before any byte leaves the browser; the server judges the content again. */
export function checkImage(file: File, types: readonly string[]): "invalidType" | "tooLarge" | null {
  if (!types.includes(file.type)) return "invalidType";
  if (file.size > IMAGE_MAX_BYTES) return "tooLarge";
  return null;
}
