import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { CONSENT_STORAGE_KEY, type ConsentChoice, readConsent, storeConsent } from "./consent.ts";
import { changeLanguage, currentLanguage, i18nReady, isLanguage } from "./i18n.ts";

/** Takes away the cookie question the server wrote into a first visit's page (the app's own is up, or not needed). */
export function removePrerenderedPrompt(): void {
  document.getElementById(CONSENT_PROMPT_ELEMENT_ID)?.remove();
}

/** The server's page text behind the question becomes reachable (its links work before the app is up). */
function releasePage(): void {
  document.querySelector("[data-prerendered][inert]")?.removeAttribute("inert");
}

/**
 * Starts the app (`start`, called once), or holds it while the server's cookie question is the first thing a new
 * visitor has to answer. The server's page and question are already on screen, so drawing the app's copy of both
 * behind the question would only keep a phone's main thread busy for nothing: the app starts on the answer.
 *
 * - No question in the page (a returning visitor, the app's other addresses, the native shell's own files): start.
 * - A choice already stored here (the server cannot read it) or the native shell: the question goes; start.
 * - The visitor's language is not the page's (chosen on an earlier visit): start, and the app asks in theirs.
 * - Otherwise the buttons come alive: accept or refuse stores the choice (the app reads it when it starts,
 *   CookieGate) and starts; a language button switches language and starts, and the app's own prompt, in that
 *   language, replaces the server's.
 */
export async function startAfterPrerenderedPrompt(start: () => void, native: boolean): Promise<void> {
  const prompt = document.getElementById(CONSENT_PROMPT_ELEMENT_ID);
  if (!prompt) return start();
  if (native || readConsent() !== "none") {
    prompt.remove();
    releasePage();
    return start();
  }
  // The visitor's language is known once its words are there (at once for Romanian).
  await i18nReady.catch(() => undefined);
  if (prompt.lang !== currentLanguage()) return start();

  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  for (const button of prompt.querySelectorAll<HTMLButtonElement>("button[data-consent]")) {
    const choice = button.dataset.consent as ConsentChoice;
    button.disabled = false;
    button.addEventListener("click", () => {
      storeConsent(choice);
      prompt.remove();
      releasePage();
      // An app started by a language button hears of it as of a choice made in another tab (CookieGate).
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
      startOnce();
    });
  }
  for (const button of prompt.querySelectorAll<HTMLButtonElement>("button[lang]")) {
    const language = button.lang;
    if (!isLanguage(language) || language === prompt.lang) continue;
    button.disabled = false;
    button.addEventListener("click", () => {
      prompt.setAttribute("aria-busy", "true");
      void changeLanguage(language).finally(startOnce);
    });
  }
  keepFocusIn(prompt);
  prompt.querySelector<HTMLButtonElement>('button[data-consent="accepted"]')?.focus();
}

/** Tab and Shift+Tab go round the question's buttons, as in the app's modal (the page behind is inert). */
function keepFocusIn(prompt: HTMLElement): void {
  prompt.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const buttons = [...prompt.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
    const [first, last] = [buttons[0], buttons[buttons.length - 1]];
    const leaving = event.shiftKey ? first : last;
    const wrapTo = event.shiftKey ? last : first;
    if (document.activeElement !== leaving || !wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  });
}
