import { describe, expect, it } from "vitest";
import {
  type PlanForRecommendations,
  type PlanRecommendation,
  planRecommendations,
} from "./plan-recommendations.ts";

/*
 * The planning centre's recommendations (TRAINING.md §5). The plan runs 13 weeks, Monday 2 November 2026 to
 * Sunday 31 January 2027; "today" is Sunday 22 November, the last day of week 3 (next week is week 4, Monday
 * 23 November). Phases cover every week unless a case says otherwise, so each case shows only its own rule.
 */

const TODAY = "2026-11-22";
const covered = [
  { phase: "accumulation", startWeek: 1, endWeek: 6 },
  { phase: "intensification", startWeek: 7, endWeek: 10 },
  { phase: "taper", startWeek: 11, endWeek: 13 },
] as const;
/** 13 weeks of steady volume, each with workouts. */
const steady = () => Array.from({ length: 13 }, () => ({ metres: 10_000, workouts: 3 }));

function plan(over: Partial<PlanForRecommendations> = {}): PlanForRecommendations {
  return {
    id: "p1",
    name: "Sezon de iarnă",
    status: "active",
    startDate: "2026-11-02",
    endDate: "2027-01-31",
    phases: covered,
    races: [],
    weeks: steady(),
    swimmerCount: 5,
    ...over,
  };
}
/** Steady weeks with some changed: { week number: metres }. */
function volumes(changes: Record<number, number>) {
  return steady().map((w, i) =>
    i + 1 in changes ? { metres: changes[i + 1]!, workouts: changes[i + 1]! > 0 ? 2 : 0 } : w,
  );
}
const kinds = (list: PlanRecommendation[]) => list.map((r) => [r.kind, r.params]);

