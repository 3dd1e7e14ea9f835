import i18n, { type BackendModule, type LanguageDetectorModule } from "i18next";
import { initReactI18next } from "react-i18next";
// Named imports, so the bundler keeps only these parts of the catalogs in the first load (ADR 008).
import {
  actions,
  appName,
  appNameHome,
  errors as commonErrors,
  cookies,
  errorScreen,
  language,
  loading,
  skipToContent,
  weekdays,
  weekdaysShort,
} from "../locales/ro/common.json";
import { contact, courses, footer, home, nav, officeHours, schedule, state } from "../locales/ro/public.json";
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from "./language-storage.ts";

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
export { LANGUAGE_STORAGE_KEY };

/*
 * The first load carries only the Romanian words of the layout, the cookie gate and the home page: the `common`
 * and `public` parts listed above. Everything else arrives when needed (ADR 008):
 *   - another language's `common` and `public` through the backend below, when i18next switches to it;
 *   - the rest of `public` (the other public pages' words) through `loadPublicCatalog()`, which the router
 *     awaits before showing any public page but the home;
 *   - the signed-in areas' namespaces with their code (locales/app-namespaces.ts), and with them the rest of
 *     Romanian `common` (the portal, account, password and policy-acceptance words, chat, notifications, the
 *     training vocabulary), which no public page uses.
 * Types cover every namespace, so a missing key fails the type check.
 */
const firstLoad = {
  ro: {
    common: {
      actions,
      appName,
      appNameHome,
      cookies,
      errorScreen,
      errors: commonErrors,
      language,
      loading,
      skipToContent,
      weekdays,
      weekdaysShort,
    },
    public: { contact, courses, footer, home, nav, officeHours, schedule, state },
  },
};

const CATALOGS: Record<Language, Record<"common" | "public", () => Promise<{ default: object }>>> = {
  ro: {
    // As text, modules of their own: importing the JSON itself would pull all of it into the first load, which
    // already imports parts of it.
    common: () => import("../locales/ro/common.json?raw").then((m) => ({ default: JSON.parse(m.default) })),
    public: () => import("../locales/ro/public.json?raw").then((m) => ({ default: JSON.parse(m.default) })),
  },
  en: {
    common: () => import("../locales/en/common.json"),
    public: () => import("../locales/en/public.json"),
  },
};

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

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "");

/** Loads `common` and `public` of a language that is not in the first load (always the whole catalogs). */
const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = isLanguage(language) ? CATALOGS[language][namespace as "common" | "public"] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * The language from local storage (a choice made here before), else the browser's preferred languages
 * ("ro-RO" counts as "ro"), else Romanian. The choice is remembered in local storage.
 */
const detector: LanguageDetectorModule = {
  type: "languageDetector",
  detect() {
    const stored = readStoredLanguage();
    if (isLanguage(stored)) return stored;
    const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
    for (const tag of preferred) {
      const base = tag?.split("-")[0]?.toLowerCase();
      if (isLanguage(base)) return base;
    }
    return DEFAULT_LANGUAGE;
  },
  cacheUserLanguage: storeLanguage,
};

function setDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

i18n.on("languageChanged", setDocumentLanguage);

/** Resolves once the detected language's words are there: at once for Romanian, after a fetch for English. */
export const i18nReady = i18n
  .use(lazyCatalogs)
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: firstLoad,
    partialBundledLanguages: true,
    ns: ["common", "public"],
    defaultNS: "common",
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: "languageOnly",
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

const fullPublic = new Set<Language>();
let publicWanted = false;

async function addFullPublic(language: Language): Promise<void> {
  if (fullPublic.has(language)) return;
  const module = await CATALOGS[language].public();
  i18n.addResourceBundle(language, "public", module.default, true, true);
  fullPublic.add(language);
}

/**
 * Makes the whole `public` catalog of the current language available (the first load has only the home
 * page's part). Public pages other than the home wait for it; later language switches bring it too.
 */
export async function loadPublicCatalog(): Promise<void> {
  publicWanted = true;
  await i18nReady;
  await addFullPublic(currentLanguage());
}

/** Switches language after its words are loaded, so no screen shows keys for a moment. */
export async function changeLanguage(language: Language): Promise<void> {
  if (publicWanted) await addFullPublic(language);
  await i18n.changeLanguage(language);
}

/** The language the interface shows now, one of LANGUAGES. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}

export { i18n };
