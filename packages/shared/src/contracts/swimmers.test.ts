import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  defaultMaxHr,
  defaultThresholdHr,
  karvonenZones,
  RESTING_HR_BOUNDS,
} from "../domain/training/heart-rate.ts";
import { ZAdvancedSwimmerInput, ZHeartRate } from "./swimmers.ts";

/* SPEC §5, TRAINING.md §3: max 120–220, resting 30–100 and lower than max, threshold 100–200 and not above max;
 * the coach's own zones, or null for the computed ones. Messages are keys of the `validation` namespace. */

const STUDENT = "2d7f1e4a-8b5c-4d6e-9f0a-1b2c3d4e5f6a";

/** Every issue as "path: message", in the order zod reports them. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

const heartRate = { maxHr: 200, restingHr: 60, thresholdHr: 174 };

/** The same heart-rate rules, checked alone and inside the advanced-swimmer form. */
const schemas: [string, z.ZodType, Record<string, unknown>][] = [
  ["ZHeartRate", ZHeartRate, {}],
  ["ZAdvancedSwimmerInput", ZAdvancedSwimmerInput, { studentId: STUDENT, gender: "F" }],
];

describe.each(schemas)("%s: heart-rate rules", (_name, schema, rest) => {
  const input = (overrides: Record<string, unknown>) => ({ ...rest, ...heartRate, ...overrides });

  it("accepts a valid profile, zones null by default", () => {
    const parsed = schema.parse(input({})) as { zones: unknown };
    expect(parsed.zones).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    // max 120–220 (threshold kept at 100, below every max tried)
    ["max 119", { maxHr: 119, thresholdHr: 100 }, "maxHr: hrMaxRange"],
    ["max 120", { maxHr: 120, thresholdHr: 100 }, null],
    ["max 220", { maxHr: 220, thresholdHr: 100 }, null],
    ["max 221", { maxHr: 221, thresholdHr: 100 }, "maxHr: hrMaxRange"],
    // resting 30–100
    ["resting 29", { restingHr: 29 }, "restingHr: hrRestingRange"],
    ["resting 30", { restingHr: 30 }, null],
    ["resting 100", { restingHr: 100 }, null],
    ["resting 101", { restingHr: 101 }, "restingHr: hrRestingRange"],
    // threshold 100–200 (max kept at 220, above every threshold tried)
    ["threshold 99", { maxHr: 220, thresholdHr: 99 }, "thresholdHr: hrThresholdRange"],
    ["threshold 100", { maxHr: 220, thresholdHr: 100 }, null],
    ["threshold 200", { maxHr: 220, thresholdHr: 200 }, null],
    ["threshold 201", { maxHr: 220, thresholdHr: 201 }, "thresholdHr: hrThresholdRange"],
    // whole beats, typed as text by forms
    ["max 180.5", { maxHr: 180.5 }, "maxHr: hrMaxRange"],
    ["max typed as text", { maxHr: "180", thresholdHr: 150 }, null],
    ["max missing", { maxHr: undefined }, "maxHr: hrMaxRange"],
    ["resting not a number", { restingHr: "abc" }, "restingHr: hrRestingRange"],
  ])("%s", (_case, overrides, issue) => {
    expect(issues(schema, input(overrides))).toEqual(issue ? [issue] : []);
  });

  it("resting at or above max → hrRestingBelowMax on restingHr", () => {
    // Both bounds keep resting below max, so the rule only shows alongside an out-of-range max.
    expect(issues(schema, input({ maxHr: 100, restingHr: 100, thresholdHr: 100 }))).toContain(
      "restingHr: hrRestingBelowMax",
    );
    expect(issues(schema, input({ maxHr: 90, restingHr: 95, thresholdHr: 100 }))).toContain(
      "restingHr: hrRestingBelowMax",
    );
  });

  it("threshold above max → hrThresholdAboveMax on thresholdHr; equal to max is allowed", () => {
    expect(issues(schema, input({ maxHr: 150, thresholdHr: 151 }))).toEqual([
      "thresholdHr: hrThresholdAboveMax",
    ]);
    expect(issues(schema, input({ maxHr: 150, thresholdHr: 150 }))).toEqual([]);
  });

  describe("the coach's own zones", () => {
    const computed = karvonenZones(60, 200);

    it("accepts zones null, and the computed zones", () => {
      expect(issues(schema, input({ zones: null }))).toEqual([]);
      expect(issues(schema, input({ zones: computed }))).toEqual([]);
    });

    it("accepts zones that leave a one-beat gap (130–143, 144–157 …)", () => {
      const gapped = computed.map((z, i) => ({ ...z, maxBpm: i < 4 ? z.maxBpm - 1 : z.maxBpm }));
      expect(issues(schema, input({ zones: gapped }))).toEqual([]);
    });

    it.each<[string, (zones: typeof computed) => unknown[]]>([
      ["two zones swapped", (zs) => [zs[0], zs[2], zs[1], zs[3], zs[4]]],
      [
        "numbered out of order",
        (zs) => zs.map((z, i) => ({ ...z, zone: i === 1 ? 3 : i === 2 ? 2 : z.zone })),
      ],
      [
        "a zone overlapping the one before",
        (zs) => zs.map((z, i) => (i === 2 ? { ...z, minBpm: z.minBpm - 5 } : z)),
      ],
      [
        "a zone ending before it starts",
        (zs) => zs.map((z, i) => (i === 3 ? { ...z, maxBpm: z.minBpm } : z)),
      ],
      ["a zone above the maximum", (zs) => zs.map((z, i) => (i === 4 ? { ...z, maxBpm: 205 } : z))],
    ])("%s → hrZonesInvalid", (_case, change) => {
      expect(issues(schema, input({ zones: change(computed) }))).toEqual(["zones: hrZonesInvalid"]);
    });

    it("needs exactly five zones", () => {
      expect(issues(schema, input({ zones: computed.slice(0, 4) }))).toHaveLength(1);
      expect(issues(schema, input({ zones: computed.slice(0, 4) }))[0]).toMatch(/^zones: /);
    });
  });
});

describe("ZAdvancedSwimmerInput: the swimmer's own fields", () => {
  const input = { studentId: STUDENT, gender: "M", ...heartRate };

  it("defaults the group to none", () => {
    expect(ZAdvancedSwimmerInput.parse(input)).toMatchObject({ groupId: null, zones: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no student", { studentId: undefined }, "studentId: studentRequired"],
    ["a student id that is not a uuid", { studentId: "42" }, "studentId: studentRequired"],
    ["no gender", { gender: undefined }, "gender: genderRequired"],
    ["an unknown gender", { gender: "X" }, "gender: genderRequired"],
  ])("refuses %s", (_case, overrides, issue) => {
    expect(issues(ZAdvancedSwimmerInput, { ...input, ...overrides })).toEqual([issue]);
  });
});

describe("the computed defaults always pass the contract (property)", () => {
  it("defaultMaxHr(age), any resting in bounds, defaultThresholdHr(max) and the Karvonen zones are accepted", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 110 }),
        fc.integer({ min: RESTING_HR_BOUNDS.min, max: RESTING_HR_BOUNDS.max }),
        (age, restingHr) => {
          const maxHr = defaultMaxHr(age);
          const profile = { maxHr, restingHr, thresholdHr: defaultThresholdHr(maxHr) };
          expect(issues(ZHeartRate, profile)).toEqual([]);
          expect(issues(ZHeartRate, { ...profile, zones: karvonenZones(restingHr, maxHr) })).toEqual([]);
        },
      ),
    );
  });
});
