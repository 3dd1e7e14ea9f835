import { AUDIT_ACTIONS } from "@bazin/shared/contracts/audit";
import { describe, expect, it } from "vitest";

const NAMESPACES = ["common", "public", "auth", "swimmer", "admin", "coach", "validation", "errors"];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const catalogs = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

function catalog(language: string, namespace: string): Record<string, unknown> {
  const found = catalogs[`./${language}/${namespace}.json`];
  if (!found) throw new Error(`missing ${language}/${namespace}.json`);
  return found;
}

function entries(value: unknown, prefix = ""): [string, unknown][] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

/** Plural forms differ by language (ro: one/few/other, en: one/other), so keys are compared without them. */
function keys(language: string, namespace: string): string[] {
  return [...new Set(entries(catalog(language, namespace)).map(([key]) => key.replace(PLURAL, "")))].sort();
}

/** Namespaces present for a language (the server adds its own, e.g. mail). */
function files(language: string): string[] {
  return Object.keys(catalogs)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.replace(`./${language}/`, "").replace(".json", ""))
    .sort();
}

describe("translations", () => {
  it("has the web app's eight namespaces, and the same files, in both languages", () => {
    for (const namespace of NAMESPACES) expect(() => catalog("ro", namespace)).not.toThrow();
    expect(files("en")).toEqual(files("ro"));
  });

  it.each(files("ro"))("namespace %s has the same keys in Romanian and English", (namespace) => {
    expect(keys("en", namespace)).toEqual(keys("ro", namespace));
  });

  it("has no empty text", () => {
    for (const language of ["ro", "en"]) {
      for (const namespace of files(language)) {
        const empty = entries(catalog(language, namespace)).filter(
          ([, value]) => typeof value !== "string" || value.trim() === "",
        );
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});

describe("audit log words", () => {
  it("names every action the server records, in both languages (else the log would show a raw code)", () => {
    for (const language of ["ro", "en"]) {
      const admin = catalog(language, "admin") as { audit: { actions: Record<string, string> } };
      const missing = AUDIT_ACTIONS.filter((action) => !admin.audit.actions[action.replaceAll(".", "_")]);
      expect(missing, language).toEqual([]);
    }
  });
});
