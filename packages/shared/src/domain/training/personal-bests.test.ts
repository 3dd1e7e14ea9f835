import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inSwimOrder, personalBestIds, seasonLabel, seasonOf, type TimedSwim } from "./personal-bests.ts";

/* TRAINING.md §2: a time's PB flag means "was a PB when swum": the first time, then every time strictly faster
 * than all earlier ones. Earlier = earlier day; on the same day, the one recorded first. */

const swim = (
  id: string,
  hundredths: number,
  swumOn: string,
  recordedAt = `${swumOn}T10:00:00Z`,
): TimedSwim => ({
  id,
  hundredths,
  swumOn,
  recordedAt,
});

const flagged = (swims: TimedSwim[]) => [...personalBestIds(swims)].sort();

describe("personalBestIds: the swims that were a PB when swum", () => {
  it.each<[string, TimedSwim[], string[]]>([
    ["no swims, no PB", [], []],
    ["the first swim is a PB", [swim("a", 3000, "2025-01-10")], ["a"]],
    [
      "a later, faster swim is a new PB",
      [swim("a", 3000, "2025-01-10"), swim("b", 2950, "2025-02-10")],
      ["a", "b"],
    ],
    [
      "a later, slower swim is not a PB",
      [swim("a", 3000, "2025-01-10"), swim("b", 3050, "2025-02-10")],
      ["a"],
    ],
    ["an equal time is not a new PB", [swim("a", 3000, "2025-01-10"), swim("b", 3000, "2025-02-10")], ["a"]],
    [
      "a swim must beat the best so far, not just the previous swim",
      [
        swim("a", 3000, "2025-01-10"),
        swim("b", 3100, "2025-02-10"),
        swim("c", 3050, "2025-03-10"),
        swim("d", 2990, "2025-04-10"),
      ],
      ["a", "d"],
    ],
    [
      "same day: the one recorded first comes first (faster one recorded first)",
      [
        swim("a", 3000, "2025-01-10", "2025-01-10T10:00:00Z"),
        swim("b", 2950, "2025-01-10", "2025-01-10T09:00:00Z"),
      ],
      ["b"],
    ],
    [
      "same day: the one recorded first comes first (faster one recorded later)",
      [
        swim("a", 3000, "2025-01-10", "2025-01-10T09:00:00Z"),
        swim("b", 2950, "2025-01-10", "2025-01-10T10:00:00Z"),
      ],
      ["a", "b"],
    ],
    [
      "the swim day counts before the recording time (an older swim entered late)",
      [
        swim("a", 2950, "2025-02-10", "2025-02-10T10:00:00Z"),
        swim("b", 3000, "2025-01-10", "2025-03-01T10:00:00Z"),
      ],
      ["a", "b"],
    ],
    [
      "out-of-order input is put in swim order first",
      [
        swim("d", 2900, "2025-04-10"),
        swim("b", 3100, "2025-02-10"),
        swim("a", 3000, "2025-01-10"),
        swim("c", 2950, "2025-03-10"),
      ],
      ["a", "c", "d"],
    ],
  ])("%s", (_rule, swims, expected) => {
    expect(flagged(swims)).toEqual(expected);
  });

  it("takes recordedAt as a Date or an ISO string alike", () => {
    const swims: TimedSwim[] = [
      { id: "a", hundredths: 3000, swumOn: "2025-01-10", recordedAt: new Date("2025-01-10T10:00:00Z") },
      { id: "b", hundredths: 2950, swumOn: "2025-01-10", recordedAt: "2025-01-10T09:00:00Z" },
    ];
    expect(flagged(swims)).toEqual(["b"]);
  });

  it("flags the same swims whatever the input order, even when day and recording time tie (property)", () => {
    const tied = fc
      .array(
        fc.record({
          hundredths: fc.integer({ min: 3000, max: 3004 }),
          day: fc.integer({ min: 1, max: 3 }),
          second: fc.integer({ min: 0, max: 2 }),
        }),
        { maxLength: 15 },
      )
      .map((rows) =>
        rows.map((r, i) =>
          swim(
            `s${String(i).padStart(2, "0")}`,
            r.hundredths,
            `2025-01-0${r.day}`,
            `2025-01-0${r.day}T10:00:0${r.second}Z`,
          ),
        ),
      );
    fc.assert(
      fc.property(
        tied.chain((swims) =>
          fc.tuple(
            fc.constant(swims),
            fc.shuffledSubarray(swims, { minLength: swims.length, maxLength: swims.length }),
          ),
        ),
        ([swims, shuffled]) => {
          expect(flagged(shuffled)).toEqual(flagged(swims));
        },
      ),
    );
  });
});

