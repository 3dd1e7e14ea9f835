/** Local storage key of the cookie choice (spec §2 "Cookie gate"). */
export const CONSENT_STORAGE_KEY = "cookieConsent";
export type ConsentChoice = "accepted" | "rejected";
export type ConsentState = ConsentChoice | "none";

export function readConsent(): ConsentState {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "rejected" ? value : "none";
  } catch {
    return "none";
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
}

export function clearConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
