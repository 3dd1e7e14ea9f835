import {
  distanceValue,
  durationSeconds,
  PATTERNS,
  phraseKey,
  type Scanner,
  timeSeconds,
} from "./workout-notation-scan.ts";
import { STEP_WORDS } from "./workout-notation-words.ts";
import {
  STEP_LIMITS,
  type TIntensity,
  type TRepeatBlock,
  type TWorkoutNode,
  type TWorkoutStep,
} from "./workout-steps.ts";
import type { DrillType, EffortLevel, Equipment, StepStroke, WorkoutSection } from "./workout-taxonomy.ts";

/*
 * The items of one line of set notation (the grammar is in workout-notation.ts): steps, rest steps and repeat
 * blocks, read by recursive descent over a Scanner. Every problem is reported with its folded span; the caller
 * drops a line that has any.
 */

/** What a problem is about. The builder translates the code; `text` is the part of the line not understood. */
export type NotationErrorCode =
  | "unknownWord"
  | "misplacedWord"
  | "duplicateField"
  | "missingDistance"
  | "badDistance"
  | "badInterval"
  | "badPace"
  | "badCssOffset"
  | "badRest"
  | "badRepeat"
  | "tooDeep"
  | "tooManySteps"
  | "notesTooLong"
  | "unclosedBlock"
  | "unclosedNote"
  | "unexpectedClose"
  | "emptyBlock";

/** A part of the text the parser could not read. Line and column are 1-based; column and length count UTF-16 units. */
export interface NotationProblem {
  line: number;
  column: number;
  length: number;
  code: NotationErrorCode;
  text: string;
}

/** One line being read. */
export interface LineContext {
  s: Scanner;
  lineNo: number;
  section: WorkoutSection;
  newId: () => string;
  problems: NotationProblem[];
}

/** A line that opens a block over the next lines: "3x {", "3 runde:", "4×" alone. */
export interface BlockHeader {
  kind: "header";
  count: number;
  sendOffSeconds: number | null;
  opener: "{" | ":";
  countFrom: number;
  countTo: number;
}
export type Item = { kind: "node"; node: TWorkoutNode } | BlockHeader | { kind: "none" };
const NONE: Item = { kind: "none" };

/** Report the folded span [from, to) of the current line. */
export function report(ctx: LineContext, from: number, to: number, code: NotationErrorCode) {
  const { origAt, text } = ctx.s.line;
  const start = origAt[Math.min(from, origAt.length - 1)]!;
  const end = Math.max(origAt[Math.min(to, origAt.length - 1)]!, start);
  const length = Math.max(1, end - start);
  ctx.problems.push({
    line: ctx.lineNo,
    column: start + 1,
    length,
    code,
    text: text.slice(start, start + length),
  });
}

/** What a swim step says beyond its distance, as read so far. */
interface Draft {
  stroke?: StepStroke;
  drill?: DrillType;
  effort?: EffortLevel;
  intensity?: TIntensity;
  restSeconds?: number;
  sendOffSeconds?: number;
  notes?: string;
  equipment: Equipment[];
  /** Where the send-off was written: a step with one and no count becomes a 1× repeat, which may be too deep. */
  sendOffFrom?: number;
}
type Attribute = "notes" | "interval" | "intensity" | "rest" | "word" | "connector" | "problem";

const atItemEnd = (s: Scanner, closer: string | null) =>
  s.atEnd() || s.peek() === "," || s.peek() === ";" || (closer !== null && s.peek() === closer);

/** Give a field its value; a second, different value is a problem (two strokes, two efforts, two send-offs…). */
function set<K extends Exclude<keyof Draft, "equipment" | "sendOffFrom">>(
  ctx: LineContext,
  draft: Draft,
  key: K,
  value: NonNullable<Draft[K]>,
  from: number,
  kind: Attribute,
): Attribute {
  const old = draft[key];
  if (old !== undefined && JSON.stringify(old) !== JSON.stringify(value)) {
    report(ctx, from, ctx.s.pos, "duplicateField");
    return "problem";
  }
  draft[key] = value;
  return kind;
}

function bad(ctx: LineContext, from: number, code: NotationErrorCode): Attribute {
  report(ctx, from, ctx.s.pos, code);
  return "problem";
}

function pace(ctx: LineContext, draft: Draft, seconds: number | null, from: number): Attribute {
  const { min, max } = STEP_LIMITS.paceSecondsPer100;
  if (seconds === null || seconds < min || seconds > max) return bad(ctx, from, "badPace");
  return set(ctx, draft, "intensity", { kind: "pace", secondsPer100: seconds }, from, "intensity");
}

