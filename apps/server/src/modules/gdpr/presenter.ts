import type { TGdprVersion } from "@bazin/shared/contracts/gdpr";
import type { Language } from "../../lib/i18n.ts";
import type { GdprVersionRow, GdprVersionWithAuthor } from "./repository.ts";

/** A version as the public reads it: the text in the reader's language. */
export function toGdprCurrent(row: GdprVersionRow, lang: Language) {
  return {
    version: row.version,
    text: lang === "en" ? row.textEn : row.textRo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A version as admins list it: both texts and its author's name. */
export function toGdprVersion(row: GdprVersionWithAuthor): TGdprVersion {
  return {
    id: row.id,
    version: row.version,
    textRo: row.textRo,
    textEn: row.textEn,
    major: row.major,
    createdBy: row.author
      ? { id: row.author.id, name: `${row.author.firstName} ${row.author.lastName}`.trim() }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
