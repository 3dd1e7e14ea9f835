import { describe, expect, it } from "vitest";
import { lineDiff } from "./line-diff.ts";

describe("lineDiff", () => {
  it("marks the lines removed from the older text and added in the newer one, keeping the rest", () => {
    const older = "# Terms\n\nA registration lasts 45 days.\nCertificates last 1 year.";
    const newer = "# Terms\n\nA registration lasts 60 days.\nCertificates last 1 year.\nNew rule.";
    expect(lineDiff(older, newer)).toEqual([
      { kind: "same", text: "# Terms" },
      { kind: "same", text: "" },
      { kind: "removed", text: "A registration lasts 45 days." },
      { kind: "added", text: "A registration lasts 60 days." },
      { kind: "same", text: "Certificates last 1 year." },
      { kind: "added", text: "New rule." },
    ]);
  });

  it("finds nothing changed in equal texts", () => {
    expect(lineDiff("a\nb", "a\nb").every((l) => l.kind === "same")).toBe(true);
  });
});
