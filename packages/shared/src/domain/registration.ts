/** Registration rules and limits (spec §1 terms, §5, §9). */
export const REGISTRATION_VALIDITY_DAYS = 45;
export const REGISTRATION_STEPS = 7;
export const REGISTRATION_REDIRECT_MS = 3000;
export const EXPIRY_ALERT_DAYS = 7;

export const MEDICAL_CERTIFICATE_MAX_BYTES = 5_242_880;
/** On the form a certificate may be at most 6 months old (the terms allow a year; the form is stricter). */
export const MEDICAL_CERTIFICATE_MAX_AGE_MONTHS = 6;
export const MEDICAL_CERTIFICATE_TYPES = ["application/pdf", "image/jpeg", "image/jpg", "image/png"] as const;

export const IMAGE_MAX_BYTES = 5_242_880;

export const REGISTRATION_MAX = {
  fullName: 100,
  contactPerson: 100,
  contactQuality: 50,
  locality: 50,
  street: 100,
  streetNumber: 10,
  blockApartment: 20,
  county: 50,
  legalRepresentative: 100,
} as const;

/**
 * "Suspicious content" in names and addresses: markup, scripts, control characters or links.
 * Diacritics, hyphens, apostrophes, dots, commas, slashes and digits are all fine.
 */
export function isSuspicious(value: string): boolean {
  return (
    /[<>{}\\`]/.test(value) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
    /[\u0000-\u001f\u007f]/.test(value) ||
    /(https?:|ftp:|www\.|javascript:|data:|mailto:)/i.test(value) ||
    /\b[a-z0-9-]+\.(com|ro|net|org|info|io|ru|xyz|biz)\b/i.test(value)
  );
}
