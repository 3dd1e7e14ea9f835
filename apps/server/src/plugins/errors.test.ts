import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const LOCALES = fileURLToPath(new URL("../../../web/src/locales", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("error catalogue", () => {
  it("has a Romanian and an English message for every error code the server throws", () => {
    const codes = new Set<string>([
      "VALIDATION_ERROR",
      "RATE_LIMITED",
      "INTERNAL_ERROR",
      "NOT_FOUND",
      "BAD_REQUEST",
    ]);
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, "utf8").matchAll(/new AppError\(\s*"([A-Z_]+)"/g))
        codes.add(match[1]!);
    }
    expect(codes.size).toBeGreaterThan(10);
    for (const lang of ["ro", "en"]) {
      const catalog = JSON.parse(readFileSync(join(LOCALES, lang, "errors.json"), "utf8")) as Record<
        string,
        string
      >;
      const missing = [...codes].filter((code) => !catalog[code]);
      expect(missing, `${lang}/errors.json`).toEqual([]);
    }
  });
});
