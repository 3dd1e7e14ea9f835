// By path, not the package name: Vite loads its config with Node, which does not import the package's TypeScript.
import { createHash } from "node:crypto";
import { build, type Plugin, type Rolldown } from "vite";
import { FIRST_VISIT_FILE, type FirstVisitScript } from "../../../packages/shared/src/domain/public-pages.ts";

const SOURCE = "src/first-visit.ts";

/**
 * Builds src/first-visit.ts on its own (a second, library build: the app's chunks group everything an entry
 * loads at once into one file, which this script must not pull in) and names it in first-visit.json for the
 * server, which sends it in place of the app's entry on a first visit's page.
 */
export function firstVisitScript(): Plugin {
  let root = "";
  return {
    name: "bazin-first-visit",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const result = (await build({
        configFile: false,
        root,
        logLevel: "warn",
        publicDir: false,
        build: {
          write: false,
          minify: true,
          lib: { entry: SOURCE, formats: ["es"] },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const [chunk] = (Array.isArray(result) ? result[0]! : result).output;
      const fileName = `assets/first-visit-${createHash("sha256").update(chunk.code).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName, source: chunk.code });
      const manifest: FirstVisitScript = { script: `/${fileName}` };
      this.emitFile({ type: "asset", fileName: FIRST_VISIT_FILE, source: JSON.stringify(manifest) });
    },
  };
}
