import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  roundDistance,
  STEP_LIMITS,
  stepPaceSeconds,
  stepsWithTimes,
  type TRepeatBlock,
  type TWorkoutNode,
  type TWorkoutStep,
  type TWorkoutSteps,
  workoutMetrics,
  ZWorkoutSteps,
} from "./workout-steps.ts";
import {
  DEFAULT_CSS_SECONDS,
  DRILL_TYPES,
  EFFORT_LEVELS,
  EFFORT_ZONE,
  EQUIPMENT,
  STEP_CATEGORIES,
  STEP_STROKES,
} from "./workout-taxonomy.ts";

/* TRAINING.md §4: the step tree, one schema on both sides, and the values derived from it on write. */

let nextId = 0;
const step = (fields: Partial<TWorkoutStep> = {}): TWorkoutStep => ({
  kind: "step",
  id: `s${++nextId}`,
  category: "main",
  distanceMetres: 100,
  stroke: "freestyle",
  drill: "none",
  intensity: { kind: "effort" },
  effort: "moderate",
  restSeconds: 0,
  equipment: [],
  notes: "",
  ...fields,
});
const rest = (restSeconds: number): TWorkoutStep =>
  step({ category: "rest", distanceMetres: 0, restSeconds });
const repeat = (
  count: number,
  children: TWorkoutNode[],
  sendOffSeconds: number | null = null,
): TRepeatBlock => ({
  kind: "repeat",
  id: `r${++nextId}`,
  count,
  sendOffSeconds,
  children,
});
const main = (...nodes: TWorkoutNode[]): TWorkoutSteps => ({ warmup: [], main: nodes, cooldown: [] });

/** The messages (validation keys) the schema gives, or [] when it accepts the tree. */
function messages(steps: unknown): string[] {
  const result = ZWorkoutSteps.safeParse(steps);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}
/**
 * Where a field's own key sits when zod reports the node as a whole: a node is a union of step and block, and a
 * value that fails outright (a fraction, NaN) fails both options, so the key is inside the option of the node's
 * kind (the builder reads it from there: apps/web/src/features/workouts/lib/builder-errors.ts).
 */
function fieldMessages(steps: unknown): [string, string][] {
  const result = ZWorkoutSteps.safeParse(steps);
  const flatten = (issues: Issue[], prefix: PropertyKey[]): [string, string][] =>
    issues.flatMap((issue) => {
      const path = [...prefix, ...issue.path];
      const own = issue.errors?.find((option) => !option.some((o) => o.path.join() === "kind"));
      return own ? flatten(own, path) : [[path.join("."), issue.message] as [string, string]];
    });
  return result.success ? [] : flatten(result.error.issues as Issue[], []);
}