/** Notes in parentheses, nested parentheses kept: "(2 bătăi, 1 tracțiune)". */
function parenNotes(ctx: LineContext, draft: Draft): Attribute {
  const { s } = ctx;
  const from = s.pos;
  let depth = 0;
  for (let at = from; at < s.folded.length; at++) {
    if (s.folded[at] === "(") depth++;
    else if (s.folded[at] === ")" && --depth === 0) {
      s.pos = at + 1;
      return notes(ctx, draft, s.line.origAt[from]! + 1, s.line.origAt[at]!, from);
    }
  }
  s.pos = s.folded.length;
  return bad(ctx, from, "unclosedNote");
}

/** Notes after " - ": to the end of the line, or inside a one-line block to the next "," ";" or closer. */
function dashNotes(ctx: LineContext, draft: Draft, closer: string | null): Attribute {
  const { s } = ctx;
  const from = s.pos;
  s.pos++;
  if (closer !== null) {
    let depth = 0;
    while (!s.atEnd()) {
      const c = s.peek();
      if (depth === 0 && (c === "," || c === ";" || c === closer)) break;
      if (c === "(") depth++;
      if (c === ")") depth--;
      s.pos++;
    }
  } else s.pos = s.folded.length;
  return notes(ctx, draft, s.line.origAt[from]! + 1, s.line.origAt[s.pos]!, from);
}

function notes(ctx: LineContext, draft: Draft, start: number, end: number, from: number): Attribute {
  const text = ctx.s.line.text.slice(start, end).trim();
  if (text.length > STEP_LIMITS.maxNotes) return bad(ctx, from, "notesTooLong");
  return set(ctx, draft, "notes", text, from, "notes");
}

/** Read one attribute of a step at the cursor into the draft, or report what it cannot read. */
function attribute(ctx: LineContext, draft: Draft, closer: string | null): Attribute {
  const { s } = ctx;
  const from = s.pos;
  const c = s.peek();
  if (c === "(") return parenNotes(ctx, draft);
  if ("-–—".includes(c) && /\s/.test(s.folded[from - 1] ?? "") && (s.peek(1) === "" || /\s/.test(s.peek(1))))
    return dashNotes(ctx, draft, closer);
  let m = s.eat(PATTERNS.interval);
  if (m) {
    const seconds = timeSeconds(m[1]!);
    if (m[2]) return pace(ctx, draft, seconds, from);
    const { min, max } = STEP_LIMITS.sendOffSeconds;
    if (seconds === null || seconds < min || seconds > max) return bad(ctx, from, "badInterval");
    draft.sendOffFrom ??= from;
    return set(ctx, draft, "sendOffSeconds", seconds, from, "interval");
  }
  if (c === "@") {
    s.pos++;
    s.skipRun();
    return bad(ctx, from, "badInterval");
  }
  m = s.eat(PATTERNS.pace);
  if (m) return pace(ctx, draft, timeSeconds(m[1] ?? m[3]!), from);
  if (s.eat(PATTERNS.paceWord)) return bad(ctx, from, "badPace");
  m = s.eat(PATTERNS.css);
  if (m) {
    // "+ 0" turns a "CSS-0" into 0, not -0.
    const offset = m[2] === undefined ? 0 : Number(m[2]) * (m[1] === "+" ? 1 : -1) + 0;
    const { min, max } = STEP_LIMITS.cssOffsetSeconds;
    if (offset < min || offset > max) return bad(ctx, from, "badCssOffset");
    return set(ctx, draft, "intensity", { kind: "css", offsetSeconds: offset }, from, "intensity");
  }
  m = s.eat(PATTERNS.rest) ?? s.eat(PATTERNS.restAfter);
  if (m) {
    const seconds = durationSeconds(m[1]!);
    if (seconds === null || seconds < 1 || seconds > STEP_LIMITS.maxRestSeconds)
      return bad(ctx, from, "badRest");
    return set(ctx, draft, "restSeconds", seconds, from, "rest");
  }
  if (s.eat(PATTERNS.restWord)) return bad(ctx, from, "badRest");
  m = s.eat(PATTERNS.word);
  if (m) {
    const word = STEP_WORDS.get(phraseKey(m[0]))!;
    if (word.field !== "equipment") return set(ctx, draft, word.field, word.value, from, "word");
    if (!draft.equipment.includes(word.value)) draft.equipment.push(word.value);
    return "word";
  }
  if (s.eat(PATTERNS.connector)) return "connector";
  if (c === ")" || c === "}") {
    s.pos++;
    return bad(ctx, from, "unexpectedClose");
  }
  s.skipRun();
  return bad(ctx, from, "unknownWord");
}

