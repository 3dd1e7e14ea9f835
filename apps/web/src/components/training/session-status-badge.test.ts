import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { SESSION_STATUS_BADGE } from "./zone-colors.ts";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("session status badges", () => {
  it("keep WCAG AA contrast (4.5:1) between their text and their colour for every status", () => {
    for (const [status, { color, c }] of Object.entries(SESSION_STATUS_BADGE)) {
      const [name, shade] = color.split(".");
      const background = DEFAULT_THEME.colors[name!]![Number(shade)]!;
      const text = c === "white" ? "#ffffff" : "#000000";
      expect(contrast(background, text), `${status}: ${c} on ${color}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
