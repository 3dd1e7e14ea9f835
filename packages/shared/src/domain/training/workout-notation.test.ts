import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BAD_LINES, GOOD_LINES, rest, swim, times } from "./workout-notation.corpus.ts";
import {
  formatNodeLines,
  formatWorkoutNotation,
  type NotationLanguage,
  parseWorkoutNotation,
} from "./workout-notation.ts";
import {
  STEP_LIMITS,
  type TIntensity,
  type TWorkoutNode,
  type TWorkoutStep,
  type TWorkoutSteps,
  ZWorkoutNode,
} from "./workout-steps.ts";
import {
  DRILL_TYPES,
  EFFORT_LEVELS,
  EQUIPMENT,
  STEP_STROKES,
  WORKOUT_SECTIONS,
  type WorkoutSection,
} from "./workout-taxonomy.ts";

/* Set notation (workout-notation.ts): board lines → step tree, and back in the canonical form of a language. */

const withoutIds = (nodes: readonly TWorkoutNode[]): unknown[] =>
  nodes.map(({ id: _id, ...node }) =>
    node.kind === "repeat" ? { ...node, children: withoutIds(node.children) } : node,
  );
const treeWithoutIds = (steps: TWorkoutSteps) =>
  Object.fromEntries(WORKOUT_SECTIONS.map((section) => [section, withoutIds(steps[section])]));
const parse = (text: string) => parseWorkoutNotation(text);

function* allNodes(nodes: readonly TWorkoutNode[]): Generator<TWorkoutNode> {
  for (const node of nodes) {
    yield node;
    if (node.kind === "repeat") yield* allNodes(node.children);
  }
}
const depthOf = (nodes: readonly TWorkoutNode[]): number =>
  Math.max(0, ...nodes.map((n) => 1 + (n.kind === "repeat" ? depthOf(n.children) : 0)));