/**
 * Read attributes to the end of the item. Those not in `allowed` are reported as misplaced (a stroke on a rest
 * line, an effort after a one-line block). Returns where the last one ended.
 */
function attributes(
  ctx: LineContext,
  draft: Draft,
  closer: string | null,
  allowed: readonly Attribute[] | "all",
): number {
  const { s } = ctx;
  let end = s.pos;
  for (;;) {
    s.skipSpace();
    if (atItemEnd(s, closer)) return end;
    const from = s.pos;
    const kind = attribute(ctx, draft, closer);
    if (kind !== "problem" && kind !== "connector" && allowed !== "all" && !allowed.includes(kind))
      report(ctx, from, s.pos, "misplacedWord");
    end = s.pos;
  }
}

function makeStep(ctx: LineContext, metres: number, draft: Draft): TWorkoutStep {
  return {
    kind: "step",
    id: ctx.newId(),
    category: ctx.section,
    distanceMetres: metres,
    stroke: draft.stroke ?? "freestyle",
    drill: draft.drill ?? "none",
    intensity: draft.intensity ?? { kind: "effort" },
    effort: draft.effort ?? "moderate",
    restSeconds: draft.restSeconds ?? 0,
    equipment: draft.equipment,
    notes: draft.notes ?? "",
  };
}

const repeat = (ctx: LineContext, count: number, sendOff: number | null, children: TWorkoutNode[]) =>
  ({ kind: "repeat", id: ctx.newId(), count, sendOffSeconds: sendOff, children }) satisfies TRepeatBlock;

/** The distance at the cursor and the step's attributes; null (reported) when there is no distance. */
function swimStep(ctx: LineContext, closer: string | null, draft: Draft): TWorkoutStep | null {
  const { s } = ctx;
  const from = s.pos;
  const distance = s.eat(PATTERNS.distance);
  if (!distance) {
    // No distance: name the unknown words if any, or else say the distance is missing.
    const before = ctx.problems.length;
    const end = attributes(ctx, { equipment: [] }, closer, "all");
    if (ctx.problems.length === before) report(ctx, from, end, "missingDistance");
    return null;
  }
  const metres = distanceValue(distance[1]!);
  if (!Number.isInteger(metres) || metres < 1 || metres > STEP_LIMITS.maxStepMetres)
    report(ctx, from, s.pos, "badDistance");
  attributes(ctx, draft, closer, "all");
  return makeStep(ctx, metres, draft);
}

/** A rest step: "pauză 1 min", "r30", "30s pauză", with notes only. */
function restStep(ctx: LineContext, match: RegExpExecArray, from: number, closer: string | null): Item {
  const seconds = durationSeconds(match[1]!);
  if (seconds === null || seconds < 1 || seconds > STEP_LIMITS.maxRestSeconds)
    report(ctx, from, ctx.s.pos, "badRest");
  const draft: Draft = { equipment: [] };
  attributes(ctx, draft, closer, ["notes"]);
  return {
    kind: "node",
    node: {
      ...makeStep(ctx, 0, draft),
      category: "rest",
      stroke: "freestyle",
      drill: "none",
      intensity: { kind: "effort" },
      effort: "moderate",
      equipment: [],
      restSeconds: seconds ?? 0,
    },
  };
}

/** Nodes of the items; a block header inside another construct cannot open a block there. */
export function itemNodes(ctx: LineContext, items: readonly Item[]): TWorkoutNode[] {
  return items.flatMap((item) => {
    if (item.kind === "header") report(ctx, item.countFrom, item.countTo, "badRepeat");
    return item.kind === "node" ? [item.node] : [];
  });
}

/** Items separated by "," or ";" up to the end of the line or the closer (left for the caller). */
export function parseItems(ctx: LineContext, depth: number, closer: string | null): Item[] {
  const { s } = ctx;
  const items: Item[] = [];
  for (;;) {
    items.push(parseItem(ctx, depth, closer));
    s.skipSpace();
    if (s.peek() !== "," && s.peek() !== ";") return items;
    s.pos++;
  }
}

