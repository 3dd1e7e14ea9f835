import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import i18next, { type TFunction } from "i18next";

/** The server translates with the web app's catalogs, so each message exists once, in both languages. */
const LOCALES_DIR = fileURLToPath(new URL("../../../web/src/locales", import.meta.url));
export const LANGUAGES = ["ro", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

function loadResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const file of readdirSync(join(LOCALES_DIR, lng))) {
      if (file.endsWith(".json")) {
        resources[lng][basename(file, ".json")] = JSON.parse(
          readFileSync(join(LOCALES_DIR, lng, file), "utf8"),
        );
      }
    }
  }
  return resources;
}

const instance = i18next.createInstance();
await instance.init({
  resources: loadResources() as never,
  lng: "ro",
  fallbackLng: "ro",
  supportedLngs: [...LANGUAGES],
  ns: ["errors", "validation", "mail"],
  defaultNS: "errors",
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** One translator per language, made once: every request asks for one, and getFixedT builds a new function. */
const translators = Object.fromEntries(LANGUAGES.map((lng) => [lng, instance.getFixedT(lng)])) as Record<
  Language,
  TFunction
>;

/** A translator for one language; Romanian for anything else. */
export function translator(lng: Language): TFunction {
  return translators[lng] ?? translators.ro;
}

/** Whether a key (with its namespace, `ns:key`) has a text in the language or its fallback. */
export function hasTranslation(lng: Language, key: string): boolean {
  return instance.exists(key, { lng });
}

/**
 * The raw text of a key (`ns:key`) in a language, falling back to Romanian; null when neither has a plain
 * string there (a missing key, or one with plural forms). For texts formatted in bulk (notification lists).
 */
export function rawText(lng: Language, key: string): string | null {
  const at = key.indexOf(":");
  const [ns, path] = at > 0 ? [key.slice(0, at), key.slice(at + 1)] : ["errors", key];
  for (const language of [lng, "ro"] as const) {
    const value = instance.getResource(language, ns, path);
    if (typeof value === "string") return value;
  }
  return null;
}

/** Picks the language from an Accept-Language header: English if asked first, Romanian otherwise. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return "ro";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("ro")) return "ro";
    if (tag.startsWith("en")) return "en";
  }
  return "ro";
}
