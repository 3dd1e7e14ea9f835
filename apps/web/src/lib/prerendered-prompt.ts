import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { CONSENT_STORAGE_KEY, type ConsentChoice, storeConsent } from "./consent.ts";

/*
 * The cookie question the server writes into a first visit's page (apps/server/src/modules/seo/consent-prompt.ts),
 * over the page's own text. Its buttons come alive here; this module stays small and imports no i18n or React,
 * because a first visit's only script (first-visit.ts) is built from it.
 */

export function findPrerenderedPrompt(): HTMLElement | null {
  return document.getElementById(CONSENT_PROMPT_ELEMENT_ID);
}

/** Takes away the server's question (the app's own is up, or none is needed). */
export function removePrerenderedPrompt(): void {
  findPrerenderedPrompt()?.remove();
}

/** The server's page text behind the question becomes reachable (its links work before the app is up). */
function releasePrerenderedPage(): void {
  document.querySelector("[data-prerendered][inert]")?.removeAttribute("inert");
}

/**
 * As the app starts: the server's question goes if there is nothing left to ask (a choice stored before, which
 * the server cannot read, or the native shell). Otherwise it stays until the app's own prompt replaces it.
 */
export function settlePrerenderedPrompt(choiceMade: boolean): void {
  const prompt = findPrerenderedPrompt();
  if (!prompt || !choiceMade) return;
  prompt.remove();
  releasePrerenderedPage();
}

/**
 * Makes the question's buttons work. Accept or refuse stores the choice (the app reads it when it starts,
 * CookieGate; an app already running hears of it as of a choice made in another tab), takes the question away,
 * frees the page and calls `answered`. The other language's button calls `switchLanguage`: the app then asks in
 * that language, its own prompt replacing this one.
 */
export function answerPrerenderedPrompt(
  prompt: HTMLElement,
  handlers: { answered: () => void; switchLanguage: (language: string) => void },
): void {
  for (const button of prompt.querySelectorAll<HTMLButtonElement>("button[data-consent]")) {
    const choice = button.dataset.consent as ConsentChoice;
    button.disabled = false;
    button.addEventListener("click", () => {
      storeConsent(choice);
      prompt.remove();
      releasePrerenderedPage();
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
      handlers.answered();
    });
  }
  for (const button of prompt.querySelectorAll<HTMLButtonElement>("button[lang]")) {
    const language = button.lang;
    if (language === prompt.lang) continue;
    button.disabled = false;
    button.addEventListener("click", () => {
      prompt.setAttribute("aria-busy", "true");
      handlers.switchLanguage(language);
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
