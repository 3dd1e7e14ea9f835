import { CONSENT_PROMPT_ELEMENT_ID } from "@bazin/shared/domain/public-pages";
import type { TFunction } from "i18next";
import { LANGUAGES, type Language } from "../../lib/i18n.ts";
import { el, Html } from "./html.ts";

/** Tabler's "cookie" icon, the one the app's prompt draws beside its title (IconCookie). */
const COOKIE_ICON = new Html(
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M8 13v.01" /><path d="M12 17v.01" /><path d="M12 12v.01" /><path d="M16 14v.01" /><path d="M11 8v.01" /><path d="M13.148 3.476l2.667 1.104a4 4 0 0 0 4.656 6.14l.053 .132a3 3 0 0 1 0 2.296q -.745 1.18 -1.024 1.852q -.283 .684 -.66 2.216a3 3 0 0 1 -1.624 1.623q -1.572 .394 -2.216 .661q -.712 .295 -1.852 1.024a3 3 0 0 1 -2.296 0q -1.203 -.754 -1.852 -1.024q -.707 -.292 -2.216 -.66a3 3 0 0 1 -1.623 -1.624q -.397 -1.577 -.661 -2.216q -.298 -.718 -1.024 -1.852a3 3 0 0 1 0 -2.296q .719 -1.116 1.024 -1.852q .257 -.62 .66 -2.216a3 3 0 0 1 1.624 -1.623q 1.547 -.384 2.216 -.661q .687 -.285 1.852 -1.024a3 3 0 0 1 2.296 0" /></svg>',
);

/**
 * The cookie question of spec §2 as plain HTML, laid out like the app's prompt (ConsentPrompt.tsx, styled by
 * index.html): a first visitor reads it with the page's own text, before the app's code has arrived. Its
 * buttons are disabled until that code runs and answers them (apps/web/src/lib/prerendered-prompt.ts), so a
 * click is never lost on a button that cannot work yet; the app itself starts on the answer.
 */
export function renderConsentPrompt(t: TFunction, lang: Language): string {
  const words = (key: string) => t(`common:cookies.prompt.${key}`) as string;
  const titleId = `${CONSENT_PROMPT_ELEMENT_ID}-title`;
  const textId = `${CONSENT_PROMPT_ELEMENT_ID}-text`;
  return el(
    "div",
    { id: CONSENT_PROMPT_ELEMENT_ID, class: "prerendered-prompt", lang },
    el("div", { class: "prerendered-prompt-overlay" }),
    el(
      "div",
      { class: "prerendered-prompt-inner" },
      el(
        "section",
        { role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, "aria-describedby": textId },
        el("h2", { id: titleId }, COOKIE_ICON, words("title")),
        el(
          "div",
          { class: "prerendered-prompt-body" },
          el(
            "div",
            { id: textId },
            el("p", null, words("body")),
            el("p", { class: "prerendered-prompt-detail" }, words("detail")),
          ),
          el(
            "div",
            { class: "prerendered-prompt-actions" },
            el(
              "div",
              { role: "group", "aria-label": t("common:language.label") as string },
              LANGUAGES.map((language) =>
                el(
                  "button",
                  {
                    type: "button",
                    disabled: "",
                    lang: language,
                    "aria-pressed": String(language === lang),
                    title: t(`common:language.name.${language}`) as string,
                  },
                  t(`common:language.short.${language}`) as string,
                ),
              ),
            ),
            el(
              "div",
              null,
              el("button", { type: "button", disabled: "", "data-consent": "rejected" }, words("reject")),
              el("button", { type: "button", disabled: "", "data-consent": "accepted" }, words("accept")),
            ),
          ),
        ),
      ),
    ),
  ).value;
}

/** Puts the prompt at the end of the body, outside the root element that the app's first render clears. */
export function injectConsentPrompt(html: string, promptHtml: string): string {
  return html.replace(/<\/body>/i, () => `  ${promptHtml}\n  </body>`);
}
