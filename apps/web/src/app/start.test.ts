import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConsent, storeConsent } from "../lib/consent.ts";
import { changeLanguage, currentLanguage } from "../lib/i18n.ts";
import { startAfterPrerenderedPrompt } from "./start.ts";

/**
 * A first visit's page as the server writes it (apps/server/src/plugins/static-web.test.ts checks that side):
 * the page's text out of reach behind the question, in the page's language.
 */
function serverPage(lang = "ro") {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<div id="root"><div class="prerendered" data-prerendered="contact" inert=""><a href="/">Acasă</a></div></div>
     <div id="${CONSENT_PROMPT_ELEMENT_ID}" lang="${lang}"><section role="dialog">
       <div role="group"><button type="button" disabled="" lang="ro">RO</button><button type="button" disabled="" lang="en">EN</button></div>
       <button type="button" disabled="" data-consent="rejected">Refuz și părăsesc</button>
       <button type="button" disabled="" data-consent="accepted">Accept</button>
     </section></div>`,
  );
}
const prompt = () => document.getElementById(CONSENT_PROMPT_ELEMENT_ID);
const pageText = () => document.querySelector("[data-prerendered]")!;
const button = (selector: string) => document.querySelector<HTMLButtonElement>(`button${selector}`)!;

describe("the server's cookie question, once the app's code runs", () => {
  beforeEach(async () => {
    localStorage.clear();
    await changeLanguage("ro");
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("holds the app until the visitor answers; the answer is stored, the page freed and the app started once", async () => {
    for (const choice of ["accepted", "rejected"] as const) {
      localStorage.clear();
      document.body.innerHTML = "";
      serverPage();
      const start = vi.fn();
      await startAfterPrerenderedPrompt(start, false);
      expect(start).not.toHaveBeenCalled();
      expect(button(`[data-consent="${choice}"]`).disabled).toBe(false);
      expect(document.activeElement).toBe(button('[data-consent="accepted"]'));

      button(`[data-consent="${choice}"]`).click();
      expect(readConsent()).toBe(choice);
      expect(prompt()).toBeNull();
      expect(pageText().hasAttribute("inert")).toBe(false);
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it("a language button switches language and starts the app, whose own prompt replaces the server's", async () => {
    serverPage();
    const start = vi.fn();
    await startAfterPrerenderedPrompt(start, false);
    // The page's own language is already chosen: nothing to press.
    expect(button('[lang="ro"]').disabled).toBe(true);
    button('[lang="en"]').click();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(currentLanguage()).toBe("en");
    expect(localStorage.getItem("cookieConsent")).toBeNull();
    expect(prompt()).not.toBeNull();
    expect(pageText().hasAttribute("inert")).toBe(true);
  });

  it("starts at once where there is nothing to ask here", async () => {
    const start = vi.fn();
    await startAfterPrerenderedPrompt(start, false);
    expect(start).toHaveBeenCalledTimes(1);

    // A visitor who chose before (the server cannot know): the question goes, the page is freed.
    storeConsent("accepted");
    serverPage();
    await startAfterPrerenderedPrompt(start, false);
    expect(start).toHaveBeenCalledTimes(2);
    expect(prompt()).toBeNull();
    expect(pageText().hasAttribute("inert")).toBe(false);

    // The native shell never asks.
    localStorage.clear();
    document.body.innerHTML = "";
    serverPage();
    await startAfterPrerenderedPrompt(start, true);
    expect(start).toHaveBeenCalledTimes(3);
    expect(prompt()).toBeNull();

    // A visitor who picked another language before: the app asks, in theirs (and removes the server's copy).
    document.body.innerHTML = "";
    serverPage("en");
    await startAfterPrerenderedPrompt(start, false);
    expect(start).toHaveBeenCalledTimes(4);
    expect(prompt()).not.toBeNull();
  });
});
