import { PAGE_DATA_ELEMENT_ID, type PageDataPayload } from "@bazin/shared/domain/public-pages";

let answers: Map<string, unknown> | null = null;

/** The answers the server wrote into this page's HTML, read once; only those asked in `language`. */
function pageAnswers(language: string): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const payload = JSON.parse(element.textContent) as PageDataPayload;
    if (payload.lang === language) {
      for (const [path, answer] of Object.entries(payload.answers)) answers.set(path, answer);
    }
  } catch {
    // Unreadable data only costs the requests it would have saved.
  }
  return answers;
}

/**
 * The answer the server already gave for a GET of `path` in this page's HTML (a public page's first list, the
 * club's details), or undefined. Each is handed out once: the next request for it (a refresh) asks the server.
 */
export function takePageData(path: string, language: string): unknown {
  const known = pageAnswers(language);
  const answer = known.get(path);
  known.delete(path);
  return answer;
}
