import { describe, expect, it } from "vitest";
import html from "../../index.html?raw";
import { FONT_FAMILY } from "./theme.ts";

describe("the server-rendered text's styles (index.html)", () => {
  const rule = (selector: string) => html.match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1] ?? "";

  it("use the app's font, so the text keeps its size and wrapping when the app takes over", () => {
    expect(rule(".prerendered")).toContain(`font-family: ${FONT_FAMILY};`);
  });

  it("size the heading and the lead like the app's Title order 1 and Text lg, lines a hair taller", () => {
    expect(rule(".prerendered h1")).toContain("font-size: 2.125rem; line-height: 1.33;");
    expect(rule(".prerendered-lead")).toContain("font-size: 1.125rem; line-height: 1.63;");
  });
});
