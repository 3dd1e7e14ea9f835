/*
 * The first-load JavaScript of `/` (budget 150 kB gzip, ARCHITECTURE.md §7), without Lighthouse: what the
 * built index.html makes the browser load before anything else. `npm run build && npm run bench:first-load`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadJs, firstVisitJs } from "./lib/first-load.ts";

const DIST = join(fileURLToPath(new URL("..", import.meta.url)), "apps/web/dist");
if (!existsSync(join(DIST, "index.html"))) {
  console.error("apps/web/dist is missing: run `npm run build` first.");
  process.exit(1);
}
const js = firstLoadJs(DIST);
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
console.log(
  `First-load JavaScript of /: ${kB(js.gzipBytes)} kB gzip (${kB(js.rawBytes)} kB raw), budget 150 kB`,
);
for (const file of js.files) console.log(`  ${file}`);
const firstVisit = firstVisitJs(DIST);
if (firstVisit) {
  console.log(
    `A first visit's JavaScript until the cookie answer (ADR 030): ${kB(firstVisit.gzipBytes)} kB gzip (${kB(firstVisit.rawBytes)} kB raw)`,
  );
  for (const file of firstVisit.files) console.log(`  ${file}`);
}
process.exitCode = js.gzipBytes > 150_000 ? 1 : 0;
