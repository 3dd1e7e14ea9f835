// By path, not the package name: Vite loads its config with Node, which does not import the package's TypeScript.

import type { Plugin, Rolldown } from "vite";
import {
  PAGE_PRELOADS_FILE,
  type PagePreloads,
  type PublicPageKey,
} from "../../../packages/shared/src/domain/public-pages.ts";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The module app/router.tsx loads for each public page; the home page is in the first load. Keyed by the
 * shared page list, so a new public page does not build until it is named here.
 */
const PAGE_MODULES: Record<PublicPageKey, string | null> = {
  home: null,
  contact: "src/features/public/routes/contact.tsx",
  registration: "src/features/registration/routes/registration-page.tsx",
  gallery: "src/features/gallery/routes/gallery-page.tsx",
  events: "src/features/events/routes/events-page.tsx",
  privacy: "src/features/public/routes/privacy.tsx",
  terms: "src/features/public/routes/terms.tsx",
  developer: "src/features/public/routes/developer.tsx",
};

/**
 * Pages whose code must not carry zod (~100 kB of script whose evaluation holds a slow phone's main thread for
 * 70–80 ms): the first load (the home page) and these. Their answers are read without the contract schemas;
 * the forms' pages (registration) and the legal texts check theirs and load zod.
 */
const WITHOUT_ZOD: readonly PublicPageKey[] = ["home", "contact", "events", "gallery"];
const ZOD_MODULE = /node_modules[\\/]zod[\\/]/;

/** The first zod module among the chunks' modules, if any. */
const zodIn = (chunks: OutputChunk[]) =>
  chunks.flatMap((chunk) => chunk.moduleIds).find((id) => ZOD_MODULE.test(id));

/** A chunk and every chunk it imports statically, each once. */
function closure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Writes, for each public page, the scripts and styles its route loads beyond the first load. The server puts
 * them in the page's HTML as preload hints: the browser fetches them beside the entry instead of after it, and
 * the app's loader finds them already in the head instead of adding some fifty elements while the page starts
 * (bench/README.md, "Preload hints").
 */
export function pagePreloads(): Plugin {
  return {
    name: "bazin-page-preloads",
    apply: "build",
    // After Vite's own steps, which drop the chunks that only held CSS and hand their styles to the importers.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const firstLoadChunks = closure(bundle, entry);
        const firstLoad = new Set(firstLoadChunks.map((chunk) => chunk.fileName));
        const zodAtFirst = zodIn(firstLoadChunks);
        if (zodAtFirst) this.error(`page-preloads: the first load carries zod (${zodAtFirst})`);
        const pages: PagePreloads = {};
        for (const [key, module] of Object.entries(PAGE_MODULES) as [PublicPageKey, string | null][]) {
          if (!module) continue;
          const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(module));
          if (!page)
            this.error(`page-preloads: no chunk loads ${module} (the "${key}" page); update PAGE_MODULES`);
          const loaded = closure(bundle, page).filter((chunk) => !firstLoad.has(chunk.fileName));
          const zod = WITHOUT_ZOD.includes(key) ? zodIn(loaded) : undefined;
          if (zod) this.error(`page-preloads: the "${key}" page loads zod (${zod}); see WITHOUT_ZOD`);
          pages[key] = {
            scripts: loaded.map((chunk) => `/${chunk.fileName}`),
            styles: [...new Set(loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
              (file) => `/${file}`,
            ),
          };
        }
        this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(pages) });
      },
    },
  };
}
