import type { TGdprVersion, TLegalDocument, TLegalTextResponse } from "@bazin/shared/contracts/gdpr";
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

/** A legal text as the public pages read it, with the version announced after it (if any). */
export function toLegalText(
  row: GdprVersionRow,
  lang: Language,
  inForce: boolean,
  upcoming: GdprVersionRow | null,
): TLegalTextResponse {
  return {
    document: row.document as TLegalDocument,
    version: row.version,
    text: lang === "en" ? row.textEn : row.textRo,
    major: row.major,
    createdAt: row.createdAt.toISOString(),
    effectiveOn: row.effectiveOn,
    inForce,
    upcoming:
      upcoming?.effectiveOn && upcoming.id !== row.id
        ? { version: upcoming.version, effectiveOn: upcoming.effectiveOn, major: upcoming.major }
        : null,
  };
}

/** A version as admins list it: both texts and its author's name. */
export function toGdprVersion(row: GdprVersionWithAuthor): TGdprVersion {
  return {
    id: row.id,
    document: row.document as TLegalDocument,
    version: row.version,
    effectiveOn: row.effectiveOn,
    textRo: row.textRo,
    textEn: row.textEn,
    major: row.major,
    createdBy: row.author
      ? { id: row.author.id, name: `${row.author.firstName} ${row.author.lastName}`.trim() }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