/** One item at nesting depth `depth` (a top-level node is at depth 1). */
function parseItem(ctx: LineContext, depth: number, closer: string | null): Item {
  const { s } = ctx;
  s.skipSpace();
  const from = s.pos;
  if (atItemEnd(s, closer)) return NONE;
  const rest = s.eat(PATTERNS.rest) ?? s.eat(PATTERNS.restAfter);
  if (rest) return restStep(ctx, rest, from, closer);
  if (s.sees(PATTERNS.count) || s.sees(PATTERNS.rounds)) return repeatItem(ctx, depth, closer);
  const draft: Draft = { equipment: [] };
  const step = swimStep(ctx, closer, draft);
  if (!step) return NONE;
  if (draft.sendOffSeconds === undefined) return { kind: "node", node: step };
  // "200 @3:30": a step leaving on an interval is one round of a repeat, as the builder would make it.
  if (depth + 1 > STEP_LIMITS.maxDepth) report(ctx, draft.sendOffFrom!, draft.sendOffFrom! + 1, "tooDeep");
  return { kind: "node", node: repeat(ctx, 1, draft.sendOffSeconds, [step]) };
}

/** "N×…" or "N runde…": a one-line block, a block header, nested counts, or N times one step. */
function repeatItem(ctx: LineContext, depth: number, closer: string | null): Item {
  const { s } = ctx;
  const countFrom = s.pos;
  const match = s.eat(PATTERNS.count) ?? s.eat(PATTERNS.rounds)!;
  const countTo = s.pos;
  const count = Number(match[1]);
  if (count < 1 || count > STEP_LIMITS.maxRepeatCount) report(ctx, countFrom, countTo, "badRepeat");
  const tooDeep = () => {
    if (depth + 1 > STEP_LIMITS.maxDepth) report(ctx, countFrom, countTo, "tooDeep");
  };
  const draft: Draft = { equipment: [] };
  s.skipSpace();
  if (s.sees(PATTERNS.interval)) {
    const from = s.pos;
    if (attribute(ctx, draft, closer) === "intensity") report(ctx, from, s.pos, "misplacedWord");
    s.skipSpace();
  }
  const header = (opener: "{" | ":"): BlockHeader => {
    const sendOffSeconds = draft.sendOffSeconds ?? null;
    return { kind: "header", count, sendOffSeconds, opener, countFrom, countTo };
  };
  const c = s.peek();
  const blankAfter = s.folded.slice(s.pos + 1).trim() === "";
  if (c === "(" || (c === "{" && !blankAfter)) {
    const close = c === "(" ? ")" : "}";
    const openFrom = s.pos;
    const before = ctx.problems.length;
    s.pos++;
    const children = itemNodes(ctx, parseItems(ctx, depth + 1, close));
    if (s.peek() === close) s.pos++;
    else report(ctx, openFrom, openFrom + 1, "unclosedBlock");
    if (children.length === 0 && ctx.problems.length === before) report(ctx, openFrom, s.pos, "emptyBlock");
    attributes(ctx, draft, closer, ["interval"]);
    tooDeep();
    return { kind: "node", node: repeat(ctx, count, draft.sendOffSeconds ?? null, children) };
  }
  if (c === "{") {
    s.pos++;
    return header("{");
  }
  if (c === ":") {
    s.pos++;
    s.skipSpace();
    if (atItemEnd(s, closer)) return header(":");
    // "3 runde: 4×50, 100": the rest of the line (or of the enclosing block) is the block.
    const from = s.pos;
    const before = ctx.problems.length;
    const children = itemNodes(ctx, parseItems(ctx, depth + 1, closer));
    if (children.length === 0 && ctx.problems.length === before) report(ctx, from, s.pos, "emptyBlock");
    tooDeep();
    return { kind: "node", node: repeat(ctx, count, draft.sendOffSeconds ?? null, children) };
  }
  if (atItemEnd(s, closer)) return header(":");
  if (s.sees(PATTERNS.count) || s.sees(PATTERNS.rounds)) {
    // "2×4×50": two rounds of 4×50.
    const inner = repeatItem(ctx, depth + 1, closer);
    tooDeep();
    const children = itemNodes(ctx, [inner]);
    return { kind: "node", node: repeat(ctx, count, draft.sendOffSeconds ?? null, children) };
  }
  const step = swimStep(ctx, closer, draft);
  tooDeep();
  if (!step) return NONE;
  return { kind: "node", node: repeat(ctx, count, draft.sendOffSeconds ?? null, [step]) };
}