describe("ZWorkoutSteps: the shape of a tree", () => {
  it("accepts a workout with its three sections, and defaults a missing section to empty", () => {
    expect(
      messages({ warmup: [step({ category: "warmup" })], main: [step()], cooldown: [rest(60)] }),
    ).toEqual([]);
    const parsed = ZWorkoutSteps.parse({ main: [step()] });
    expect(parsed.warmup).toEqual([]);
    expect(parsed.cooldown).toEqual([]);
  });

  it("needs at least one swum step", () => {
    expect(messages(main())).toEqual(["workoutStepsRequired"]);
    expect(messages(main(rest(60)))).toEqual(["workoutStepsRequired"]);
  });

  describe("depth ≤ 3 (a top-level node is at depth 1)", () => {
    it("accepts a step inside a block inside a block", () => {
      expect(messages(main(repeat(2, [repeat(3, [step()])])))).toEqual([]);
    });
    it("refuses a step four levels down, at that step", () => {
      const result = ZWorkoutSteps.safeParse(main(repeat(2, [repeat(2, [repeat(2, [step()])])])));
      expect(result.success).toBe(false);
      expect(result.error!.issues).toMatchObject([
        { message: "workoutTooDeep", path: ["main", 0, "children", 0, "children", 0, "children", 0] },
      ]);
    });
  });

  describe(`at most ${STEP_LIMITS.maxNodes} nodes, blocks included`, () => {
    it("accepts exactly the limit", () => {
      const nodes = Array.from({ length: STEP_LIMITS.maxNodes }, () => step());
      expect(messages(main(...nodes))).toEqual([]);
    });
    it("refuses one more, counting the blocks", () => {
      const nodes = Array.from({ length: STEP_LIMITS.maxNodes - 1 }, () => step());
      expect(messages(main(repeat(2, [nodes[0]!]), ...nodes.slice(1), step()))).toEqual([
        "workoutTooManySteps",
      ]);
    });
  });

  it.each<[string, Partial<TRepeatBlock>, string[]]>([
    ["a count of 1", { count: 1 }, []],
    [`a count of ${STEP_LIMITS.maxRepeatCount}`, { count: STEP_LIMITS.maxRepeatCount }, []],
    ["a count of 0", { count: 0 }, ["workoutRepeatRange"]],
    ["a count over the limit", { count: STEP_LIMITS.maxRepeatCount + 1 }, ["workoutRepeatRange"]],
    ["no send-off", { sendOffSeconds: null }, []],
    ["the shortest send-off, 0:10", { sendOffSeconds: 10 }, []],
    ["the longest send-off, 60:00", { sendOffSeconds: 3600 }, []],
    ["a send-off under 0:10", { sendOffSeconds: 9 }, ["workoutSendOffRange"]],
    ["a send-off over 60:00", { sendOffSeconds: 3601 }, ["workoutSendOffRange"]],
    ["no children", { children: [] }, ["workoutRepeatEmpty"]],
  ])("a repeat block with %s", (_rule, fields, expected) => {
    expect(messages(main(step(), { ...repeat(2, [step()]), ...fields }))).toEqual(expected);
  });

  describe("rest steps and swum steps", () => {
    it.each<[string, Partial<TWorkoutStep>, string[]]>([
      [
        "a rest step: time at the wall, no distance",
        { category: "rest", distanceMetres: 0, restSeconds: 30 },
        [],
      ],
      [
        "a rest step needs its seconds",
        { category: "rest", distanceMetres: 0, restSeconds: 0 },
        ["workoutRestRequired"],
      ],
      ["a swum step needs a distance", { distanceMetres: 0 }, ["workoutDistanceRange"]],
      ["a swum step may rest after it", { restSeconds: 20 }, []],
      [`at most ${STEP_LIMITS.maxStepMetres} m`, { distanceMetres: STEP_LIMITS.maxStepMetres }, []],
      ["more is refused", { distanceMetres: STEP_LIMITS.maxStepMetres + 1 }, ["workoutDistanceRange"]],
      ["a negative distance", { distanceMetres: -50 }, ["workoutDistanceRange"]],
      ["an hour of rest", { restSeconds: STEP_LIMITS.maxRestSeconds }, []],
      ["more than an hour of rest", { restSeconds: STEP_LIMITS.maxRestSeconds + 1 }, ["workoutRestRange"]],
      ["notes of 500 characters", { notes: "x".repeat(STEP_LIMITS.maxNotes) }, []],
      ["notes of 501 characters", { notes: "x".repeat(STEP_LIMITS.maxNotes + 1) }, ["workoutNotesTooLong"]],
    ])("%s", (_rule, fields, expected) => {
      // A swum step beside it, so "needs a swum step" never hides the rule under test.
      expect(messages(main(step(), step(fields)))).toEqual(expected);
    });

    it("trims notes", () => {
      expect(ZWorkoutSteps.parse(main(step({ notes: "  capul sus \n" }))).main[0]).toMatchObject({
        notes: "capul sus",
      });
    });
  });

  describe("the intensity target", () => {
    it.each<[string, unknown, string[]]>([
      ["by effort", { kind: "effort" }, []],
      ["a pace of 0:30 per 100", { kind: "pace", secondsPer100: 30 }, []],
      ["a pace of 5:00 per 100", { kind: "pace", secondsPer100: 300 }, []],
      ["a pace under 0:30", { kind: "pace", secondsPer100: 29 }, ["workoutPaceRange"]],
      ["a pace over 5:00", { kind: "pace", secondsPer100: 301 }, ["workoutPaceRange"]],
      ["CSS − 30 s", { kind: "css", offsetSeconds: -30 }, []],
      ["CSS + 60 s", { kind: "css", offsetSeconds: 60 }, []],
      ["CSS − 31 s", { kind: "css", offsetSeconds: -31 }, ["workoutCssOffsetRange"]],
      ["CSS + 61 s", { kind: "css", offsetSeconds: 61 }, ["workoutCssOffsetRange"]],
      ["an unknown kind", { kind: "heart_rate" }, ["workoutStepInvalid"]],
    ])("%s", (_rule, intensity, expected) => {
      expect(messages(main(step(), step({ intensity: intensity as TWorkoutStep["intensity"] })))).toEqual(
        expected,
      );
    });
  });

  describe("every enumerated field takes its values and nothing else", () => {
    const fields: [keyof TWorkoutStep, readonly string[]][] = [
      ["category", STEP_CATEGORIES],
      ["stroke", STEP_STROKES],
      ["drill", DRILL_TYPES],
      ["effort", EFFORT_LEVELS],
    ];
    it.each(fields)("%s: each value is accepted", (field, values) => {
      for (const value of values) {
        const fieldsOf = {
          [field]: value,
          ...(value === "rest" ? { distanceMetres: 0, restSeconds: 30 } : {}),
        };
        expect(messages(main(step(), step(fieldsOf)))).toEqual([]);
      }
    });
    it.each(fields)("%s: an unknown value is refused", (field) => {
      expect(messages(main(step(), step({ [field]: "dolphin" })))).toEqual(["workoutStepInvalid"]);
    });
    it("equipment: any of its values, together; an unknown one is refused", () => {
      expect(messages(main(step({ equipment: [...EQUIPMENT] })))).toEqual([]);
      expect(messages(main(step(), step({ equipment: ["kickboard", "monofin" as never] })))).toEqual([
        "workoutStepInvalid",
      ]);
    });
  });

  it.each<[string, TWorkoutNode, [string, string]]>([
    ["a fractional count", { ...repeat(2, [step()]), count: 2.5 }, ["main.1.count", "workoutRepeatRange"]],
    [
      "whole metres only (no 37.5 m)",
      step({ distanceMetres: 37.5 }),
      ["main.1.distanceMetres", "workoutDistanceRange"],
    ],
    [
      "a pace not typed yet (NaN in the builder)",
      step({ intensity: { kind: "pace", secondsPer100: Number.NaN } }),
      ["main.1.intensity.secondsPer100", "workoutPaceRange"],
    ],
  ])("%s: the node is refused at its field, with the field's own key", (_rule, node, fieldAndKey) => {
    expect(messages(main(step(), node))).toEqual([fieldAndKey[1]]);
    expect(fieldMessages(main(step(), node))).toEqual([fieldAndKey]);
  });

  it("node ids are unique across the whole tree, blocks and sections included", () => {
    const a = step();
    expect(messages({ warmup: [a], main: [step({ id: a.id })], cooldown: [] })).toEqual([
      "workoutStepInvalid",
    ]);
    const block = repeat(2, [step()]);
    expect(messages(main(block, step({ id: block.id })))).toEqual(["workoutStepInvalid"]);
    expect(messages(main(repeat(2, [step({ id: "x" }), step({ id: "x" })])))).toEqual(["workoutStepInvalid"]);
  });
});

