import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, readConsent, storeConsent } from "./consent.ts";
import { bindPrerenderedPrompt } from "./prerendered-prompt.ts";

/** The server's cookie question as apps/server/src/modules/seo/consent-prompt.ts writes it (its test checks that). */
function serverPrompt() {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<div id="${CONSENT_PROMPT_ELEMENT_ID}"><section role="dialog">
       <button type="button" disabled="" lang="en">EN</button>
       <button type="button" disabled="" data-consent="rejected">Refuz și părăsesc</button>
       <button type="button" disabled="" data-consent="accepted">Accept</button>
     </section></div>`,
  );
}
const prompt = () => document.getElementById(CONSENT_PROMPT_ELEMENT_ID);
const button = (choice: string) =>
  document.querySelector<HTMLButtonElement>(`button[data-consent="${choice}"]`)!;

describe("the server's cookie question, once the app's code runs", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => prompt()?.remove());

  it("answers its buttons: the choice is stored for the app to read, and the question goes", () => {
    for (const choice of ["accepted", "rejected"] as const) {
      localStorage.clear();
      serverPrompt();
      bindPrerenderedPrompt(false);
      expect(button(choice).disabled).toBe(false);
      expect(document.activeElement).toBe(button("accepted"));
      button(choice).click();
      expect(readConsent()).toBe(choice);
      expect(prompt()).toBeNull();
    }
  });

  it("keeps the language buttons waiting for the app's own prompt", () => {
    serverPrompt();
    bindPrerenderedPrompt(false);
    expect(document.querySelector<HTMLButtonElement>('button[lang="en"]')!.disabled).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("goes at once for a visitor who chose before (the server cannot know) and in the native shell", () => {
    storeConsent("accepted");
    serverPrompt();
    bindPrerenderedPrompt(false);
    expect(prompt()).toBeNull();

    localStorage.clear();
    serverPrompt();
    bindPrerenderedPrompt(true);
    expect(prompt()).toBeNull();
  });
});
