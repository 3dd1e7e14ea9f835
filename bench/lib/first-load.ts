import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The JavaScript index.html makes the browser load before anything else: entry script and module preloads. */
export function firstLoadJs(dist: string): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}
