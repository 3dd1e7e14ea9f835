import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** DejaVu Sans covers Romanian fully (ș ț ă î â, with comma below), unlike the PDF standard fonts. */
export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

const require = createRequire(import.meta.url);
let loading: Promise<FontFiles> | undefined;

/** The font files, read once per process. */
export function dejaVuFonts(): Promise<FontFiles> {
  loading ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
