import { readConsent } from "../lib/consent.ts";
import { changeLanguage, currentLanguage, i18nReady, isLanguage } from "../lib/i18n.ts";
import {
  answerPrerenderedPrompt,
  findPrerenderedPrompt,
  releasePrerenderedPage,
} from "../lib/prerendered-prompt.ts";

/**
 * Starts the app (`start`, called once), or holds it while the server's cookie question is the first thing a new
 * visitor has to answer. The server's page and question are already on screen, so drawing the app's copy of both
 * behind the question would only keep a phone's main thread busy for nothing: the app starts on the answer.
 * (A first visit's page normally loads first-visit.ts instead of the app, which loads the app on the answer;
 * this covers a page that loaded the app at once.)
 *
 * - No question in the page (a returning visitor, the app's other addresses, the native shell's own files): start.
 * - A choice already stored here (the server cannot read it) or the native shell: the question goes; start.
 * - The visitor's language is not the page's (chosen on an earlier visit): start, and the app asks in theirs.
 * - Otherwise the question's buttons start the app (lib/prerendered-prompt.ts).
 */
export async function startAfterPrerenderedPrompt(start: () => void, native: boolean): Promise<void> {
  const prompt = findPrerenderedPrompt();
  if (!prompt) return start();
  if (native || readConsent() !== "none") {
    prompt.remove();
    releasePrerenderedPage();
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
  answerPrerenderedPrompt(prompt, {
    answered: startOnce,
    switchLanguage: (language) => {
      if (isLanguage(language)) void changeLanguage(language).finally(startOnce);
    },
  });
}
