import { CHUNK_LOAD_TIMEOUT_MS } from "@bazin/shared/domain/limits";
import type { ReactElement } from "react";

/** A page's code did not arrive in time (spec §9: 120 s); the error screen offers to try again. */
export class PageLoadTimeoutError extends Error {
  override name = "PageLoadTimeoutError";
}

/**
 * Waits for a page's code at most `ms`: a download that stalls on a poor connection (the pool's wifi) would
 * otherwise leave a spinner forever. The download itself cannot be cancelled; a late arrival is ignored.
 */
export function loadWithin<M>(load: () => Promise<M>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(`Page code not loaded in ${ms} ms`)), ms);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads a route's screen on demand: `lazy(() => import("…"), (m) => <m.Screen />)`. */
export function lazy<M>(load: () => Promise<M>, render: (module: M) => ReactElement) {
  return async () => ({ element: render(await loadWithin(load)) });
}
