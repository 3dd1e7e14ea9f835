import { describe, expect, it } from "vitest";
import {
  bandLanes,
  calendarWeeks,
  moveEdge,
  newPhaseRange,
  type PhaseValue,
  peakZoneOf,
  shiftPhase,
  weekCountOf,
  weeklyMetres,
} from "./calendar.ts";

const phase = (
  startWeek: number,
  endWeek: number,
  kind: PhaseValue["phase"] = "accumulation",
): PhaseValue => ({
  phase: kind,
  startWeek,
  endWeek,
  notes: "",
});

describe("the plan calendar's weeks", () => {
  it("has one row per plan week, Monday first, week 1 holding the start date", () => {
    // Wednesday 3 September to Tuesday 16 September 2025: weeks of 1, 8 and 15 September.
    const weeks = calendarWeeks("2025-09-03", "2025-09-16");
    expect(weeks.map((w) => w.monday)).toEqual(["2025-09-01", "2025-09-08", "2025-09-15"]);
    expect(weeks[0]!.days).toEqual([
      "2025-09-01",
      "2025-09-02",
      "2025-09-03",
      "2025-09-04",
      "2025-09-05",
      "2025-09-06",
      "2025-09-07",
    ]);
  });

  it.each([
    ["", "2025-09-30", 0],
    ["2025-09-30", "2025-09-01", 0],
    ["2025-09-01", "2025-09-07", 1],
    ["2025-09-01", "2025-11-23", 12],
    // More than the 104 weeks a plan may hold.
    ["2025-01-06", "2027-01-10", 0],
  ])("from %s to %s has %i weeks", (start, end, count) => {
    expect(weekCountOf(start, end)).toBe(count);
  });

  it("adds each placed workout's metres to its week, leaving out days outside the plan", () => {
    const totals = weeklyMetres("2025-09-01", 2, [
      { day: "2025-09-01", workout: { totalDistanceMetres: 3000 } },
      { day: "2025-09-07", workout: { totalDistanceMetres: 2500 } },
      { day: "2025-09-08", workout: { totalDistanceMetres: 4000 } },
      { day: "2025-09-15", workout: { totalDistanceMetres: 1000 } },
    ]);
    expect(totals.slice(1)).toEqual([5500, 4000]);
  });
});

describe("moving a phase band", () => {
  it.each([
    // edge, to week, expected start–end (from 3–6 in a 10-week plan)
    ["end", 8, [3, 8]],
    ["end", 2, [3, 3]],
    ["end", 12, [3, 10]],
    ["start", 1, [1, 6]],
    ["start", 0, [1, 6]],
    ["start", 9, [6, 6]],
  ] as const)("moves the %s edge to week %i: weeks %j", (edge, week, [start, end]) => {
    const moved = moveEdge(phase(3, 6), edge, week, 10);
    expect([moved.startWeek, moved.endWeek]).toEqual([start, end]);
  });

  it.each([
    [2, [5, 8]],
    [-5, [1, 4]],
    [10, [7, 10]],
  ] as const)(
    "shifts a 4-week band by %i weeks to %j, keeping its length inside the plan",
    (weeks, [start, end]) => {
      const moved = shiftPhase(phase(3, 6), weeks, 10);
      expect([moved.startWeek, moved.endWeek]).toEqual([start, end]);
    },
  );

  it("proposes a new phase from the first free week, for its shortest length", () => {
    expect(newPhaseRange([phase(1, 4)], "intensification", 12)).toEqual({ startWeek: 5, endWeek: 6 });
    expect(newPhaseRange([], "accumulation", 3)).toEqual({ startWeek: 1, endWeek: 3 });
    expect(newPhaseRange([phase(1, 3)], "taper", 3)).toEqual({ startWeek: 1, endWeek: 1 });
  });

  it("puts overlapping bands side by side", () => {
    expect(bandLanes([phase(1, 4), phase(5, 7)])).toEqual({ lanes: [0, 0], laneCount: 1 });
    expect(bandLanes([phase(1, 4), phase(4, 5), phase(6, 7), phase(5, 6)])).toEqual({
      lanes: [0, 1, 0, 2],
      laneCount: 3,
    });
  });
});

describe("a placed workout's colour", () => {
  it("is its hardest zone with metres", () => {
    expect(peakZoneOf({ 1: 600, 2: 1100, 3: 0, 6: 500 })).toBe(6);
    expect(peakZoneOf({ 1: 0 })).toBe(0);
  });
});