describe("the corpus: board lines as coaches write them", () => {
  it("holds at least 60 good lines and a dozen bad ones", () => {
    expect(GOOD_LINES.length).toBeGreaterThanOrEqual(60);
    expect(BAD_LINES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(GOOD_LINES.map((c) => [c.text, c] as const))("reads %j", (_text, { text, steps }) => {
    const parsed = parse(text);
    expect(parsed.problems).toEqual([]);
    expect(treeWithoutIds(parsed.steps)).toEqual(steps);
  });

  it.each(BAD_LINES.map((c) => [c.text, c] as const))("refuses %j where it goes wrong", (_text, bad) => {
    const parsed = parse(bad.text);
    expect(parsed.problems.map(({ text: _t, ...p }) => p)).toEqual(bad.problems);
    expect(treeWithoutIds(parsed.steps)).toEqual(bad.steps);
  });

  it("a problem quotes the text it marks", () => {
    const text = "400 liber\n  4×100 lber @1:40";
    const [problem] = parse(text).problems;
    expect(problem).toEqual({ line: 2, column: 9, length: 4, code: "unknownWord", text: "lber" });
  });
});

describe("parseWorkoutNotation: the rules of the grammar", () => {
  it("gives every node a fresh id from the builder's generator", () => {
    let n = 0;
    const { steps } = parseWorkoutNotation("3× (4×50 fluture @1:00, 100 ușor)\npauză 1 min", {
      newId: () => `id-${++n}`,
    });
    const ids = [...allNodes(steps.main)].map((node) => node.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => /^id-\d+$/.test(id))).toBe(true);
  });

  it("ids are unique without a generator too, and differ between two parses", () => {
    const a = [...allNodes(parse("4x50, 4x50").steps.main)].map((n) => n.id);
    const b = [...allNodes(parse("4x50, 4x50").steps.main)].map((n) => n.id);
    expect(new Set([...a, ...b]).size).toBe(8);
  });

  it("lines before any header go to the main set", () => {
    const { steps } = parse("400 liber\nRevenire:\n200 spate");
    expect(withoutIds(steps.main)).toEqual([swim(400)]);
    expect(steps.warmup).toEqual([]);
  });

  it("empty text is an empty tree without problems (the schema, not the parser, asks for a swum step)", () => {
    expect(parse("")).toEqual({ steps: { warmup: [], main: [], cooldown: [] }, problems: [] });
    expect(parse("\n  \n\t\n").problems).toEqual([]);
  });

  it("accepts Windows and old Mac line breaks", () => {
    const expected = [swim(400), swim(200, { stroke: "backstroke" })];
    expect(withoutIds(parse("400 liber\r\n200 spate").steps.main)).toEqual(expected);
    expect(withoutIds(parse("400 liber\r200 spate").steps.main)).toEqual(expected);
  });

  it("folds decomposed diacritics (s + comma below) like precomposed ones", () => {
    const decomposed = "200 bra\u0074\u0326e cu flotor s\u0326i palete";
    expect(withoutIds(parse(decomposed).steps.main)).toEqual([
      swim(200, { drill: "pull", equipment: ["pullbuoy", "paddles"] }),
    ]);
  });

  it("reads a nested block up to the depth limit, and refuses one deeper", () => {
    expect(STEP_LIMITS.maxDepth).toBe(3);
    // Depth 3: a block (1) of a block (2) of steps (3). "4x50" there would be a third block, too deep.
    const ok = parse("2 runde:\n  3 runde:\n    50\n    100");
    expect(ok.problems).toEqual([]);
    expect(depthOf(ok.steps.main)).toBe(3);
    const deep = parse("2 runde:\n  3 runde:\n    4x50\n    100");
    expect(deep.problems.map((p) => [p.line, p.column, p.code])).toEqual([[3, 5, "tooDeep"]]);
    expect(withoutIds(deep.steps.main)).toEqual([times(2, null, times(3, null, swim(100)))]);
  });

  it("an indented block ends at the first line indented no deeper than its header", () => {
    const { steps, problems } = parse("3 runde:\n    100 liber\n  50 spate\n200 bras");
    expect(problems).toEqual([]);
    expect(withoutIds(steps.main)).toEqual([
      times(3, null, swim(100), swim(50, { stroke: "backstroke" })),
      swim(200, { stroke: "breaststroke" }),
    ]);
  });

  it("a block header must stand alone on its line", () => {
    const { problems } = parse("100 liber, 3 runde");
    expect(problems.map((p) => p.code)).toEqual(["badRepeat"]);
  });

  it(`refuses a workout of more than ${STEP_LIMITS.maxNodes} nodes at the line that passes the limit`, () => {
    const text = Array.from({ length: STEP_LIMITS.maxNodes + 1 }, () => "50 liber").join("\n");
    const { steps, problems } = parse(text);
    expect(steps.main).toHaveLength(STEP_LIMITS.maxNodes);
    expect(problems.map((p) => [p.line, p.code])).toEqual([[STEP_LIMITS.maxNodes + 1, "tooManySteps"]]);
  });

  it("refuses notes longer than the schema allows", () => {
    const { problems } = parse(`100 liber (${"a".repeat(STEP_LIMITS.maxNotes + 1)})`);
    expect(problems.map((p) => p.code)).toEqual(["notesTooLong"]);
  });

  it("reports every problem of a line, in order", () => {
    const { problems } = parse("4x100 lber @9:99 greu usor");
    expect(problems.map((p) => [p.column, p.code])).toEqual([
      [7, "unknownWord"],
      [12, "badInterval"],
      [23, "duplicateField"],
    ]);
  });
});

describe("formatWorkoutNotation: the canonical board text", () => {
  const workout: TWorkoutSteps = {
    warmup: [
      { ...swim(400, { category: "warmup", stroke: "im", effort: "easy" }), id: "a" },
      {
        kind: "repeat",
        id: "b",
        count: 4,
        sendOffSeconds: 70,
        children: [{ ...swim(50, { category: "warmup", drill: "kick", equipment: ["kickboard"] }), id: "c" }],
      },
    ],
    main: [
      {
        kind: "repeat",
        id: "d",
        count: 3,
        sendOffSeconds: null,
        children: [
          {
            kind: "repeat",
            id: "e",
            count: 4,
            sendOffSeconds: 60,
            children: [{ ...swim(50, { stroke: "butterfly", effort: "hard", restSeconds: 10 }), id: "f" }],
          },
          { ...rest(30), id: "g" },
        ],
      },
      { ...swim(200, { intensity: { kind: "css", offsetSeconds: 3 }, notes: "ritm constant" }), id: "h" },
    ],
    cooldown: [{ ...swim(200, { category: "cooldown", stroke: "backstroke", effort: "recovery" }), id: "i" }],
  };

  it("writes Romanian with diacritics, one node a line, blocks indented under 'N runde:'", () => {
    expect(formatWorkoutNotation(workout, "ro")).toBe(
      [
        "Încălzire:",
        "400 mixt ușor",
        "4×50 liber picioare @1:10 cu placă",
        "",
        "Set principal:",
        "3 runde:",
        "  4×50 fluture @1:00 greu pauză 10s",
        "  pauză 30s",
        "200 liber CSS+3 (ritm constant)",
        "",
        "Revenire:",
        "200 spate recuperare",
      ].join("\n"),
    );
  });

  it("writes English", () => {
    expect(formatWorkoutNotation(workout, "en")).toBe(
      [
        "Warm-up:",
        "400 IM easy",
        "4×50 free kick @1:10 with kickboard",
        "",
        "Main set:",
        "3 rounds:",
        "  4×50 fly @1:00 hard rest 10s",
        "  rest 30s",
        "200 free CSS+3 (ritm constant)",
        "",
        "Cool-down:",
        "200 back recovery",
      ].join("\n"),
    );
  });

  it("leaves out empty sections, and writes nothing for an empty workout", () => {
    expect(formatWorkoutNotation({ ...workout, warmup: [], cooldown: [] }, "ro").split("\n")[0]).toBe(
      "Set principal:",
    );
    expect(formatWorkoutNotation({ warmup: [], main: [], cooldown: [] }, "en")).toBe("");
  });

  it.each<[string, number, string, string]>([
    ["a send-off", 1, "1 rundă:", "1 round:"],
    ["Romanian 'de' from 20 up", 20, "20 de runde:", "20 rounds:"],
    ["the limit", 50, "50 de runde:", "50 rounds:"],
  ])("names the rounds of a block (%s)", (_rule, count, ro, en) => {
    const block: TWorkoutNode = {
      kind: "repeat",
      id: "r",
      count,
      sendOffSeconds: null,
      children: [
        { ...swim(50), id: "s" },
        { ...rest(20), id: "t" },
      ],
    };
    expect(formatNodeLines(block, "ro")[0]).toBe(ro);
    expect(formatNodeLines(block, "en")[0]).toBe(en);
  });

  it("formatNodeLines indents a node by its nesting level, two spaces a level", () => {
    const node: TWorkoutNode = {
      kind: "repeat",
      id: "r",
      count: 2,
      sendOffSeconds: 300,
      children: [
        { ...swim(100, { equipment: ["none", "fins"] }), id: "s" },
        { ...rest(75, "la perete"), id: "t" },
      ],
    };
    expect(formatNodeLines(node, "ro", 1)).toEqual([
      "  2 runde @5:00:",
      "    100 liber fără echipament cu labe",
      "    pauză 1:15 (la perete)",
    ]);
  });

  it("writes notes holding a parenthesis after ' - ' so they read back whole", () => {
    const step: TWorkoutStep = { ...swim(100, { notes: "atenție (viraje), apoi 2)" }), id: "x" };
    const [line] = formatNodeLines(step, "ro");
    expect(line).toBe("100 liber - atenție (viraje), apoi 2)");
    expect(withoutIds(parse(line!).steps.main)).toEqual([swim(100, { notes: "atenție (viraje), apoi 2)" })]);
  });
});

/* Trees that round-trip (workout-notation.ts header): swim steps carry their section as category, rest steps
 * only their seconds and notes, equipment without repeats, notes without line breaks. */

const NOTE_CHARS = [..."ab Zăîșțâ ()-–,;:{}@×x1/#\t\"'"];
const notesArb = fc
  .oneof(
    fc.constant(""),
    fc.string({ unit: fc.constantFrom(...NOTE_CHARS), maxLength: 30 }),
    fc.string({ unit: "grapheme", maxLength: 15 }),
    fc.string({ unit: "binary", maxLength: 15 }),
  )
  .map((notes) => notes.replace(/[\r\n]/g, " ").trim());

const intensityArb: fc.Arbitrary<TIntensity> = fc.oneof(
  fc.constant({ kind: "effort" as const }),
  fc.record({ kind: fc.constant("pace" as const), secondsPer100: fc.integer({ min: 30, max: 300 }) }),
  fc.record({ kind: fc.constant("css" as const), offsetSeconds: fc.integer({ min: -30, max: 60 }) }),
);

const swimStepArb = (section: WorkoutSection): fc.Arbitrary<TWorkoutStep> =>
  fc.record({
    kind: fc.constant("step" as const),
    id: fc.constant(""),
    category: fc.constant(section),
    distanceMetres: fc.integer({ min: 1, max: STEP_LIMITS.maxStepMetres }),
    stroke: fc.constantFrom(...STEP_STROKES),
    drill: fc.constantFrom(...DRILL_TYPES),
    intensity: intensityArb,
    effort: fc.constantFrom(...EFFORT_LEVELS),
    restSeconds: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: STEP_LIMITS.maxRestSeconds })),
    equipment: fc.uniqueArray(fc.constantFrom(...EQUIPMENT), { maxLength: EQUIPMENT.length }),
    notes: notesArb,
  });

