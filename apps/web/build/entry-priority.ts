import type { Plugin } from "vite";

/**
 * Asks for the app's entry script (and the chunks index.html preloads for it) at low priority. Every page the
 * server renders shows its text before any script runs, so the first paint needs only the HTML and the
 * stylesheet; at the default (high) priority a phone on a slow connection fetches 150 kB of script beside
 * them, and the page's first image waits behind it (bench/README.md, "First visit").
 */
export function entryPriority(): Plugin {
  return {
    name: "bazin-entry-priority",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
