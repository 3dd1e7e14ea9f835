/*
 * Where a registrant's one-time links lead (the web app's public pages) and how long each lives. Shared by the
 * mails that carry them: the access form's answer, the 7-day expiry mail, the certificate warning.
 */

/** An access link opens the page once, within the hour (it is mailed on request, read at once). */
export const ACCESS_LINK_TTL_MS = 60 * 60_000;
/** The page's session after an access link opened it: long enough to read, download and upload. */
export const ACCESS_SESSION_TTL_MS = 30 * 60_000;
/** A link mailed with a warning (expiry, certificate) stays usable for 14 days, past the end it warns of. */
export const WARNING_LINK_TTL_MS = 14 * 24 * 60 * 60_000;

/** The page of a registrant's data, opened by an `access` link. */
export function registrantAccessUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/datele-mele/link?token=${encodeURIComponent(token)}`;
}

/** The page that asks for a registration's renewal, opened by a `renewal` link. */
export function registrantRenewalUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reinnoire?token=${encodeURIComponent(token)}`;
}
