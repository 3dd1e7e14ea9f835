import type { Language } from "../../lib/i18n.ts";
import type { GdprVersionRow } from "./repository.ts";

/** A version as the public reads it: the text in the reader's language. */
export function toGdprCurrent(row: GdprVersionRow, lang: Language) {
  return {
    version: row.version,
    text: lang === "en" ? row.textEn : row.textRo,
    createdAt: row.createdAt.toISOString(),
  };
}
