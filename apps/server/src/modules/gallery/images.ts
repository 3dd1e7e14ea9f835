import { GALLERY_VARIANT_WIDTHS } from "@bazin/shared/contracts/content";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";

/** A generated WebP size of a photo, as stored in `gallery_photos.variants`. */
export interface PhotoVariant {
  width: number;
  height: number;
  key: string;
}

export interface RenderedPhoto {
  /** Size after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** Smallest first. */
  variants: PhotoVariant[];
  placeholder: string;
}

/** Pixels we agree to decode: a small file can still unpack to a huge bitmap (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
const PLACEHOLDER_WIDTH = 24;
/** Far above any WebP we produce; only a guard. */
const VARIANT_MAX_BYTES = 20 * 1024 * 1024;

/** The widths to generate for an image `width` pixels wide: the standard ones below it, then its own, capped. */
export function variantWidths(width: number): number[] {
  const largest = GALLERY_VARIANT_WIDTHS[GALLERY_VARIANT_WIDTHS.length - 1]!;
  const below = GALLERY_VARIANT_WIDTHS.filter((w) => w < width);
  return [...below, Math.min(width, largest)].filter((w, i, all) => all.indexOf(w) === i);
}

function open(input: string | Buffer) {
  // autoOrient applies the EXIF rotation; sharp writes no metadata (EXIF, GPS, ICC) unless told to.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
}

export interface RenderOptions {
  /** WebP encoder effort, 0 (fastest) to 6 (smallest files); uploads use the default. */
  effort?: number;
}

/** Runs a decoding step; a file that passed the type check by its first bytes may still not decode. */
async function decode<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new AppError("IMAGE_UNREADABLE", 422);
  }
}

/**
 * Makes the responsive WebP variants and the blurred placeholder of an image (a stored file's path or a
 * buffer) and stores the variants. On any failure every file it wrote is removed again, so the caller only
 * has to clean up what it stored itself.
 */
export async function renderPhoto(
  storage: Storage,
  input: string | Buffer,
  { effort = 4 }: RenderOptions = {},
): Promise<RenderedPhoto> {
  const written: string[] = [];
  try {
    const { autoOrient: size } = await decode(open(input).metadata());
    const variants: PhotoVariant[] = [];
    for (const width of variantWidths(size.width)) {
      const { data, info } = await decode(
        open(input)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 74, effort })
          .toBuffer({ resolveWithObject: true }),
      );
      const stored = await storage.save(data, { area: "gallery", maxBytes: VARIANT_MAX_BYTES });
      written.push(stored.key);
      variants.push({ width: info.width, height: info.height, key: stored.key });
    }
    const tiny = await decode(
      open(input).resize({ width: PLACEHOLDER_WIDTH }).blur(0.8).webp({ quality: 40 }).toBuffer(),
    );
    return {
      width: size.width,
      height: size.height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    };
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw error;
  }
}
