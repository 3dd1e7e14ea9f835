import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConsent, storeConsent } from "./lib/consent.ts";
import { LANGUAGE_STORAGE_KEY } from "./lib/language-storage.ts";

/*
 * A first visit's only script (first-visit.ts) on the page the server sends with the cookie question: the app's
 * entry (`data-app`) loads only on the answer, as a module script of its own.
 */
const ENTRY = "/assets/index-abc.js";
const appScripts = () => document.querySelectorAll(`script[type="module"][src="${ENTRY}"]`).length;

async function firstVisitPage(lang = "ro") {
  document.body.innerHTML = `
    <div id="root"><div class="prerendered" data-prerendered="contact" inert=""><a href="/">Acasă</a></div></div>
    <div id="${CONSENT_PROMPT_ELEMENT_ID}" lang="${lang}"><section role="dialog">
      <div role="group"><button type="button" disabled="" lang="ro">RO</button><button type="button" disabled="" lang="en">EN</button></div>
      <button type="button" disabled="" data-consent="rejected">Refuz și părăsesc</button>
      <button type="button" disabled="" data-consent="accepted">Accept</button>
    </section></div>`;
  document.head.innerHTML = `<script type="module" data-app="${ENTRY}"></script>`;
  vi.resetModules();
  await import("./first-visit.ts");
}
const button = (selector: string) => document.querySelector<HTMLButtonElement>(`button${selector}`)!;
const appLoaded = () => expect(appScripts()).toBe(1);

describe("a first visit's script", () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    document.body.innerHTML = "";
    document.head.innerHTML = "";
  });

  it("loads the app only once the visitor answers, in the language they read the question in", async () => {
    await firstVisitPage();
    expect(button('[data-consent="accepted"]').disabled).toBe(false);
    expect(appScripts()).toBe(0);

    button('[data-consent="accepted"]').click();
    expect(readConsent()).toBe("accepted");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ro");
    expect(document.getElementById(CONSENT_PROMPT_ELEMENT_ID)).toBeNull();
    expect(document.querySelector("[data-prerendered]")!.hasAttribute("inert")).toBe(false);
    appLoaded();
  });

  it("a language button remembers the language and loads the app, which asks in it", async () => {
    await firstVisitPage();
    button('[lang="en"]').click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(readConsent()).toBe("none");
    appLoaded();
  });

  it("loads the app at once for a visitor who chose before, or who reads another language", async () => {
    storeConsent("rejected");
    await firstVisitPage();
    appLoaded();

    localStorage.clear();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    await firstVisitPage("ro");
    appLoaded();
    expect(button('[data-consent="accepted"]').disabled).toBe(true);
  });
});
