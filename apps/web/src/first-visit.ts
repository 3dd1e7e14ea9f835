import { readConsent } from "./lib/consent.ts";
import { readStoredLanguage, storeLanguage } from "./lib/language-storage.ts";
import { answerPrerenderedPrompt, findPrerenderedPrompt } from "./lib/prerendered-prompt.ts";

/*
 * A first visit's only script until the visitor answers the server's cookie question. The server puts it in place
 * of the app's entry (`data-app` names the entry) on a public page it sends with the question: the page's text and
 * the question are already on screen, so the app (150 kB of script to download, parse and run on a phone) loads
 * when the visitor has answered. Built on its own, with nothing shared with the app (build/first-visit.ts).
 */

const entry = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app;

/** The app takes over from here (main.tsx). A failed download leaves the server's page as it is. */
function loadApp(): void {
  if (!entry || document.querySelector(`script[src="${CSS.escape(entry)}"]`)) return;
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

const prompt = findPrerenderedPrompt();
const language = readStoredLanguage();
if (!prompt || readConsent() !== "none" || (language !== null && language !== prompt.lang)) {
  // Nothing to answer here, or the visitor chose before (the server cannot know), or reads another language:
  // the app decides (it asks again in theirs).
  loadApp();
} else {
  answerPrerenderedPrompt(prompt, {
    // The visitor read the question in the page's language: the app keeps to it.
    answered: () => {
      storeLanguage(prompt.lang);
      loadApp();
    },
    switchLanguage: (other) => {
      storeLanguage(other);
      loadApp();
    },
  });
}
