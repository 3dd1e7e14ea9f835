/** Where the chosen language is remembered (lib/i18n.ts; also read by first-visit.ts, which loads no i18n). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
