import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { FIRST_VISIT_FILE, type FirstVisitScript } from "@bazin/shared/domain/public-pages";

interface JsSize {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

/** The JavaScript index.html makes the browser load before anything else: entry script and module preloads. */
export function firstLoadJs(dist: string): JsSize {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return sizeOf(dist, files);
}

/**
 * What a first visit's page loads instead until the visitor answers the cookie question (ADR 030): the script
 * named in first-visit.json, if the build wrote one.
 */
export function firstVisitJs(dist: string): JsSize | null {
  const manifest = join(dist, FIRST_VISIT_FILE);
  if (!existsSync(manifest)) return null;
  return sizeOf(dist, [(JSON.parse(readFileSync(manifest, "utf8")) as FirstVisitScript).script]);
}

function sizeOf(dist: string, files: string[]): JsSize {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}
