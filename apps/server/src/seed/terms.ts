import { readFileSync } from "node:fs";
import type { Db } from "../db/client.ts";
import { countGdprVersions, insertGdprVersion } from "../modules/gdpr/repository.ts";

/** The first terms and conditions, Markdown in both languages (texts/terms.{ro,en}.md). */
export const TERMS_V1 = {
  ro: readFileSync(new URL("./texts/terms.ro.md", import.meta.url), "utf8"),
  en: readFileSync(new URL("./texts/terms.en.md", import.meta.url), "utf8"),
};

/**
 * Stores version 1 of the terms when there is none: the terms page reads them from the database, versioned
 * like the privacy policy (spec §1). Later versions are added by admins.
 */
export async function ensureTerms(db: Db, now: Date): Promise<boolean> {
  if ((await countGdprVersions(db, "terms")) > 0) return false;
  await insertGdprVersion(db, {
    document: "terms",
    version: 1,
    textRo: TERMS_V1.ro,
    textEn: TERMS_V1.en,
    major: true,
    createdAt: now,
  });
  return true;
}
