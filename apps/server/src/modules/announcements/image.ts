import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

/** Pixels we agree to decode: a small file can still unpack to a huge bitmap (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Far wider than the announcement card and page show an image; a camera's 6000 px is only weight. */
const MAX_WIDTH = 2000;

/**
 * An uploaded announcement image (a stored file's path) encoded again in its own format (JPEG, PNG or GIF,
 * animation kept), upright and without any metadata: a phone photo's EXIF carries where it was taken and with
 * what, and announcements are public. sharp writes no EXIF, GPS, XMP or ICC unless told to. A file that only
 * starts like an image is refused with IMAGE_UNREADABLE.
 */
export async function cleanAnnouncementImage(path: string): Promise<Buffer> {
  try {
    const image = sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: true })
      .autoOrient()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const { format } = await image.metadata();
    if (format === "jpeg") return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === "png") return await image.png({ compressionLevel: 9 }).toBuffer();
    if (format === "gif") return await image.gif().toBuffer();
  } catch {
    // Fall through to the refusal: the bytes do not decode as the image they claim to be.
  }
  throw new AppError("IMAGE_UNREADABLE", 422);
}
