import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SWIM_EVENTS } from "./events.ts";
import { baseTime, timeForPoints, WA_POINTS_TABLE, waPoints } from "./wa-points.ts";

describe("World Aquatics points (FINA 2021 base times)", () => {
  it("names its table", () => {
    expect(WA_POINTS_TABLE).toBe("FINA 2021");
  });

  it.each([
    // The base time itself is worth exactly 1000 points.
    ["freestyle_100", 50, "M", 4691, 1000],
    ["freestyle_50", 25, "F", 2293, 1000],
    // 1:00.00 in the 100 m freestyle, long course men: 1000 × (46.91 / 60)³ = 477.9… → 477.
    ["freestyle_100", 50, "M", 6000, 477],
    // 30.00 in the 50 m freestyle, short course women: 1000 × (22.93 / 30)³ = 446.5… → 446.
    ["freestyle_50", 25, "F", 3000, 446],
    // Twice the base time: 1000 / 8 = 125.
    ["breaststroke_200", 25, "M", 24032, 125],
  ] as const)("%s in %d m (%s), %d hundredths → %d points", (event, pool, gender, time, points) => {
    expect(waPoints(event, pool, gender, time)).toBe(points);
  });

  it("gives no points without a gender or where the table has no base time (100 m IM long course)", () => {
    expect(waPoints("freestyle_100", 25, null, 6000)).toBeNull();
    expect(baseTime("im_100", 50, "M")).toBeNull();
    expect(waPoints("im_100", 50, "M", 6000)).toBeNull();
  });

  it("has a base time for every event swum in each pool", () => {
    for (const event of SWIM_EVENTS) {
      for (const gender of ["F", "M"] as const) {
        expect(baseTime(event, 25, gender), `${event} 25 ${gender}`).not.toBeNull();
        if (event !== "im_100") expect(baseTime(event, 50, gender), `${event} 50 ${gender}`).not.toBeNull();
      }
    }
  });

  it("women's base times are slower than men's in every event", () => {
    for (const event of SWIM_EVENTS)
      for (const pool of [25, 50]) {
        const men = baseTime(event, pool, "M");
        const women = baseTime(event, pool, "F");
        if (men !== null && women !== null) expect(women).toBeGreaterThan(men);
      }
  });

  it("finds the time for a number of points: the fastest time that still scores exactly them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SWIM_EVENTS),
        fc.constantFrom(25, 50),
        fc.constantFrom("F" as const, "M" as const),
        fc.integer({ min: 100, max: 1000 }),
        (event, pool, gender, points) => {
          const time = timeForPoints(event, pool, gender, points);
          if (baseTime(event, pool, gender) === null) return time === null;
          if (time === null) return true; // no hundredth scores exactly these points (rare, high scores)
          return (
            waPoints(event, pool, gender, time) === points &&
            (waPoints(event, pool, gender, time - 1) ?? 0) > points
          );
        },
      ),
    );
  });

  it("points never grow with a slower time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 30000 }), (time) => {
        const faster = waPoints("freestyle_200", 25, "M", time)!;
        const slower = waPoints("freestyle_200", 25, "M", time + 1)!;
        return slower <= faster;
      }),
    );
  });
});
