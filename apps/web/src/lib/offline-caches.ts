/*
 * The service worker's cache names (apps/web/build/pwa.ts builds its routes with them; keep them in step), shared
 * by the screens that fill them (live mode) and by sign-out, which empties the copies of signed-in answers.
 */

export const ASSET_CACHE = "bazin-assets";
export const API_CACHE = "bazin-api";

/** Deletes the copies of API answers kept for offline use, so the next person on this phone sees none of them. */
export async function forgetOfflineAnswers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(API_CACHE).catch(() => false);
}
