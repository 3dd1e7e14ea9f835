import type {
  TRepeatBlock,
  TWorkoutNode,
  TWorkoutStep,
  TWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import { describe, expect, it } from "vitest";
import { planDrop } from "./builder-dnd.ts";
import { placeServerFields, validateTree } from "./builder-errors.ts";
import { formatMinSec, parseMinSec } from "./builder-format.ts";
import { newRepeat, newStep } from "./builder-nodes.ts";
import {
  type BuilderAction,
  type BuilderState,
  builderReducer,
  initialBuilderState,
} from "./builder-reducer.ts";
import { checkMove, findNode } from "./builder-tree.ts";

const step = (
  id: string,
  distanceMetres = 100,
  category: TWorkoutStep["category"] = "main",
): TWorkoutStep => ({
  ...newStep("main", id),
  category,
  distanceMetres,
});
const repeat = (id: string, count: number, children: TWorkoutNode[]): TRepeatBlock => ({
  kind: "repeat",
  id,
  count,
  sendOffSeconds: null,
  children,
});

/**
 * warm-up: w1 (warmup category)
 * main:    m1, A = 4 × [a1, B = 2 × [b1]], C = 3 × [c1]
 * cool-down: (empty)
 */
function tree(): TWorkoutSteps {
  return {
    warmup: [step("w1", 400, "warmup")],
    main: [
      step("m1"),
      repeat("A", 4, [step("a1"), repeat("B", 2, [step("b1", 50)])]),
      repeat("C", 3, [step("c1")]),
    ],
    cooldown: [],
  };
}

/** The children of block `id`; fails the test when there is no such block. */
function childrenOf(steps: TWorkoutSteps, id: string): TWorkoutNode[] {
  const node = findNode(steps, id)?.node;
  if (node?.kind !== "repeat") throw new Error(`no block ${id}`);
  return node.children;
}

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const ids = (nodes: readonly TWorkoutNode[]) => nodes.map((node) => node.id);

describe("builder tree reducer", () => {
  it("adds a step to a section and a repeat block (with a first step) to a block, opening what was added", () => {
    const added = newStep("cooldown", "x1");
    const block = newRepeat("main", "R");
    const state = run(
      initialBuilderState(tree()),
      { type: "add", list: "section:cooldown", node: added },
      { type: "add", list: "block:C", node: block },
    );
    expect(ids(state.steps.cooldown)).toEqual(["x1"]);
    expect(state.steps.cooldown[0]).toMatchObject({ category: "cooldown", effort: "easy" });
    expect(ids(childrenOf(state.steps, "C"))).toEqual(["c1", "R"]);
    expect(state.expanded.has("x1")).toBe(true);
    expect(state.expanded.has(block.children[0]?.id ?? "")).toBe(true);
    expect(state.dirty).toBe(true);
  });

  it.each([
    ["down within the main set", "m1", "section:main", 2, { main: ["A", "C", "m1"] }],
    ["up within a block", "B", "block:A", 0, { A: ["B", "a1"] }],
    [
      "from the warm-up into the main set",
      "w1",
      "section:main",
      1,
      { warmup: [], main: ["m1", "w1", "A", "C"] },
    ],
    ["from one block into another", "a1", "block:C", 0, { A: ["B"], C: ["a1", "c1"] }],
    ["from a nested block to the cool-down", "b1", "section:cooldown", 0, { B: [], cooldown: ["b1"] }],
  ] as const)("moves %s", (_, id, list, index, expected) => {
    const state = run(initialBuilderState(tree()), { type: "move", id, list, index });
    for (const [where, want] of Object.entries(expected)) {
      const nodes =
        where === "warmup" || where === "main" || where === "cooldown"
          ? state.steps[where]
          : childrenOf(state.steps, where);
      expect(ids(nodes)).toEqual(want);
    }
    expect(state.dirty).toBe(true);
  });

  it("gives a moved step the category of its new section when it named the old one", () => {
    const state = run(initialBuilderState(tree()), {
      type: "move",
      id: "w1",
      list: "section:cooldown",
      index: 0,
    });
    expect(state.steps.cooldown[0]).toMatchObject({ id: "w1", category: "cooldown" });
  });

  it("refuses a move deeper than three levels and leaves the state untouched", () => {
    const start = initialBuilderState(tree());
    // A holds B holds b1: three levels; inside C it would need four.
    expect(checkMove(start.steps, "A", "block:C")).toBe("tooDeep");
    expect(run(start, { type: "move", id: "A", list: "block:C", index: 0 })).toBe(start);
    // B (two levels) fits in C (children at level 2): 2 + 2 - 1 = 3.
    expect(checkMove(start.steps, "B", "block:C")).toBeNull();
    // Nor can a block with a block inside be wrapped once more.
    expect(run(start, { type: "wrap", id: "A", blockId: "W" })).toBe(start);
  });

  it("refuses to move a block into itself or its own children", () => {
    const start = initialBuilderState(tree());
    expect(checkMove(start.steps, "A", "block:A")).toBe("intoItself");
    expect(checkMove(start.steps, "A", "block:B")).toBe("intoItself");
    expect(run(start, { type: "move", id: "A", list: "block:B", index: 0 })).toBe(start);
  });

  it("indents a node into the block above it and outdents it back after the block", () => {
    const indented = run(initialBuilderState(tree()), { type: "indent", id: "C" });
    expect(ids(indented.steps.main)).toEqual(["m1", "A"]);
    // C (two levels) went into A (children at level 2) after B.
    expect(ids(childrenOf(indented.steps, "A"))).toEqual(["a1", "B", "C"]);
    const back = run(indented, { type: "outdent", id: "C" });
    expect(ids(back.steps.main)).toEqual(["m1", "A", "C"]);
    // m1 has no block above it: nothing happens.
    const start = initialBuilderState(tree());
    expect(run(start, { type: "indent", id: "m1" })).toBe(start);
  });

  it("moves up and down by one, and not past either end", () => {
    const start = initialBuilderState(tree());
    expect(ids(run(start, { type: "moveBy", id: "C", delta: -1 }).steps.main)).toEqual(["m1", "C", "A"]);
    expect(run(start, { type: "moveBy", id: "m1", delta: -1 })).toBe(start);
    expect(run(start, { type: "moveBy", id: "C", delta: 1 })).toBe(start);
  });

  it("wraps a step into a repeat ×2, duplicates with fresh ids, removes with children", () => {
    let n = 0;
    const newId = () => `copy${++n}`;
    const state = run(
      initialBuilderState(tree()),
      { type: "wrap", id: "m1", blockId: "W" },
      { type: "duplicate", id: "A", newId },
      { type: "remove", id: "C" },
    );
    expect(state.steps.main[0]).toMatchObject({
      kind: "repeat",
      id: "W",
      count: 2,
      children: [{ id: "m1" }],
    });
    expect(ids(state.steps.main)).toEqual(["W", "A", "copy1"]);
    const copy = state.steps.main[2] as TRepeatBlock;
    expect(ids(copy.children)).toEqual(["copy2", "copy3"]);
    expect(validateTree(state.steps)).toMatchObject({ order: [] });
  });

  it("changes one step without touching the other nodes (memoized rows stay as they are)", () => {
    const start = initialBuilderState(tree());
    const state = run(start, { type: "updateStep", id: "b1", patch: { distanceMetres: 75 } });
    expect(findNode(state.steps, "b1")?.node).toMatchObject({ distanceMetres: 75 });
    expect(state.steps.warmup).toBe(start.steps.warmup);
    expect(state.steps.main[0]).toBe(start.steps.main[0]);
    expect(state.steps.main[2]).toBe(start.steps.main[2]);
    expect((state.steps.main[1] as TRepeatBlock).children[0]).toBe(
      (start.steps.main[1] as TRepeatBlock).children[0],
    );
  });

  it("appends pasted sections, and marks clean once saved", () => {
    const pasted: TWorkoutSteps = {
      warmup: [step("p1", 200, "warmup")],
      main: [],
      cooldown: [step("p2", 100)],
    };
    const state = run(initialBuilderState(tree()), { type: "append", steps: pasted });
    expect(ids(state.steps.warmup)).toEqual(["w1", "p1"]);
    expect(ids(state.steps.cooldown)).toEqual(["p2"]);
    expect(state.dirty).toBe(true);
    expect(run(state, { type: "saved" }).dirty).toBe(false);
  });
});

describe("where a dragged node lands", () => {
  const steps = tree();
  it.each([
    ["over a node of its own list: takes its place", "m1", "C", false, { list: "section:main", index: 2 }],
    ["over a node of another list, upper half: before it", "m1", "a1", false, { list: "block:A", index: 0 }],
    ["over a node of another list, lower half: after it", "m1", "a1", true, { list: "block:A", index: 1 }],
    [
      "over an empty list: at its end",
      "c1",
      "section:cooldown",
      false,
      { list: "section:cooldown", index: 0 },
    ],
    ["over its own list's zone: last", "m1", "section:main", false, { list: "section:main", index: 2 }],
    ["a nested block into another block: too deep", "A", "c1", false, { problem: "tooDeep" }],
  ] as const)("%s", (_, active, over, below, expected) => {
    expect(planDrop(steps, active, over, below)).toEqual(expected);
  });

  it("moves nothing when dropped on itself or nowhere", () => {
    expect(planDrop(steps, "m1", "m1", false)).toBeNull();
    expect(planDrop(steps, "m1", null, false)).toBeNull();
  });
});

describe("tree problems placed on their step", () => {
  it("puts a field error of a nested step under that step and field, in tree order", () => {
    const steps = tree();
    const broken: TWorkoutSteps = {
      ...steps,
      main: [
        step("m1", Number.NaN),
        repeat("A", 0, [
          step("a1"),
          repeat("B", 2, [{ ...step("b1"), intensity: { kind: "pace", secondsPer100: 20 } }]),
        ]),
        repeat("C", 3, []),
      ],
    };
    const errors = validateTree(broken);
    expect(errors.nodes.m1).toEqual({ distanceMetres: "workoutDistanceRange" });
    expect(errors.nodes.A).toEqual({ count: "workoutRepeatRange" });
    expect(errors.nodes.b1).toEqual({ intensity: "workoutPaceRange" });
    expect(errors.nodes.C).toEqual({ children: "workoutRepeatEmpty" });
    expect(errors.order).toEqual(["m1", "A", "b1", "C"]);
  });

  it("says under the main set that a workout needs a swum step", () => {
    expect(validateTree({ warmup: [], main: [], cooldown: [] }).sections).toEqual({
      main: "workoutStepsRequired",
    });
  });

  it("places the server's step field errors the same way", () => {
    const errors = placeServerFields(tree(), {
      "steps.main.1.children.1.children.0.distanceMetres": "workoutDistanceRange",
    });
    expect(errors.nodes).toEqual({ b1: { distanceMetres: "workoutDistanceRange" } });
  });
});

describe("m:ss times", () => {
  it.each([
    ["1:40", 100],
    ["0:45", 45],
    ["12:05", 725],
    ["95", 95],
    [" 1:05 ", 65],
    ["1:75", null],
    ["1:4", null],
    ["abc", null],
    ["", null],
  ])("reads %j as %j seconds", (text, seconds) => {
    expect(parseMinSec(text)).toBe(seconds);
  });

  it("writes seconds back as m:ss", () => {
    expect(formatMinSec(100)).toBe("1:40");
    expect(formatMinSec(65)).toBe("1:05");
    expect(formatMinSec(Number.NaN)).toBe("");
    expect(formatMinSec(null)).toBe("");
  });
});