const restStepArb: fc.Arbitrary<TWorkoutStep> = fc
  .record({ seconds: fc.integer({ min: 1, max: STEP_LIMITS.maxRestSeconds }), notes: notesArb })
  .map(({ seconds, notes }) => ({ ...rest(seconds, notes), id: "" }));

const nodeArb = (section: WorkoutSection, depth: number): fc.Arbitrary<TWorkoutNode> => {
  const step = fc.oneof(
    { arbitrary: swimStepArb(section), weight: 4 },
    { arbitrary: restStepArb, weight: 1 },
  );
  if (depth >= STEP_LIMITS.maxDepth) return step;
  const block: fc.Arbitrary<TWorkoutNode> = fc.record({
    kind: fc.constant("repeat" as const),
    id: fc.constant(""),
    count: fc.integer({ min: 1, max: STEP_LIMITS.maxRepeatCount }),
    sendOffSeconds: fc.option(fc.integer(STEP_LIMITS.sendOffSeconds), { nil: null }),
    children: fc.array(nodeArb(section, depth + 1), { minLength: 1, maxLength: 3 }),
  });
  return fc.oneof(step, block);
};

/** Unique ids, as the builder gives them. */
function withIds(steps: TWorkoutSteps): TWorkoutSteps {
  let n = 0;
  const name = (nodes: TWorkoutNode[]): TWorkoutNode[] =>
    nodes.map((node) =>
      node.kind === "repeat"
        ? { ...node, id: `n${++n}`, children: name(node.children) }
        : { ...node, id: `n${++n}` },
    );
  return { warmup: name(steps.warmup), main: name(steps.main), cooldown: name(steps.cooldown) };
}

