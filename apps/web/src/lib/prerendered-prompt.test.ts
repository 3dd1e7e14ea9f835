import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import { afterEach, describe, expect, it } from "vitest";
import { settlePrerenderedPrompt } from "./prerendered-prompt.ts";

/* The app, as it starts, and the server's cookie question (its buttons: first-visit.test.ts). */
function serverPage() {
  document.body.innerHTML = `
    <div id="root"><div class="prerendered" data-prerendered="contact" inert=""><a href="/">Acasă</a></div></div>
    <div id="${CONSENT_PROMPT_ELEMENT_ID}" lang="ro"><section role="dialog">…</section></div>`;
}
const prompt = () => document.getElementById(CONSENT_PROMPT_ELEMENT_ID);
const pageInert = () => document.querySelector("[data-prerendered]")!.hasAttribute("inert");

describe("the server's cookie question as the app starts", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("goes, and frees the page, when the visitor has already chosen (or in the native shell)", () => {
    serverPage();
    settlePrerenderedPrompt(true);
    expect(prompt()).toBeNull();
    expect(pageInert()).toBe(false);
  });

  it("stays for the app's own prompt to replace when there is still a question to answer", () => {
    serverPage();
    settlePrerenderedPrompt(false);
    expect(prompt()).not.toBeNull();
    expect(pageInert()).toBe(true);
  });
});
