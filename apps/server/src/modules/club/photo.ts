import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

/** Instructor photos are square WebP files of this size: the pages show them at 120 px, sharp at 2×. */
export const INSTRUCTOR_PHOTO_SIZE = 240;
/** What an uploaded photo may be, judged by its content. */
export const INSTRUCTOR_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * Turns an uploaded image (a path or bytes) into the stored photo: upright, cropped to a square around what
 * sharp finds interesting, WebP. A file that only looks like an image is refused with IMAGE_UNREADABLE.
 */
export async function toInstructorPhoto(input: string | Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(INSTRUCTOR_PHOTO_SIZE, INSTRUCTOR_PHOTO_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new AppError("IMAGE_UNREADABLE", 422);
  }
}