const treeArb: fc.Arbitrary<TWorkoutSteps> = fc
  .record({
    warmup: fc.array(nodeArb("warmup", 1), { maxLength: 3 }),
    main: fc.array(nodeArb("main", 1), { maxLength: 4 }),
    cooldown: fc.array(nodeArb("cooldown", 1), { maxLength: 3 }),
  })
  .map(withIds);
const languageArb = fc.constantFrom<NotationLanguage>("ro", "en");

describe("parse(format(t)) ≡ t for every tree that round-trips (property)", () => {
  it("the generated trees are valid nodes for the schema", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        for (const section of WORKOUT_SECTIONS)
          for (const node of tree[section]) expect(ZWorkoutNode.safeParse(node).success).toBe(true);
      }),
    );
  });

  it("reads back the same tree, ids aside, in both languages", () => {
    fc.assert(
      fc.property(treeArb, languageArb, (tree, language) => {
        const parsed = parse(formatWorkoutNotation(tree, language));
        expect(parsed.problems).toEqual([]);
        expect(treeWithoutIds(parsed.steps)).toEqual(treeWithoutIds(tree));
      }),
      { numRuns: 300 },
    );
  });

  it("format is stable: format(parse(format(t))) = format(t)", () => {
    fc.assert(
      fc.property(treeArb, languageArb, (tree, language) => {
        const text = formatWorkoutNotation(tree, language);
        expect(formatWorkoutNotation(parse(text).steps, language)).toBe(text);
      }),
    );
  });

  it("a Romanian board reads back when re-written in English, and the other way", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const viaRo = parse(formatWorkoutNotation(tree, "ro")).steps;
        expect(formatWorkoutNotation(viaRo, "en")).toBe(formatWorkoutNotation(tree, "en"));
      }),
    );
  });
});

describe("any text at all (property)", () => {
  const PIECES = [
    ..."4×100 liber @1:40 greu cu placă pauză 30s r30 CSS+3 ritm 1:25/100 3 runde: x ( ) { } , ; - Z3".split(
      " ",
    ),
    " ",
    "  ",
    "\n",
    "\n  ",
    "Încălzire:",
    "Main set:",
    "(notă)",
    "2×(",
    "3x {",
    "50",
  ];
  const textArb = fc.oneof(
    fc.array(fc.constantFrom(...PIECES), { maxLength: 25 }).map((pieces) => pieces.join("")),
    fc.string({ maxLength: 60 }),
  );

  it("never throws; the tree holds only valid nodes within the limits; problems point into the text, one a place", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const { steps, problems } = parse(text);
        const nodes = WORKOUT_SECTIONS.flatMap((section) => [...allNodes(steps[section])]);
        for (const section of WORKOUT_SECTIONS) {
          for (const node of steps[section]) expect(ZWorkoutNode.safeParse(node).success).toBe(true);
          expect(depthOf(steps[section])).toBeLessThanOrEqual(STEP_LIMITS.maxDepth);
        }
        expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
        expect(nodes.length).toBeLessThanOrEqual(STEP_LIMITS.maxNodes);
        expect(new Set(problems.map((p) => `${p.line}:${p.column}`)).size).toBe(problems.length);
        const lines = text.split(/\r\n|\r|\n/);
        for (const p of problems) {
          const line = lines[p.line - 1];
          expect(line).toBeDefined();
          expect(p.column).toBeGreaterThanOrEqual(1);
          expect(p.length).toBeGreaterThanOrEqual(1);
          expect(p.text).toBe(line!.slice(p.column - 1, p.column - 1 + p.length));
        }
      }),
      { numRuns: 500 },
    );
  });
});
