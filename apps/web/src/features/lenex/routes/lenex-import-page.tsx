/** Placeholder while the screen is built (issue 12). */
export function LenexImportPage() {
  return null;
}
