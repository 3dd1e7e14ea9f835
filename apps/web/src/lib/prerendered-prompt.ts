import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { CONSENT_STORAGE_KEY, type ConsentChoice, readConsent, storeConsent } from "./consent.ts";

/** Takes away the cookie question the server wrote into a first visit's page (the app's own is up, or not needed). */
export function removePrerenderedPrompt(): void {
  document.getElementById(CONSENT_PROMPT_ELEMENT_ID)?.remove();
}

/**
 * Makes the server's cookie question work as soon as the app's code runs, before the app has drawn anything:
 * its two buttons store the choice (which the app reads when it starts, CookieGate) and take the question away.
 * A visitor who has already chosen (the server cannot read the choice, kept in this browser) never sees it
 * again past this point; in the native shell there is no question at all.
 */
export function bindPrerenderedPrompt(skip: boolean): void {
  const prompt = document.getElementById(CONSENT_PROMPT_ELEMENT_ID);
  if (!prompt) return;
  if (skip || readConsent() !== "none") {
    prompt.remove();
    return;
  }
  for (const button of prompt.querySelectorAll<HTMLButtonElement>("button[data-consent]")) {
    const choice = button.dataset.consent as ConsentChoice;
    button.disabled = false;
    button.addEventListener("click", () => {
      storeConsent(choice);
      prompt.remove();
      // An app already started hears of it as of a choice made in another tab (CookieGate); one still starting
      // reads it when it does.
      window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    });
  }
  prompt.querySelector<HTMLButtonElement>('button[data-consent="accepted"]')?.focus();
}
