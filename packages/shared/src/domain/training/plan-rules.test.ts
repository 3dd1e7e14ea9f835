import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addDays,
  canDeletePlan,
  canTransition,
  isInsidePlan,
  isoWeekday,
  isPlanReadOnly,
  MACRO_PHASES,
  type MacroPhase,
  mondayOf,
  PHASE_WEEKS,
  type PhaseRange,
  PLAN_STATUSES,
  type PlanStatus,
  phaseGaps,
  phaseOfWeek,
  phaseProblems,
  planWeekCount,
  planWeekDays,
  planWeekOf,
} from "./plan-rules.ts";

/* TRAINING.md §5: plan statuses, weeks counted from the plan's start, macro phases (SPEC §9). */

describe("status transitions: draft → active, active ↔ paused, active | paused → completed", () => {
  const allowed = new Set([
    "draft>active",
    "active>paused",
    "paused>active",
    "active>completed",
    "paused>completed",
  ]);
  const pairs = PLAN_STATUSES.flatMap((from) =>
    PLAN_STATUSES.map((to) => [from, to] as [PlanStatus, PlanStatus]),
  );

  it.each(pairs.filter(([from, to]) => from !== to))("%s → %s", (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("staying in the same status is no transition, so it is never refused", () => {
    for (const status of PLAN_STATUSES) expect(canTransition(status, status)).toBe(true);
  });

  it("a completed plan goes nowhere and is read-only; only a draft may be deleted", () => {
    for (const status of PLAN_STATUSES) {
      expect(isPlanReadOnly(status)).toBe(status === "completed");
      expect(canDeletePlan(status)).toBe(status === "draft");
    }
    expect(PLAN_STATUSES.filter((to) => to !== "completed" && canTransition("completed", to))).toEqual([]);
  });
});

describe("calendar days", () => {
  it.each<[string, number]>([
    ["2025-01-01", 3],
    ["2025-03-03", 1],
    ["2025-03-02", 7],
    ["2024-02-29", 4],
    ["1970-01-01", 4],
  ])("%s is ISO weekday %i", (day, weekday) => {
    expect(isoWeekday(day)).toBe(weekday);
  });

  it.each<[string, number, string]>([
    ["2025-01-31", 1, "2025-02-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2025-12-31", 1, "2026-01-01"],
    ["2025-03-01", -1, "2025-02-28"],
    ["2025-03-29", 2, "2025-03-31"],
  ])("%s + %i days = %s", (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });

  it.each<[string, string]>([
    ["2025-03-05", "2025-03-03"],
    ["2025-03-03", "2025-03-03"],
    ["2025-03-09", "2025-03-03"],
    ["2026-01-01", "2025-12-29"],
  ])("the Monday of %s is %s", (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe("planWeekOf: week 1 holds the start date, weeks run Monday–Sunday", () => {
  it.each<[string, string, string, number]>([
    ["a plan starting on a Monday: its first day", "2025-03-03", "2025-03-03", 1],
    ["… its first Sunday", "2025-03-03", "2025-03-09", 1],
    ["… the next Monday", "2025-03-03", "2025-03-10", 2],
    ["… the day before the start", "2025-03-03", "2025-03-02", 0],
    ["a plan starting on a Sunday: that Sunday is week 1", "2025-03-02", "2025-03-02", 1],
    ["… and the next day is week 2", "2025-03-02", "2025-03-03", 2],
    ["a plan starting mid-week: its Monday is in week 1 too", "2025-03-05", "2025-03-03", 1],
    ["… the Sunday before is week 0", "2025-03-05", "2025-03-02", 0],
    ["across a new year", "2025-12-31", "2026-01-05", 2],
    ["across 29 February", "2024-02-26", "2024-03-04", 2],
  ])("%s", (_case, start, day, week) => {
    expect(planWeekOf(start, day)).toBe(week);
  });

  describe("DST weeks in Europe/Bucharest change nothing (days are calendar days)", () => {
    beforeAll(() => {
      vi.stubEnv("TZ", "Europe/Bucharest");
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it("the tests run in Bucharest time: UTC+2 in winter, UTC+3 in summer", () => {
      expect(new Date("2025-03-29T12:00:00Z").getTimezoneOffset()).toBe(-120);
      expect(new Date("2025-03-31T12:00:00Z").getTimezoneOffset()).toBe(-180);
    });

    it.each<[string, string, string, number]>([
      ["Sunday 30 March 2025, clocks go forward", "2025-03-24", "2025-03-30", 1],
      ["the Monday after", "2025-03-24", "2025-03-31", 2],
      ["Sunday 26 October 2025, clocks go back", "2025-03-24", "2025-10-26", 31],
      ["the Monday after", "2025-03-24", "2025-10-27", 32],
      ["a plan starting on the spring-forward Sunday", "2025-03-30", "2025-03-31", 2],
      ["a plan starting on the fall-back Sunday", "2025-10-26", "2025-10-26", 1],
    ])("%s", (_case, start, day, week) => {
      expect(planWeekOf(start, day)).toBe(week);
    });

    it("a DST week still runs Monday to Sunday", () => {
      expect(planWeekDays("2025-03-24", 1)).toEqual({ monday: "2025-03-24", sunday: "2025-03-30" });
      expect(planWeekDays("2025-03-24", 31)).toEqual({ monday: "2025-10-20", sunday: "2025-10-26" });
    });
  });

  it("planWeekDays and planWeekCount agree with planWeekOf", () => {
    expect(planWeekDays("2025-03-05", 1)).toEqual({ monday: "2025-03-03", sunday: "2025-03-09" });
    expect(planWeekDays("2025-03-05", 3)).toEqual({ monday: "2025-03-17", sunday: "2025-03-23" });
    expect(planWeekCount("2025-03-05", "2025-03-09")).toBe(1);
    expect(planWeekCount("2025-03-05", "2025-03-10")).toBe(2);
    expect(planWeekCount("2025-09-01", "2026-06-28")).toBe(43);
  });

  it("every day on or after the start lies in the Monday–Sunday of its week, the week changing on Mondays (property)", () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays("2000-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (start, offset) => {
        const date = addDays(start, offset);
        const week = planWeekOf(start, date);
        expect(week).toBeGreaterThanOrEqual(1);
        const { monday, sunday } = planWeekDays(start, week);
        expect(monday <= date && date <= sunday).toBe(true);
        expect(isoWeekday(monday)).toBe(1);
        const next = planWeekOf(start, addDays(date, 1));
        expect(next).toBe(isoWeekday(date) === 7 ? week + 1 : week);
      }),
    );
  });
});

describe("macro phases", () => {
  const phase = (p: MacroPhase, startWeek: number, endWeek: number): PhaseRange => ({
    phase: p,
    startWeek,
    endWeek,
  });

  it.each(MACRO_PHASES.map((p) => [p, PHASE_WEEKS[p].min, PHASE_WEEKS[p].max] as const))(
    "%s lasts %i to %i weeks (SPEC §9)",
    (p, min, max) => {
      const codes = (weeks: number) => phaseProblems([phase(p, 1, weeks)], 20).map((x) => x.code);
      expect(codes(min)).toEqual([]);
      expect(codes(max)).toEqual([]);
      expect(codes(min - 1)).toEqual(["PHASE_DURATION"]);
      expect(codes(max + 1)).toEqual(["PHASE_DURATION"]);
      expect(phaseProblems([phase(p, 1, max + 1)], 20)[0]).toEqual({
        code: "PHASE_DURATION",
        index: 0,
        phase: p,
        weeks: max + 1,
        min,
        max,
      });
    },
  );

  it("the durations are the spec's", () => {
    expect(PHASE_WEEKS).toEqual({
      accumulation: { min: 4, max: 6 },
      intensification: { min: 2, max: 4 },
      realization: { min: 1, max: 2 },
      taper: { min: 1, max: 3 },
      transition: { min: 2, max: 4 },
    });
  });

  it("phases that share a week overlap; back-to-back phases do not", () => {
    const touching = [phase("accumulation", 1, 4), phase("intensification", 5, 7)];
    expect(phaseProblems(touching, 10)).toEqual([]);
    const sharing = [phase("accumulation", 1, 4), phase("intensification", 4, 6), phase("taper", 9, 10)];
    expect(phaseProblems(sharing, 10)).toEqual([
      { code: "PHASE_OVERLAP", index: 0, other: 1, phase: "accumulation", otherPhase: "intensification" },
    ]);
  });

  it("one phase inside another overlaps, and every overlapping pair is named once", () => {
    const nested = [phase("accumulation", 1, 6), phase("realization", 2, 3), phase("taper", 3, 3)];
    const overlaps = phaseProblems(nested, 10).filter((p) => p.code === "PHASE_OVERLAP");
    expect(overlaps.map((p) => (p.code === "PHASE_OVERLAP" ? [p.index, p.other] : []))).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it.each<[string, PhaseRange, boolean]>([
    ["ending on the plan's last week lies inside", phase("accumulation", 5, 10), false],
    ["starting in week 0 lies outside", phase("taper", 0, 1), true],
    ["ending after the plan's last week lies outside", phase("taper", 9, 11), true],
  ])("a phase %s", (_case, p, outside) => {
    const codes = phaseProblems([p], 10).map((x) => x.code);
    expect(codes.includes("PHASE_OUTSIDE_PLAN")).toBe(outside);
  });

  it("gaps: the plan's weeks no phase covers, as ranges", () => {
    expect(phaseGaps([], 4)).toEqual([{ from: 1, to: 4 }]);
    expect(phaseGaps([phase("accumulation", 1, 4), phase("taper", 7, 8)], 10)).toEqual([
      { from: 5, to: 6 },
      { from: 9, to: 10 },
    ]);
    expect(phaseGaps([phase("accumulation", 1, 6), phase("taper", 7, 8)], 8)).toEqual([]);
    expect(phaseGaps([phase("taper", 0, 2), phase("transition", 9, 12)], 10)).toEqual([{ from: 3, to: 8 }]);
  });

  it("the phase of a week, if any", () => {
    const phases = [phase("accumulation", 1, 4), phase("taper", 6, 7)];
    expect(phaseOfWeek(phases, 4)?.phase).toBe("accumulation");
    expect(phaseOfWeek(phases, 5)).toBeUndefined();
    expect(phaseOfWeek(phases, 6)?.phase).toBe("taper");
  });

  it("a day inside the plan: both ends included", () => {
    const plan = { startDate: "2025-09-01", endDate: "2026-06-28" };
    expect(isInsidePlan(plan, "2025-09-01")).toBe(true);
    expect(isInsidePlan(plan, "2026-06-28")).toBe(true);
    expect(isInsidePlan(plan, "2025-08-31")).toBe(false);
    expect(isInsidePlan(plan, "2026-06-29")).toBe(false);
  });
});
