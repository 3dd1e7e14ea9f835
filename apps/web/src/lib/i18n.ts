import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import enCommon from "../locales/en/common.json";
import enPublic from "../locales/en/public.json";
import roCommon from "../locales/ro/common.json";
import roPublic from "../locales/ro/public.json";

export const LANGUAGES = ["ro", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ro";
export const NAMESPACES = [
  "common",
  "public",
  "auth",
  "swimmer",
  "admin",
  "coach",
  "validation",
  "errors",
] as const;
/** Where the chosen language is remembered (detector cache). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/*
 * Bundled statically, so no screen renders before its words. The public site needs only `common` and `public`;
 * the other namespaces travel with the code that uses them (see locales/app-namespaces.ts), registered before
 * any of those screens renders. Types cover every namespace, so a missing key fails the type check.
 */
export const resources = {
  ro: { common: roCommon, public: roPublic },
  en: { common: enCommon, public: enPublic },
} as const;

/** Every namespace's keys, Romanian being the reference catalog. */
interface Catalog {
  common: typeof import("../locales/ro/common.json");
  public: typeof import("../locales/ro/public.json");
  auth: typeof import("../locales/ro/auth.json");
  swimmer: typeof import("../locales/ro/swimmer.json");
  admin: typeof import("../locales/ro/admin.json");
  coach: typeof import("../locales/ro/coach.json");
  validation: typeof import("../locales/ro/validation.json");
  errors: typeof import("../locales/ro/errors.json");
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Catalog;
  }
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

i18n.on("languageChanged", setDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: ["common", "public"],
    defaultNS: "common",
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ["localStorage", "navigator"],
      caches: ["localStorage"],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // A browser saying "ro-RO" or "en-GB" means our "ro" or "en": keep the plain code, for <html lang> and cache.
      convertDetectedLanguage: (lng: string) => lng.split("-")[0] ?? lng,
    },
    react: { useSuspense: false },
  });

/** The language the interface shows now, one of LANGUAGES. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : DEFAULT_LANGUAGE;
}

export { i18n };
