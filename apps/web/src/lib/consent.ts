/** Local storage key of the cookie choice (spec §2 "Cookie gate"). */
export const CONSENT_STORAGE_KEY = "cookieConsent";
/** When the choice was made (ISO time): a choice holds 12 months, then the visitor is asked again (spec §9). */
export const CONSENT_DATE_STORAGE_KEY = "cookieConsentAt";
export const CONSENT_VALIDITY_MONTHS = 12;
export type ConsentChoice = "accepted" | "rejected";
export type ConsentState = ConsentChoice | "none";

/** The last moment a choice made at `madeAt` holds: the same day and time 12 months later. */
export function consentExpiresAt(madeAt: Date): Date {
  const end = new Date(madeAt);
  end.setMonth(end.getMonth() + CONSENT_VALIDITY_MONTHS);
  return end;
}

export function readConsent(now = new Date()): ConsentState {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (value !== "accepted" && value !== "rejected") return "none";
    const madeAt = new Date(localStorage.getItem(CONSENT_DATE_STORAGE_KEY) ?? "");
    if (Number.isNaN(madeAt.getTime())) {
      // A choice stored before choices were dated: its 12 months start now.
      localStorage.setItem(CONSENT_DATE_STORAGE_KEY, now.toISOString());
      return value;
    }
    if (now > consentExpiresAt(madeAt)) {
      clearConsent();
      return "none";
    }
    return value;
  } catch {
    return "none";
  }
}

export function storeConsent(choice: ConsentChoice, now = new Date()): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, now.toISOString());
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
}

export function clearConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    localStorage.removeItem(CONSENT_DATE_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
