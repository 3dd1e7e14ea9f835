import { describe, expect, it } from "vitest";
import { contrast, mantineHex } from "../../test/contrast.ts";
import { SESSION_STATUS_BADGE } from "./zone-colors.ts";

describe("session status badges", () => {
  it("keep WCAG AA contrast (4.5:1) between their text and their colour for every status", () => {
    for (const [status, { color, c }] of Object.entries(SESSION_STATUS_BADGE)) {
      expect(
        contrast(mantineHex(color), mantineHex(c)),
        `${status}: ${c} on ${color}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
