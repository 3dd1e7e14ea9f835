import { describe, expect, it } from "vitest";
import { WORKOUT } from "../testing.ts";
import { cssOutcome } from "./css-outcome.ts";
import { workoutTargets } from "./css-targets.ts";
import { formatPace } from "./format.ts";

describe("CSS from the 400 m and 200 m test", () => {
  it.each([
    ["5:20.00", "2:30.00", { state: "ok", paceHundredths: 8500 }],
    ["5:20,00", "2:30.00", { state: "ok", paceHundredths: 8500 }],
    ["2:20.00", "2:30.00", { state: "problem", problem: "cssOrder" }],
    ["4:50.00", "2:30.00", { state: "problem", problem: "cssImplausible" }],
    ["5:20", "2:30.00", { state: "waiting" }],
    ["", "2:30.00", { state: "waiting" }],
  ])("%s and %s give %o", (t400, t200, expected) => {
    expect(cssOutcome(t400, t200)).toEqual(expected);
  });

  it("writes a pace with its minutes", () => {
    expect(formatPace(8500)).toBe("1:25.00");
    expect(formatPace(4250)).toBe("0:42.50");
  });
});

describe("a workout's pace targets for one CSS", () => {
  const { sections, effortOnlySteps } = workoutTargets(WORKOUT.steps, 8500);

  it("keeps only the steps with a CSS offset or a pace, by section, with the repeats around them", () => {
    expect(sections.map((s) => s.section)).toEqual(["main"]);
    const main = sections[0]!.targets;
    expect(
      main.map((t) => [t.step.id, t.repeats, t.offsetSeconds, t.paceHundredths, t.stepHundredths]),
    ).toEqual([
      // CSS + 3 over 100 m: 1:28.00 per 100 m and for the step.
      ["m1", [8], 3, 8800, 8800],
      // A fixed 1:30 per 100 m stays as it is, whatever the CSS: 3:00.00 over 200 m.
      ["m2", [2], null, 9000, 18000],
      // CSS − 2 over 150 m: 1:23.00 per 100 m, 2:04.50 for the step.
      ["m4", [], -2, 8300, 12450],
    ]);
    // The warm-up and cool-down go by effort; the rest step swims nothing.
    expect(effortOnlySteps).toBe(2);
  });
});