describe("personalBestIds equals a brute-force recomputation (property)", () => {
  /** A series with distinct recording times, so "before" is exactly the spec's order. */
  const series = fc
    .array(
      fc.record({
        hundredths: fc.integer({ min: 3000, max: 3010 }),
        day: fc.integer({ min: 1, max: 7 }),
        minute: fc.integer({ min: 0, max: 10_000 }),
      }),
      { maxLength: 25 },
    )
    .map((rows) =>
      rows.map((r, i) =>
        swim(
          `s${i}`,
          r.hundredths,
          `2025-03-0${r.day}`,
          new Date(Date.UTC(2025, 0, 1) + r.minute * 60_000 + i).toISOString(),
        ),
      ),
    )
    .chain((swims) => fc.shuffledSubarray(swims, { minLength: swims.length, maxLength: swims.length }));

  const recordedMs = (s: TimedSwim) => new Date(s.recordedAt).getTime();
  /** b was swum before a: an earlier day, or the same day and recorded earlier. */
  const before = (b: TimedSwim, a: TimedSwim) =>
    b.swumOn < a.swumOn || (b.swumOn === a.swumOn && recordedMs(b) < recordedMs(a));

  it("a swim is flagged iff it is strictly faster than every swim before it", () => {
    fc.assert(
      fc.property(series, (swims) => {
        const expected = swims
          .filter((a) => swims.every((b) => b === a || !before(b, a) || a.hundredths < b.hundredths))
          .map((s) => s.id)
          .sort();
        expect(flagged(swims)).toEqual(expected);
      }),
    );
  });

  it("the flagged swims get strictly faster in swim order, and the last is the series' best", () => {
    fc.assert(
      fc.property(series, (swims) => {
        const ids = personalBestIds(swims);
        const progression = inSwimOrder(swims).filter((s) => ids.has(s.id));
        for (let i = 1; i < progression.length; i++)
          expect(progression[i]!.hundredths).toBeLessThan(progression[i - 1]!.hundredths);
        if (swims.length > 0)
          expect(progression.at(-1)!.hundredths).toBe(Math.min(...swims.map((s) => s.hundredths)));
      }),
    );
  });
});

describe("inSwimOrder", () => {
  it("sorts by day, then by recording time, and leaves the input as it was", () => {
    const input = [
      swim("c", 1, "2025-01-11", "2025-01-11T08:00:00Z"),
      swim("b", 1, "2025-01-10", "2025-01-10T11:00:00Z"),
      swim("a", 1, "2025-01-10", "2025-01-10T09:00:00Z"),
    ];
    expect(inSwimOrder(input).map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(input.map((s) => s.id)).toEqual(["c", "b", "a"]);
  });
});

describe("seasons run 1 September – 31 August, named by their first year", () => {
  it.each<[string, number]>([
    ["2025-08-31", 2024],
    ["2025-09-01", 2025],
    ["2025-01-01", 2024],
    ["2025-12-31", 2025],
    ["2026-06-15", 2025],
  ])("%s belongs to season %i", (day, season) => {
    expect(seasonOf(day)).toBe(season);
  });

  it.each<[number, string]>([
    [2025, "2025/26"],
    [2024, "2024/25"],
    [2009, "2009/10"],
    [1999, "1999/00"],
    [2099, "2099/00"],
  ])("season %i is labelled %s", (season, label) => {
    expect(seasonLabel(season)).toBe(label);
  });

  it("every day lies between its season's 1 September and the next 31 August (property)", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const season = seasonOf(day);
          expect(day >= `${season}-09-01`).toBe(true);
          expect(day <= `${season + 1}-08-31`).toBe(true);
        },
      ),
    );
  });
});