describe("roundDistance: totals round to the nearest 25 m (SPEC §5, §9)", () => {
  it.each<[number, number]>([
    [0, 0],
    [12, 0],
    [12.5, 25],
    [37, 25],
    [37.5, 50],
    [100, 100],
    [1_790, 1_800],
    [1_812, 1_800],
  ])("%d m → %d m", (metres, rounded) => {
    expect(roundDistance(metres)).toBe(rounded);
  });
});

describe("workoutMetrics", () => {
  describe("total distance: repeats multiplied out, then rounded once", () => {
    it.each<[string, TWorkoutSteps, number]>([
      ["4×100", main(repeat(4, [step()])), 400],
      ["10×15 m underwater kick", main(repeat(10, [step({ distanceMetres: 15, drill: "kick" })])), 150],
      // Rounded per step, 15 m would count 25: 3×(2×25) = 150. Multiplied first it is 90 → 100.
      ["3×(2×15)", main(repeat(3, [repeat(2, [step({ distanceMetres: 15 })])])), 100],
      ["6×(2×12) half-pool sprints", main(repeat(6, [repeat(2, [step({ distanceMetres: 12 })])])), 150],
      // A draft the builder shows live may hold a half length; multiplied first, 4×(2×37.5) is 300 m.
      ["4×(2×37.5)", main(repeat(4, [repeat(2, [step({ distanceMetres: 37.5 })])])), 300],
      ["2×(3×(2×50))", main(repeat(2, [repeat(3, [repeat(2, [step({ distanceMetres: 50 })])])])), 600],
      ["rest steps swim nothing", main(step({ distanceMetres: 200 }), rest(60), rest(30)), 200],
      [
        "a whole session: 400 + 4×50 | 3×(4×50 + 100) | 200",
        {
          warmup: [
            step({ distanceMetres: 400, category: "warmup" }),
            repeat(4, [step({ distanceMetres: 50 })]),
          ],
          main: [repeat(3, [repeat(4, [step({ distanceMetres: 50 })]), step(), rest(30)])],
          cooldown: [step({ distanceMetres: 200, category: "cooldown" })],
        },
        1_700,
      ],
    ])("%s → %d m", (_name, steps, metres) => {
      expect(workoutMetrics(steps, "intermediate").totalDistanceMetres).toBe(metres);
    });
  });

  it("zones: metres swum in each zone, the zones touched in order, and the peak", () => {
    const steps = main(
      step({ distanceMetres: 400, effort: "easy" }),
      repeat(8, [step({ distanceMetres: 50, effort: "very_hard", restSeconds: 20 })]),
      rest(120),
      step({ distanceMetres: 200, effort: "recovery" }),
    );
    const metrics = workoutMetrics(steps, "advanced");
    expect(metrics.zoneMetres).toEqual({ 1: 200, 2: 400, 3: 0, 4: 0, 5: 400, 6: 0 });
    expect(metrics.zones).toEqual([1, 2, 5]);
    expect(metrics.peakZone).toBe(5);
  });

  it.each(EFFORT_LEVELS)("an effort of %s lands in its zone of the one table", (effort) => {
    const metrics = workoutMetrics(main(step({ effort })), "intermediate");
    expect(metrics.zones).toEqual([EFFORT_ZONE[effort]]);
    expect(metrics.peakZone).toBe(EFFORT_ZONE[effort]);
  });

  it("a workout of rest only touches no zone and peaks at zone 1", () => {
    const metrics = workoutMetrics(main(rest(60)), "beginner");
    expect(metrics.zones).toEqual([]);
    expect(metrics.peakZone).toBe(1);
    expect(metrics.totalDistanceMetres).toBe(0);
  });

  it("equipment without 'none', each once, sorted; strokes of swum steps, each once, sorted", () => {
    const steps = main(
      step({ equipment: ["none"], stroke: "butterfly" }),
      step({ equipment: ["paddles", "pullbuoy"], stroke: "freestyle" }),
      repeat(2, [step({ equipment: ["pullbuoy", "fins"], stroke: "butterfly" })]),
      step({ category: "rest", distanceMetres: 0, restSeconds: 30, stroke: "breaststroke" }),
    );
    const metrics = workoutMetrics(steps, "intermediate");
    expect(metrics.equipment).toEqual(["fins", "paddles", "pullbuoy"]);
    expect(metrics.strokes).toEqual(["butterfly", "freestyle"]);
  });

  describe("estimated duration", () => {
    it.each<[string, TWorkoutSteps, "beginner" | "intermediate" | "advanced", number]>([
      ["4×100 @1:40 takes the send-off, whatever the level", main(repeat(4, [step()], 100)), "beginner", 400],
      ["the same for advanced swimmers", main(repeat(4, [step()], 100)), "advanced", 400],
      [
        "4×100 without send-off: the level's moderate pace (2:00)",
        main(repeat(4, [step()])),
        "intermediate",
        480,
      ],
      ["… plus 15 s rest after each", main(repeat(4, [step({ restSeconds: 15 })])), "intermediate", 540],
      ["beginners: 2:30 per 100", main(step({ distanceMetres: 400 })), "beginner", 600],
      ["advanced: 1:35 per 100", main(step({ distanceMetres: 200 })), "advanced", 190],
      ["a hard 100 is 8 % faster than moderate", main(step({ effort: "hard" })), "intermediate", 110],
      ["an easy 100 is 10 % slower", main(step({ effort: "easy" })), "intermediate", 132],
      [
        "a pace target is the pace",
        main(step({ intensity: { kind: "pace", secondsPer100: 85 } })),
        "beginner",
        85,
      ],
      [
        "CSS + 3 on the assumed CSS",
        main(step({ distanceMetres: 200, intensity: { kind: "css", offsetSeconds: 3 } })),
        "beginner",
        2 * (DEFAULT_CSS_SECONDS + 3),
      ],
      ["a rest step is its seconds", main(step(), rest(90)), "intermediate", 210],
      [
        "a block with a send-off ignores what its children would take",
        main(repeat(3, [step({ distanceMetres: 400 }), rest(60)], 120)),
        "beginner",
        360,
      ],
      [
        "nested: 2×(4×50 @0:50 + 100 easy)",
        main(repeat(2, [repeat(4, [step({ distanceMetres: 50 })], 50), step({ effort: "easy" })])),
        "intermediate",
        2 * (4 * 50 + 132),
      ],
    ])("%s", (_rule, steps, level, seconds) => {
      expect(workoutMetrics(steps, level).estimatedSeconds).toBe(seconds);
    });

    it("a swimmer's own CSS moves a CSS step's pace", () => {
      const css = step({ intensity: { kind: "css", offsetSeconds: -2 } });
      expect(stepPaceSeconds(css, "advanced", 80)).toBe(78);
      expect(stepPaceSeconds(css, "advanced")).toBe(DEFAULT_CSS_SECONDS - 2);
    });
  });
});

