import { SESSION_STATUSES } from "@bazin/shared/domain/training/session-rules";
import { describe, expect, it } from "vitest";
import { contrast, mantineHex } from "../../../test/contrast.ts";
import { STATUS_COLOR } from "../lib/format.ts";
import { chipTextColor } from "./SessionChip.tsx";

describe("the swimmer's calendar chips", () => {
  it("keep WCAG AA contrast (4.5:1) between their text and their shade-0 background for every status", () => {
    for (const status of SESSION_STATUSES) {
      const background = mantineHex(`${STATUS_COLOR[status]}.0`);
      expect(contrast(background, mantineHex(chipTextColor(status))), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});
