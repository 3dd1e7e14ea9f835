import { API_CACHE, ASSET_CACHE } from "../../../lib/offline-caches.ts";
import { isNative } from "../../../lib/platform.ts";

/*
 * The installable app's service worker (apps/web/vite.config.ts builds /sw.js). It is registered from the
 * signed-in screens that need to work offline, after the page has loaded, so the public pages' first load never
 * pays for it. The cache names are in lib/offline-caches.ts.
 */

/**
 * What this page loaded before the worker controlled it goes into the worker's caches at once, so the page
 * opens offline after this one visit: the code chunks it fetched and the API answers it needs to start.
 */
async function warmCaches(apiPaths: readonly string[]) {
  if (typeof caches === "undefined") return;
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  const assetCache = await caches.open(ASSET_CACHE);
  await Promise.all(
    [...new Set(assets)].map(async (path) => {
      if (!(await assetCache.match(path))) await assetCache.add(path).catch(() => undefined);
    }),
  );
  const apiCache = await caches.open(API_CACHE);
  await Promise.all(apiPaths.map((path) => apiCache.add(path).catch(() => undefined)));
}

/** Registers /sw.js once the page has loaded (not in the dev server, not in the native shell). */
export function registerServiceWorker(apiPaths: readonly string[] = []): void {
  if (
    import.meta.env.DEV ||
    isNative() ||
    typeof navigator === "undefined" ||
    !("serviceWorker" in navigator)
  )
    return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => warmCaches(apiPaths))
      .catch((error: unknown) => console.warn("Service worker not registered:", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
