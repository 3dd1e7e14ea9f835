import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSwimTime, formatSwimTimeDelta, MAX_SWIM_HUNDREDTHS, parseSwimTime } from "./swim-time.ts";

/* TRAINING.md §2: a time is whole hundredths, typed and shown as `MM:SS.CC` (`SS.CC` under a minute). */

describe("parseSwimTime: typed time → hundredths", () => {
  it("the slowest time the club records is 59:59.99", () => {
    expect(MAX_SWIM_HUNDREDTHS).toBe(359_999);
  });

  it.each<[string, string, number]>([
    ["MM:SS.CC", "01:02.34", 6234],
    ["M:SS.CC", "1:02.34", 6234],
    ["two-digit minutes", "16:05.12", 96_512],
    ["SS.CC under a minute", "28.45", 2845],
    ["S.CC under ten seconds", "9.99", 999],
    ["a comma as the decimal mark", "28,45", 2845],
    ["a comma after minutes", "1:02,34", 6234],
    ["one digit after the mark is tenths", "28.4", 2840],
    ["tenths after minutes", "1:05.3", 6530],
    ["zero minutes written out", "00:28.45", 2845],
    ["the fastest time, one hundredth", "0.01", 1],
    ["five hundredths", "0.05", 5],
    ["the slowest time, 59:59.99", "59:59.99", MAX_SWIM_HUNDREDTHS],
    ["surrounding spaces", "  28.45 ", 2845],
  ])("accepts %s: %j → %i", (_rule, text, hundredths) => {
    expect(parseSwimTime(text)).toBe(hundredths);
  });

  it.each<[string, string]>([
    ["seconds past 59 after minutes", "1:75.00"],
    ["seconds of 60 after minutes", "1:60.00"],
    ["one-digit seconds after minutes", "1:5.00"],
    ["letters", "abc"],
    ["empty text", ""],
    ["only spaces", "   "],
    ["zero", "0.00"],
    ["zero with minutes", "00:00.00"],
    ["one hundredth over 59:59.99", "60:00.00"],
    ["far over the maximum", "99:59.99"],
    ["whole seconds without the option", "1:05"],
    ["bare seconds", "28"],
    ["SS.CC is only for times under a minute", "75.00"],
    ["three decimals", "28.456"],
    ["hours", "1:02:03.00"],
    ["a negative time", "-28.45"],
    ["a trailing mark", "28."],
  ])("refuses %s: %j", (_rule, text) => {
    expect(parseSwimTime(text)).toBeNull();
  });

  describe("live mode: whole seconds (`mm:ss`) with allowWholeSeconds", () => {
    const live = { allowWholeSeconds: true };

    it.each<[string, number]>([
      ["1:05", 6500],
      ["00:45", 4500],
      ["59:59", 359_900],
      ["1:02.34", 6234],
      ["28.45", 2845],
    ])("accepts %j → %i", (text, hundredths) => {
      expect(parseSwimTime(text, live)).toBe(hundredths);
    });

    it.each(["1:75", "1:5", "0:00", "60:00", "28", "abc"])("still refuses %j", (text) => {
      expect(parseSwimTime(text, live)).toBeNull();
    });
  });
});

describe("formatSwimTime: hundredths → results-list text", () => {
  it.each<[number, string]>([
    [2845, "28.45"],
    [6234, "1:02.34"],
    [96_512, "16:05.12"],
    [5, "0.05"],
    [100, "1.00"],
    [999, "9.99"],
    [5999, "59.99"],
    [6000, "1:00.00"],
    [60_000, "10:00.00"],
    [MAX_SWIM_HUNDREDTHS, "59:59.99"],
  ])("%i → %s (minutes only when there are any)", (hundredths, text) => {
    expect(formatSwimTime(hundredths)).toBe(text);
  });

  it("prints every time as `M:SS.CC`, `MM:SS.CC` or `S.CC`/`SS.CC`", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SWIM_HUNDREDTHS }), (hundredths) => {
        expect(formatSwimTime(hundredths)).toMatch(/^(\d{1,2}:\d{2}|\d{1,2})\.\d{2}$/);
      }),
    );
  });
});

describe("parse(format(t)) === t", () => {
  it("holds for every t in 1 … MAX_SWIM_HUNDREDTHS (exhaustive)", () => {
    const failures: number[] = [];
    for (let t = 1; t <= MAX_SWIM_HUNDREDTHS; t++) {
      if (parseSwimTime(formatSwimTime(t)) !== t) failures.push(t);
    }
    expect(failures).toEqual([]);
  });

  it("holds with a comma, leading zero minutes, and in live mode (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SWIM_HUNDREDTHS }), (t) => {
        const text = formatSwimTime(t);
        expect(parseSwimTime(text.replace(".", ","))).toBe(t);
        expect(parseSwimTime(text, { allowWholeSeconds: true })).toBe(t);
        if (!text.includes(":")) expect(parseSwimTime(`00:${text.padStart(5, "0")}`)).toBe(t);
      }),
    );
  });

  it("formatting a parsed text gives back the canonical form (format ∘ parse is idempotent)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SWIM_HUNDREDTHS }), (t) => {
        const canonical = formatSwimTime(t);
        expect(formatSwimTime(parseSwimTime(canonical)!)).toBe(canonical);
      }),
    );
  });
});

describe("formatSwimTimeDelta: a signed difference", () => {
  it.each<[number, string]>([
    [-45, "-0.45"],
    [120, "+1.20"],
    [-6200, "-1:02.00"],
    [6234, "+1:02.34"],
    [-1, "-0.01"],
    [0, "+0.00"],
  ])("%i → %s", (hundredths, text) => {
    expect(formatSwimTimeDelta(hundredths)).toBe(text);
  });

  it("a faster time (negative) shows a minus, a slower one a plus, and the size reads back (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_SWIM_HUNDREDTHS, max: MAX_SWIM_HUNDREDTHS }).filter((d) => d !== 0),
        (delta) => {
          const text = formatSwimTimeDelta(delta);
          expect(text[0]).toBe(delta < 0 ? "-" : "+");
          expect(parseSwimTime(text.slice(1))).toBe(Math.abs(delta));
        },
      ),
    );
  });
});
