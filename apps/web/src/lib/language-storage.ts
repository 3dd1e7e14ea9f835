/** Where the chosen language is remembered (lib/i18n.ts; also read by first-visit.ts, which loads no i18n). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/** The language chosen here before ("en-GB" counts as "en"), or null (none, or storage blocked). */
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)?.split("-")[0] ?? null;
  } catch {
    return null;
  }
}

/** Remembers the language; with storage blocked, detection simply runs again next time. */
export function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered.
  }
}
