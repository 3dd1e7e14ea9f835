import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultMaxHr,
  defaultThresholdHr,
  HR_ZONE_COUNT,
  type HrZone,
  hrZoneFilterOf,
  karvonenZones,
  MAX_HR_BOUNDS,
  RESTING_HR_BOUNDS,
  THRESHOLD_HR_BOUNDS,
} from "./heart-rate.ts";

/* SPEC §5, §9; TRAINING.md §3: max 120–220, resting 30–100 and lower than max, threshold 100–200; defaults
 * max = 220 − age, threshold = round(0.87 × max); five zones from HR reserve at 50/60/70/80/90/100 %. */

describe("heart-rate bounds (SPEC §5)", () => {
  it.each<[string, { min: number; max: number }, { min: number; max: number }]>([
    ["max", MAX_HR_BOUNDS, { min: 120, max: 220 }],
    ["resting", RESTING_HR_BOUNDS, { min: 30, max: 100 }],
    ["threshold", THRESHOLD_HR_BOUNDS, { min: 100, max: 200 }],
  ])("%s heart rate is %j bpm", (_name, bounds, expected) => {
    expect(bounds).toEqual(expected);
  });
});

describe("defaultMaxHr = 220 − age, clamped to 120–220", () => {
  it.each<[number, number]>([
    [10, 210],
    [15, 205],
    [40, 180],
    [0, 220],
    [-3, 220],
    [100, 120],
    [101, 120],
    [120, 120],
  ])("age %i → %i bpm", (age, bpm) => {
    expect(defaultMaxHr(age)).toBe(bpm);
  });
});

describe("defaultThresholdHr = round(0.87 × max), clamped to 100–200", () => {
  it.each<[number, number]>([
    [200, 174],
    [190, 165],
    [220, 191],
    [120, 104],
    [150, 131],
    [110, 100],
    [240, 200],
  ])("max %i → %i bpm", (max, bpm) => {
    expect(defaultThresholdHr(max)).toBe(bpm);
  });

  it("is 0.87 × max rounded half up, never above max, for every max in 120–220 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_HR_BOUNDS.min, max: MAX_HR_BOUNDS.max }), (max) => {
        const threshold = defaultThresholdHr(max);
        expect(threshold).toBe(Math.floor((87 * max + 50) / 100));
        expect(threshold).toBeLessThanOrEqual(max);
        expect(threshold).toBeGreaterThanOrEqual(THRESHOLD_HR_BOUNDS.min);
        expect(threshold).toBeLessThanOrEqual(THRESHOLD_HR_BOUNDS.max);
      }),
    );
  });
});

describe("karvonenZones: resting + p × (max − resting) at 50/60/70/80/90/100 %", () => {
  const ranges = (zones: HrZone[]) => zones.map((z) => [z.zone, z.minBpm, z.maxBpm]);

  it("resting 60, max 200 gives 130–144, 144–158, 158–172, 172–186, 186–200", () => {
    expect(ranges(karvonenZones(60, 200))).toEqual([
      [1, 130, 144],
      [2, 144, 158],
      [3, 158, 172],
      [4, 172, 186],
      [5, 186, 200],
    ]);
  });

  it.each<[number, number, number[]]>([
    [50, 190, [120, 134, 148, 162, 176, 190]],
    [45, 205, [125, 141, 157, 173, 189, 205]],
    [30, 120, [75, 84, 93, 102, 111, 120]],
    [100, 220, [160, 172, 184, 196, 208, 220]],
    [61, 200, [131, 144, 158, 172, 186, 200]],
  ])("resting %i, max %i: zone boundaries %j", (resting, max, boundaries) => {
    const zones = karvonenZones(resting, max);
    expect([zones[0]!.minBpm, ...zones.map((z) => z.maxBpm)]).toEqual(boundaries);
  });

  it("for every valid resting and max: five zones, contiguous, rising, ending at max, each within half a beat of the exact value (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: RESTING_HR_BOUNDS.min, max: RESTING_HR_BOUNDS.max }),
        fc.integer({ min: MAX_HR_BOUNDS.min, max: MAX_HR_BOUNDS.max }),
        (resting, max) => {
          const zones = karvonenZones(resting, max);
          expect(zones.map((z) => z.zone)).toEqual([1, 2, 3, 4, 5]);
          expect(zones).toHaveLength(HR_ZONE_COUNT);
          zones.forEach((z, i) => {
            expect(z.minBpm).toBeLessThan(z.maxBpm);
            if (i > 0) expect(z.minBpm).toBe(zones[i - 1]!.maxBpm);
          });
          expect(zones[4]!.maxBpm).toBe(max);
          const boundaries = [zones[0]!.minBpm, ...zones.map((z) => z.maxBpm)];
          boundaries.forEach((bpm, i) => {
            const exact = resting + ((5 + i) / 10) * (max - resting);
            expect(Number.isInteger(bpm)).toBe(true);
            expect(Math.abs(bpm - exact)).toBeLessThanOrEqual(0.5);
          });
        },
      ),
    );
  });
});

describe("hrZoneFilterOf: low max HR < 170, medium 170–190, high > 190 (SPEC §9)", () => {
  it.each<[number, string]>([
    [120, "low"],
    [169, "low"],
    [170, "medium"],
    [180, "medium"],
    [190, "medium"],
    [191, "high"],
    [220, "high"],
  ])("max %i bpm is %s", (max, filter) => {
    expect(hrZoneFilterOf(max)).toBe(filter);
  });
});