describe("planRecommendations", () => {
  it("says nothing about a well-built plan", () => {
    expect(planRecommendations(plan(), TODAY)).toEqual([]);
  });

  it("names the plan in each recommendation", () => {
    const [first] = planRecommendations(plan({ phases: [] }), TODAY);
    expect(first?.plan).toEqual({ id: "p1", name: "Sezon de iarnă" });
  });

  describe("raceWithoutTaper: a target race needs a taper ending in its week or the week before", () => {
    const race = (date: string, type: "target" | "tuneup" | "testset" = "target") => [
      { name: "Naționale", date, type },
    ];
    const taperTo = (endWeek: number) => [
      { phase: "accumulation" as const, startWeek: 1, endWeek: 6 },
      { phase: "intensification" as const, startWeek: 7, endWeek: endWeek - 2 },
      { phase: "taper" as const, startWeek: endWeek - 1, endWeek },
      ...(endWeek < 13 ? [{ phase: "transition" as const, startWeek: endWeek + 1, endWeek: 13 }] : []),
    ];
    it.each<[string, Partial<PlanForRecommendations>, unknown[]]>([
      // 2027-01-16 is a Saturday of week 11.
      ["taper ends in the race's week", { races: race("2027-01-16"), phases: taperTo(11) }, []],
      ["taper ends the week before", { races: race("2027-01-16"), phases: taperTo(10) }, []],
      [
        "taper ends two weeks before",
        { races: race("2027-01-16"), phases: taperTo(9) },
        [["raceWithoutTaper", { race: "Naționale", date: "2027-01-16", week: 11 }]],
      ],
      [
        "taper ends after the race",
        { races: race("2027-01-16"), phases: taperTo(13) },
        [["raceWithoutTaper", { race: "Naționale", date: "2027-01-16", week: 11 }]],
      ],
      [
        "no taper at all",
        {
          races: race("2027-01-30"),
          phases: [
            { phase: "accumulation", startWeek: 1, endWeek: 6 },
            { phase: "intensification", startWeek: 7, endWeek: 10 },
            { phase: "realization", startWeek: 11, endWeek: 12 },
            { phase: "realization", startWeek: 13, endWeek: 13 },
          ],
        },
        [["raceWithoutTaper", { race: "Naționale", date: "2027-01-30", week: 13 }]],
      ],
      ["a tune-up race needs none", { races: race("2027-01-16", "tuneup"), phases: taperTo(9) }, []],
      ["a test set needs none", { races: race("2027-01-16", "testset"), phases: taperTo(9) }, []],
      ["a race already swum is left alone", { races: race("2026-11-14"), phases: covered }, []],
      [
        "a race today still counts",
        { races: race(TODAY), phases: covered },
        [["raceWithoutTaper", { race: "Naționale", date: TODAY, week: 3 }]],
      ],
    ])("%s", (_, over, expected) => {
      expect(kinds(planRecommendations(plan(over), TODAY))).toEqual(expected);
    });
  });

  describe("volumeJump: a week rising more than 30 % on the week before", () => {
    it.each<[string, Record<number, number>, unknown[]]>([
      ["exactly 30 % more is fine", { 5: 13_000 }, []],
      [
        "31 % more is a jump",
        { 5: 13_100 },
        [["volumeJump", { week: 5, previousWeek: 4, metres: 13_100, previousMetres: 10_000, percent: 31 }]],
      ],
      [
        "each jump is named, with the percentage rounded",
        { 4: 5_000, 5: 12_000, 8: 15_000 },
        [
          ["volumeJump", { week: 5, previousWeek: 4, metres: 12_000, previousMetres: 5_000, percent: 140 }],
          ["volumeJump", { week: 8, previousWeek: 7, metres: 15_000, previousMetres: 10_000, percent: 50 }],
        ],
      ],
      ["a week after an empty week is not a jump", { 6: 0, 7: 20_000 }, []],
      ["a fall is not a jump", { 13: 2_000 }, []],
      ["weeks already over are left alone (week 2 on week 1)", { 1: 1_000 }, []],
      [
        "the current week still counts (week 3 on week 2)",
        { 2: 5_000 },
        [["volumeJump", { week: 3, previousWeek: 2, metres: 10_000, previousMetres: 5_000, percent: 100 }]],
      ],
    ])("%s", (_, changes, expected) => {
      expect(kinds(planRecommendations(plan({ weeks: volumes(changes) }), TODAY))).toEqual(expected);
    });

    it("before the plan starts every week counts", () => {
      const weeks = volumes({ 1: 1_000 });
      expect(kinds(planRecommendations(plan({ weeks }), "2026-10-20"))).toEqual([
        ["volumeJump", { week: 2, previousWeek: 1, metres: 10_000, previousMetres: 1_000, percent: 900 }],
      ]);
    });
  });

  describe("noWorkoutsNextWeek: an active plan with swimmers and an empty coming week", () => {
    const emptyWeek4 = volumes({ 4: 0 });
    it.each<[string, Partial<PlanForRecommendations>, string, unknown[]]>([
      [
        "an empty week 4 is pointed out",
        { weeks: emptyWeek4 },
        TODAY,
        [["noWorkoutsNextWeek", { week: 4, monday: "2026-11-23" }]],
      ],
      ["a week with workouts is fine", {}, TODAY, []],
      ["a plan without swimmers is left alone", { weeks: emptyWeek4, swimmerCount: 0 }, TODAY, []],
      ["a draft is not running yet", { weeks: emptyWeek4, status: "draft" }, TODAY, []],
      [
        "a plan starting next week needs workouts in its week 1",
        { weeks: volumes({ 1: 0 }) },
        "2026-10-28",
        [["noWorkoutsNextWeek", { week: 1, monday: "2026-11-02" }]],
      ],
      [
        "after the plan's last week there is nothing to place",
        { weeks: volumes({ 13: 0 }) },
        "2027-01-31",
        [],
      ],
    ])("%s", (_, over, today, expected) => {
      expect(
        kinds(planRecommendations(plan(over), today)).filter(([kind]) => kind === "noWorkoutsNextWeek"),
      ).toEqual(expected);
    });
  });

  describe("phaseGap: weeks no phase covers", () => {
    it.each<[string, PlanForRecommendations["phases"], unknown[]]>([
      ["a plan without phases is one gap", [], [["phaseGap", { from: 1, to: 13, weeks: 13 }]]],
      [
        "each uncovered range is named",
        [
          { phase: "accumulation", startWeek: 1, endWeek: 5 },
          { phase: "intensification", startWeek: 7, endWeek: 9 },
          { phase: "taper", startWeek: 11, endWeek: 12 },
        ],
        [
          ["phaseGap", { from: 6, to: 6, weeks: 1 }],
          ["phaseGap", { from: 10, to: 10, weeks: 1 }],
          ["phaseGap", { from: 13, to: 13, weeks: 1 }],
        ],
      ],
      [
        "a gap already over is left alone",
        [
          { phase: "accumulation", startWeek: 3, endWeek: 8 },
          { phase: "intensification", startWeek: 9, endWeek: 12 },
          { phase: "taper", startWeek: 13, endWeek: 13 },
        ],
        [],
      ],
      [
        "a gap running into this week is named",
        [
          { phase: "accumulation", startWeek: 4, endWeek: 9 },
          { phase: "intensification", startWeek: 10, endWeek: 12 },
          { phase: "taper", startWeek: 13, endWeek: 13 },
        ],
        [["phaseGap", { from: 1, to: 3, weeks: 3 }]],
      ],
    ])("%s", (_, phases, expected) => {
      expect(kinds(planRecommendations(plan({ phases }), TODAY))).toEqual(expected);
    });
  });

  it("advises drafts and active plans only", () => {
    const bare = { phases: [], weeks: volumes({ 4: 0 }) };
    expect(planRecommendations(plan({ ...bare, status: "draft" }), TODAY).length).toBeGreaterThan(0);
    expect(planRecommendations(plan({ ...bare, status: "paused" }), TODAY)).toEqual([]);
    expect(planRecommendations(plan({ ...bare, status: "completed" }), TODAY)).toEqual([]);
  });

  it("lists the kinds in a fixed order", () => {
    const list = planRecommendations(
      plan({
        phases: [],
        races: [{ name: "Cupa", date: "2027-01-09", type: "target" }],
        weeks: volumes({ 4: 0, 6: 5_000, 7: 9_000 }),
      }),
      TODAY,
    );
    expect(list.map((r) => r.kind)).toEqual([
      "raceWithoutTaper",
      "volumeJump",
      "noWorkoutsNextWeek",
      "phaseGap",
    ]);
  });
});
