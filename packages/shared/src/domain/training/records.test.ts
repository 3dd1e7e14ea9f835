import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { personalBestIds, type TimedSwim } from "./personal-bests.ts";
import { recordProgression } from "./records.ts";

/* TRAINING.md §2: a club record is the best time per event × pool × gender × age group; its history is every
 * swim, in swim order, strictly faster than all before it. The last one is the record. */

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

const ids = (swims: readonly TimedSwim[]) => swims.map((s) => s.id);

describe("recordProgression: a club record's history", () => {
  it.each<[string, TimedSwim[], string[]]>([
    ["no swims, no record", [], []],
    ["one swim is the record", [swim("a", 3000, "2024-05-01")], ["a"]],
    [
      "every improvement, oldest first",
      [swim("a", 3000, "2024-05-01"), swim("b", 2950, "2024-06-01"), swim("c", 2900, "2025-01-10")],
      ["a", "b", "c"],
    ],
    [
      "an equal time does not take the record: the earliest swum keeps it",
      [swim("a", 3000, "2024-05-01"), swim("b", 2950, "2024-06-01"), swim("c", 2950, "2025-01-10")],
      ["a", "b"],
    ],
    [
      "slower swims between improvements are left out",
      [
        swim("a", 3000, "2024-05-01"),
        swim("b", 3100, "2024-05-15"),
        swim("c", 2990, "2024-06-01"),
        swim("d", 2995, "2024-07-01"),
      ],
      ["a", "c"],
    ],
    [
      "input in any order is put in swim order",
      [swim("c", 2900, "2025-01-10"), swim("a", 3000, "2024-05-01"), swim("b", 2950, "2024-06-01")],
      ["a", "b", "c"],
    ],
    [
      "equal times on the same day: the one recorded first holds the record",
      [
        swim("late", 2950, "2024-06-01", "2024-06-01T12:00:00Z"),
        swim("early", 2950, "2024-06-01", "2024-06-01T09:00:00Z"),
      ],
      ["early"],
    ],
  ])("%s", (_rule, swims, expected) => {
    expect(ids(recordProgression(swims))).toEqual(expected);
  });

  it("keeps the caller's own fields on the swims it returns", () => {
    const swims = [{ ...swim("a", 3000, "2024-05-01"), holder: "Ana" }];
    expect(recordProgression(swims)[0]!.holder).toBe("Ana");
  });
});

describe("recordProgression laws (property)", () => {
  /** A group's swims with distinct recording times, given in shuffled order; times in a narrow band so ties happen. */
  const group = fc
    .array(
      fc.record({
        hundredths: fc.integer({ min: 2500, max: 2508 }),
        day: fc.integer({ min: 10, max: 20 }),
        minute: fc.integer({ min: 0, max: 10_000 }),
      }),
      { maxLength: 30 },
    )
    .map((rows) =>
      rows.map((r, i) =>
        swim(
          `s${i}`,
          r.hundredths,
          `2024-10-${r.day}`,
          new Date(Date.UTC(2024, 9, 1) + r.minute * 60_000 + i).toISOString(),
        ),
      ),
    )
    .chain((swims) => fc.shuffledSubarray(swims, { minLength: swims.length, maxLength: swims.length }));

  const recordedMs = (s: TimedSwim) => new Date(s.recordedAt).getTime();
  const before = (b: TimedSwim, a: TimedSwim) =>
    b.swumOn < a.swumOn || (b.swumOn === a.swumOn && recordedMs(b) < recordedMs(a));

  it("the last element is the minimum over the group, the earliest swum among equal times", () => {
    fc.assert(
      fc.property(
        group.filter((swims) => swims.length > 0),
        (swims) => {
          const record = recordProgression(swims).at(-1)!;
          const best = Math.min(...swims.map((s) => s.hundredths));
          expect(record.hundredths).toBe(best);
          const equals = swims.filter((s) => s.hundredths === best);
          expect(equals.every((s) => s === record || before(record, s))).toBe(true);
        },
      ),
    );
  });

  it("the progression is strictly decreasing and in swim order", () => {
    fc.assert(
      fc.property(group, (swims) => {
        const progression = recordProgression(swims);
        for (let i = 1; i < progression.length; i++) {
          expect(progression[i]!.hundredths).toBeLessThan(progression[i - 1]!.hundredths);
          expect(before(progression[i - 1]!, progression[i]!)).toBe(true);
        }
      }),
    );
  });

  it("starts with the first swim of the group", () => {
    fc.assert(
      fc.property(
        group.filter((swims) => swims.length > 0),
        (swims) => {
          const first = swims.find((a) => swims.every((b) => b === a || before(a, b)))!;
          expect(recordProgression(swims)[0]).toBe(first);
        },
      ),
    );
  });

  it("holds exactly the swims a PB recomputation over the group would flag", () => {
    fc.assert(
      fc.property(group, (swims) => {
        expect(new Set(ids(recordProgression(swims)))).toEqual(personalBestIds(swims));
      }),
    );
  });
});
