import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AGE_GROUP_VALUES,
  ageGroupOfAge,
  ageInYearOfSwim,
  ageRangeOfGroup,
  OPEN_AGE_GROUP,
  YOUNGEST_AGE_GROUP,
} from "./age-group.ts";

/* TRAINING.md §2: age group = the age the swimmer turns in the year of the swim (year of swim − birth year);
 * groups are each age 5–17 and 18+ (open). */

const day = (year: number, month: number, dayOfMonth: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;

describe("ageInYearOfSwim: year of swim − birth year", () => {
  it.each<[string, string, string, number]>([
    ["on the last day of the year", "2012-12-31", "2024-12-31", 12],
    ["a day later, in the next year", "2012-12-31", "2025-01-01", 13],
    ["before the birthday in the year", "2012-06-15", "2025-01-10", 13],
    ["after the birthday in the year", "2012-06-15", "2025-12-20", 13],
    ["born on 1 January", "2012-01-01", "2024-12-31", 12],
    ["an adult", "1985-03-02", "2025-09-14", 40],
  ])("counts the age turned in the year %s (born %s, swims %s → %i)", (_rule, born, swum, age) => {
    expect(ageInYearOfSwim(born, swum)).toBe(age);
  });

  it("every swim in one calendar year gives the same age; a year later, one more (property)", () => {
    const date = (yearArb: fc.Arbitrary<number>) =>
      fc.tuple(yearArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }));
    fc.assert(
      fc.property(
        date(fc.integer({ min: 1950, max: 2020 })),
        fc.integer({ min: 0, max: 60 }),
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })),
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })),
        ([birthYear, bm, bd], years, [m1, d1], [m2, d2]) => {
          const born = day(birthYear, bm, bd);
          const swimYear = birthYear + years;
          const age = ageInYearOfSwim(born, day(swimYear, m1, d1));
          expect(age).toBe(years);
          expect(ageInYearOfSwim(born, day(swimYear, m2, d2))).toBe(age);
          expect(ageInYearOfSwim(born, day(swimYear + 1, m2, d2))).toBe(age + 1);
        },
      ),
    );
  });
});

describe("ageGroupOfAge: 5 … 17, and 18+ as one open group", () => {
  it("the groups are 5 to 18, 18 standing for 18+", () => {
    expect(YOUNGEST_AGE_GROUP).toBe(5);
    expect(OPEN_AGE_GROUP).toBe(18);
    expect(AGE_GROUP_VALUES).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it.each<[number, number]>([
    [0, 5],
    [3, 5],
    [4, 5],
    [5, 5],
    [6, 6],
    [12, 12],
    [13, 13],
    [17, 17],
    [18, 18],
    [19, 18],
    [40, 18],
    [75, 18],
  ])("age %i swims in group %i", (age, group) => {
    expect(ageGroupOfAge(age)).toBe(group);
  });
});

describe("ageRangeOfGroup: the ages a group covers", () => {
  it.each<[number, [number, number | null]]>([
    [5, [0, 5]],
    [6, [6, 6]],
    [12, [12, 12]],
    [17, [17, 17]],
    [18, [18, null]],
  ])("group %i covers %j", (group, range) => {
    expect(ageRangeOfGroup(group)).toEqual(range);
  });

  it("every age lies in the range of its own group (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 110 }), (age) => {
        const group = ageGroupOfAge(age);
        expect(AGE_GROUP_VALUES).toContain(group);
        const [min, max] = ageRangeOfGroup(group);
        expect(age).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(age).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("the groups' ranges do not overlap", () => {
    const ranges = AGE_GROUP_VALUES.map(ageRangeOfGroup);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]! + 1);
  });
});
