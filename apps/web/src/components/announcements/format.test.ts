import { describe, expect, it } from "vitest";
import { excerpt, formatEventDate, formatPublished, paragraphs } from "./format.ts";

describe("event formatting", () => {
  it("writes event days in the Romanian format when Romanian is chosen, in English otherwise", () => {
    expect(formatEventDate("2026-06-14", "ro")).toBe("duminică, 14 iunie 2026");
    // CLDR versions differ on the comma after the weekday.
    expect(formatEventDate("2026-06-14", "en")).toMatch(/^Sunday,? 14 June 2026$/);
    expect(formatPublished("2026-05-12T09:00:00.000Z", "ro")).toBe("12 mai 2026");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatEventDate("2026-01-01", "ro")).toContain("1 ianuarie 2026");
  });

  it("splits paragraphs at blank lines and cuts long text at a word", () => {
    expect(paragraphs("Unu.\n\n  Doi.\n \nTrei.")).toEqual(["Unu.", "Doi.", "Trei."]);
    const text = "cuvânt ".repeat(60).trim();
    const short = excerpt(text, 50);
    expect(short.endsWith("cuvânt…")).toBe(true);
    expect(short.length).toBeLessThanOrEqual(51);
    expect(excerpt("scurt", 50)).toBe("scurt");
  });
});
