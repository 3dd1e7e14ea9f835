import { readFileSync } from "node:fs";
import type { Db } from "../db/client.ts";
import { countGdprVersions, insertGdprVersion } from "../modules/gdpr/repository.ts";

/** The first privacy policy, Markdown in both languages (texts/privacy-policy.{ro,en}.md). */
export const PRIVACY_POLICY_V1 = {
  ro: readFileSync(new URL("./texts/privacy-policy.ro.md", import.meta.url), "utf8"),
  en: readFileSync(new URL("./texts/privacy-policy.en.md", import.meta.url), "utf8"),
};

/**
 * Stores version 1 of the privacy policy when there is no version at all: the registration wizard and the
 * privacy page need a text from the first start, in production too. Later versions are added by admins.
 */
export async function ensurePrivacyPolicy(db: Db, now: Date): Promise<boolean> {
  if ((await countGdprVersions(db)) > 0) return false;
  await insertGdprVersion(db, {
    version: 1,
    textRo: PRIVACY_POLICY_V1.ro,
    textEn: PRIVACY_POLICY_V1.en,
    major: true,
    createdAt: now,
  });
  return true;
}
