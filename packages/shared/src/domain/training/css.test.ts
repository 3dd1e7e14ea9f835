import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cssPaceHundredths, cssTargetHundredths, timeForDistance } from "./css.ts";

/* TRAINING.md §4: CSS pace per 100 m = (T400 − T200) / 2, times in hundredths. */

const ok = (paceHundredths: number) => ({ ok: true, paceHundredths });

describe("cssPaceHundredths", () => {
  it.each<[string, number, number, number]>([
    ["400 in 5:00.00, 200 in 2:20.00 → 1:20.00", 30_000, 14_000, 8_000],
    ["400 in 4:40.00, 200 in 2:12.00 → 1:14.00", 28_000, 13_200, 7_400],
    ["a club age-grouper: 6:10.45 and 2:58.20 → 1:36.13 (rounded)", 37_045, 17_820, 9_613],
    ["an odd difference rounds half up: 8000.5 → 8001", 30_001, 14_000, 8_001],
    ["an even 400 pace (exactly twice the 200): CSS is that pace", 30_000, 15_000, 7_500],
  ])("%s", (_case, t400, t200, pace) => {
    expect(cssPaceHundredths(t400, t200)).toEqual(ok(pace));
  });

  it.each<[string, number, number, "cssOrder" | "cssImplausible"]>([
    ["the 400 faster than the 200", 14_000, 30_000, "cssOrder"],
    ["the same time for both", 15_000, 15_000, "cssOrder"],
    ["a 400 swum at a faster pace than the 200 (a typing mistake)", 29_000, 15_000, "cssImplausible"],
    ["one hundredth too fast per 100", 29_999, 15_000, "cssImplausible"],
  ])("refuses %s", (_case, t400, t200, problem) => {
    expect(cssPaceHundredths(t400, t200)).toEqual({ ok: false, problem });
  });

  it("a plausible test always gives a CSS, never faster than the swimmer's 400 pace (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 30_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (t200, extra) => {
          const t400 = 2 * t200 + extra;
          const result = cssPaceHundredths(t400, t200);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          // Rounded to the hundredth: at most half a hundredth per 100 faster, two per 400.
          expect(result.paceHundredths * 4).toBeGreaterThanOrEqual(t400 - 2);
        },
      ),
    );
  });
});

describe("CSS targets", () => {
  it.each<[number, number, number]>([
    [7_400, 3, 7_700],
    [7_400, -2, 7_200],
    [7_400, 0, 7_400],
    [9_613, 60, 15_613],
  ])("CSS %i with offset %i s → %i per 100", (css, offset, target) => {
    expect(cssTargetHundredths(css, offset)).toBe(target);
  });

  it.each<[number, number, number]>([
    [7_700, 200, 15_400],
    [7_400, 50, 3_700],
    [7_401, 50, 3_701],
    [7_400, 25, 1_850],
    [8_000, 400, 32_000],
  ])("at %i per 100, %i m take %i", (pace, metres, hundredths) => {
    expect(timeForDistance(pace, metres)).toBe(hundredths);
  });

  it("a 200 at CSS + 3 from a 4:40 / 2:12 test is 2:34.00", () => {
    const css = cssPaceHundredths(28_000, 13_200);
    expect(css.ok).toBe(true);
    if (css.ok) expect(timeForDistance(cssTargetHundredths(css.paceHundredths, 3), 200)).toBe(15_400);
  });
});
