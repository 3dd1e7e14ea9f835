import { readFile } from "node:fs/promises";
import { PDFDocument } from "@cantoo/pdf-lib";
import sharp from "sharp";

/** Pixels we agree to decode: a small file can still unpack to a huge bitmap (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Whether a stored certificate really is what its first bytes say: an image that decodes to the last pixel
 * (sharp reads it whole), or a PDF a parser opens with at least one page. Three bytes that start like a JPEG
 * pass the type check by content but not this; the admin would otherwise find an empty document.
 */
export async function certificateDecodes(path: string, contentType: string): Promise<boolean> {
  try {
    if (contentType === "application/pdf") {
      const pdf = await PDFDocument.load(await readFile(path), {
        ignoreEncryption: true,
        updateMetadata: false,
      });
      return pdf.getPageCount() > 0;
    }
    await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" }).stats();
    return true;
  } catch {
    return false;
  }
}