describe("stepsWithTimes: every step with how often it is swum", () => {
  it("multiplies the counts of the blocks around it", () => {
    const a = step();
    const b = step();
    const c = step();
    const found = [...stepsWithTimes([a, repeat(3, [b, repeat(4, [c])])])].map(([s, n]) => [s.id, n]);
    expect(found).toEqual([
      [a.id, 1],
      [b.id, 3],
      [c.id, 12],
    ]);
  });

  it("total distance is the rounded sum of distance × times (property)", () => {
    const leaf = fc.integer({ min: 1, max: 400 }).map((metres) => step({ distanceMetres: metres }));
    const node: fc.Arbitrary<TWorkoutNode> = fc.oneof(
      leaf,
      fc
        .tuple(fc.integer({ min: 1, max: 10 }), fc.array(leaf, { minLength: 1, maxLength: 3 }))
        .map(([count, children]) => repeat(count, children)),
    );
    fc.assert(
      fc.property(
        fc.array(node, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10 }),
        (nodes, outer) => {
          const steps = main(repeat(outer, nodes));
          let metres = 0;
          const visit = (list: TWorkoutNode[], times: number) => {
            for (const n of list) {
              if (n.kind === "step") metres += n.distanceMetres * times;
              else visit(n.children, times * n.count);
            }
          };
          visit(steps.main, 1);
          const total = workoutMetrics(steps, "intermediate").totalDistanceMetres;
          expect(total).toBe(roundDistance(metres));
          expect(Math.abs(total - metres)).toBeLessThanOrEqual(12.5);
          expect(total % 25).toBe(0);
        },
      ),
    );
  });
});
