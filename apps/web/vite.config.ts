import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { entryPriority } from "./build/entry-priority.ts";
import { firstVisitScript } from "./build/first-visit.ts";
import { pagePreloads } from "./build/page-preloads.ts";
import { precompress } from "./build/precompress.ts";
import { pwa } from "./build/pwa.ts";
import { softwareInfo } from "./build/software-info.ts";

export default defineConfig({
  // The service worker is built only for production (`vite build`); tests and the dev server skip it.
  plugins: [
    react(),
    softwareInfo(),
    pagePreloads(),
    entryPriority(),
    firstVisitScript(),
    ...(process.env.VITEST ? [] : [pwa()]),
    precompress(),
  ],
  resolve: {
    // zod in jitless mode: no eval probe for the CSP to report (src/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) },
      // sockjs-client's sources read Node's `global`; its browser build wraps that, so the web app uses it.
      { find: /^sockjs-client$/, replacement: "sockjs-client/dist/sockjs.min.js" },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into one chunk: it is all needed for the first paint, and
        // one file compresses better than the many small shared chunks automatic splitting makes (ADR 006).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            // The public pages' shared parts that are not in the first load (footer, home page's lower
            // sections, contact blocks…): every public page loads them right after the first paint, so one
            // chunk instead of a dozen small ones (ADR 008). The legal texts are not among them: they check their
            // answer with the contract's zod schema, and the group would carry zod (~100 kB, 70–80 ms of a slow
            // phone's main thread) into every public page; they load with the terms and privacy pages.
            {
              name: "public-ui",
              test: /src[\\/]features[\\/]public[\\/](components|lib|api)[\\/](?!LegalText|get-legal-text|markdown-title)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:8080", "/ws-chat": { target: "ws://localhost:8080", ws: true } },
  },
});
