import {
  type BlockHeader,
  itemNodes,
  type LineContext,
  type NotationErrorCode,
  type NotationProblem,
  parseItems,
  report,
} from "./workout-notation-items.ts";
import { LineText, PATTERNS, Scanner, sectionOf } from "./workout-notation-scan.ts";
import { CANONICAL_WORDS, type NotationLanguage } from "./workout-notation-words.ts";
import { STEP_LIMITS, type TWorkoutNode, type TWorkoutStep, type TWorkoutSteps } from "./workout-steps.ts";
import { WORKOUT_SECTIONS, type WorkoutSection } from "./workout-taxonomy.ts";

export type { NotationErrorCode, NotationLanguage, NotationProblem };

/*
 * Set notation (TRAINING.md §4): a workout as the lines coaches write on the pool-deck board, in Romanian and
 * English, both ways. parseWorkoutNotation reads lines into the step tree of workout-steps.ts; the format
 * functions write a tree in the canonical form of one language. The vocabulary is in workout-notation-words.ts,
 * the token patterns in workout-notation-scan.ts, the items of a line in workout-notation-items.ts.
 *
 * Grammar. Case does not matter, diacritics are optional ("placa" = "placă"), "×" "x" "X" "*" all count, and
 * words may be written in either language, mixed ("4x100 liber @1:40 easy").
 *
 *   text      = { line }                          split at "\n", "\r\n" or "\r"; blank lines are ignored
 *   line      = header | "}" | [bullet] items     a bullet is a leading "- ", "• " or "* "
 *   header    = SECTION [ "(" … ")" ] ( ":" [ items ] | end of line )
 *               "Încălzire:", "Incalzire", "Warm-up:", "WU", "Set principal:", "Main", "Revenire:", "CD",
 *               "Main set (2000 m): 8x100"; what follows the colon is a line of that section
 *   items     = item { ( "," | ";" ) item }       "400 liber, 4×100 spate" is two nodes
 *   item      = rest | repeat | step
 *   rest      = ( REST | "r" ) duration [ notes ] | duration REST [ notes ]
 *               "pauză 1 min", "rest 60s", "r30", "30s pauză": a rest step
 *   step      = distance { attribute }           "200 picioare cu placă": a swim step;
 *               with a send-off and no count ("200 @3:30") it is a 1× repeat block of that step
 *   repeat    = count [ interval ] body
 *   body      = "(" items ")" [ interval ]        one line: "3× (4×50 fluture @1:00, 100 ușor) @6:00"
 *             | "{" items "}" [ interval ]        the same with braces
 *             | ":" items                         "3 runde: 4×50 fluture, 100 ușor"
 *             | "{" end of line                   block: the next lines, up to a line holding only "}"
 *             | [ ":" ] end of line               block: the next lines indented deeper than this one
 *             | repeat                            "2×4×50" = 2 rounds of (4×50)
 *             | step                              "4×100 liber @1:40" = a block of count 4 around one step,
 *                                                 the send-off being the block's (as the builder makes it)
 *   count     = NUMBER ( "×" | "x" | "*" ) | NUMBER [ "de" ] ROUNDS     "4×", "4 x", "3 runde", "20 de runde"
 *   distance  = NUMBER [ "m" | "metri" | "metres" ]   whole metres 1–10 000; "1.500" / "1,500" = 1500
 *   attribute = STROKE | DRILL | EFFORT | ZONE | EQUIPMENT | connector | interval | pace | css
 *             | ( REST | "r" ) duration | duration REST | notes
 *   interval  = ( "@" | "pe" | "la" | "on" | "at" | "plecare" ) time           the send-off, 0:10–60:00
 *   pace      = ( "ritm" | "pace" ) time [ "/100" ["m"] ] | [ "@" ] time "/100" ["m"]  "@1:25/100", 0:30–5:00
 *   css       = "CSS" [ ( "+" | "-" ) SECONDS ]   "CSS+3", "CSS-2": an offset from CSS, −30…+60
 *   notes     = "(" any text, parentheses nested ")"
 *             | " - " any text                    to the end of the line (in a one-line block: to the next
 *                                                 "," ";" or closing bracket)
 *   time      = M:SS | M'SS | M.SS | :SS | SECONDS ["s"]
 *   duration  = N [,N] "min" [ SS "s" ] | M:SS | SECONDS [ "s" | "sec" | '"' ]      "1,5 min" = 90 s
 *   connector = "cu" | "și" | "de" | "with" | "and" | "w/" | "&" | "+"          ignored
 *   STROKE, DRILL, EFFORT, ZONE, EQUIPMENT, REST, ROUNDS, SECTION: the words of workout-notation-words.ts;
 *   zones Z1–Z6 and the codes A1 A2 A3 AT/PA VO2 LT/TL SP set the effort.
 *
 * Layout. A comma between two digits belongs to the number ("1,5 min", "12,5", "1,500"), so between items that
 * are numbers put a space after the comma ("3×(50, 100)"). An indented block ends at the first line indented no
 * deeper than its header (a tab counts four spaces); a "}" stands on its own line, no deeper than its "{" line.
 *
 * Meaning.
 * - Lines before any header belong to the main set: a pasted "8x100 free @1:30" is a main set.
 * - A swim step's category is its section ("warmup", "main", "cooldown"); a rest step's is "rest". Omitted
 *   fields: stroke freestyle, drill none, effort moderate, intensity by effort, rest 0, no equipment, no notes.
 * - A field written twice with different values is a problem ("duplicateField"); equipment adds up.
 * - Repeat counts 1–50; nesting at most STEP_LIMITS.maxDepth (a repeat whose children would be deeper is
 *   "tooDeep"); at most STEP_LIMITS.maxNodes nodes ("tooManySteps").
 * - A line with any problem is reported and skipped whole; the other lines still parse. A bad line inside a
 *   multi-line block drops only itself; a bad block header drops its block. Problems give the 1-based line and
 *   column and the length of the part not understood (UTF-16 units of the given text).
 * - Whole-tree rules (at least one swum step) are ZWorkoutSteps' business, not the parser's.
 *
 * Canonical form (formatWorkoutNotation). One node a line; sections with content under their header, a blank
 * line between; a block of one swim step as "N×distance …", any other block as "N runde[ @M:SS]:" /
 * "N rounds[ @M:SS]:" with its children indented two spaces. A step reads
 *   distance stroke [drill] [@send-off] [pace | CSS±s] [effort unless moderate] [equipment] [rest] [notes]
 * Notes are written "(…)", or " - …" when they hold a parenthesis.
 *
 * Round trip. parse(format(t, lang)).steps equals t, ids aside, with no problem, for every tree t that
 * ZWorkoutSteps accepts node by node (depth, counts, ranges; the whole-tree "a swum step" rule is not needed) and
 *   - every swim step's category is the section it is in ("swim", or another section's name, is not written);
 *   - every rest step (category "rest") has distance 0, stroke freestyle, drill none, effort moderate,
 *     intensity by effort and no equipment: only its seconds and notes are written;
 *   - no step lists the same equipment twice (order is kept; "none" is written "fără echipament");
 *   - no notes hold a line break ("\n" or "\r"): the only characters the grammar reserves in notes.
 * And format(parse(format(t))) = format(t) for those trees.
 */

/** The tree read from the text, and what could not be read. */
export interface ParsedNotation {
  steps: TWorkoutSteps;
  problems: NotationProblem[];
}

interface Line {
  no: number;
  text: LineText;
  /** Folded position where the content starts (after indentation, bullet or header). */
  start: number;
  /** Width of the leading whitespace, a tab counting 4. */
  indent: number;
  closer: boolean;
}
interface Chunk {
  section: WorkoutSection;
  lines: Line[];
}
interface State {
  problems: NotationProblem[];
  newId: () => string;
  nodeCount: number;
}

/** Ids unique within one parse: a random prefix and a counter (the builder passes its own generator). */
function defaultNewId(): () => string {
  const prefix = Math.random().toString(36).slice(2, 8);
  let n = 0;
  return () => `n${prefix}-${++n}`;
}

const indentWidth = (text: string) => {
  let width = 0;
  for (const char of text) {
    if (char === "\t") width += 4;
    else if (/\s/.test(char)) width += 1;
    else break;
  }
  return width;
};

/** Lines grouped by the section header above them; headers and blank lines dropped. */
function chunks(text: string): Chunk[] {
  const result: Chunk[] = [{ section: "main", lines: [] }];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = new LineText(raw);
    const s = new Scanner(line, 0);
    s.skipSpace();
    if (s.atEnd()) return;
    const indent = indentWidth(raw);
    s.eat(PATTERNS.bullet);
    const header = s.eat(PATTERNS.section);
    if (header) result.push({ section: sectionOf(header[1]!)!, lines: [] });
    if (s.atEnd()) return;
    const closer = line.folded.slice(s.pos).trim() === "}";
    result.at(-1)!.lines.push({ no: index + 1, text: line, start: s.pos, indent, closer });
  });
  return result;
}

const nodeSize = (node: TWorkoutNode): number =>
  node.kind === "step" ? 1 : 1 + node.children.reduce((sum, child) => sum + nodeSize(child), 0);

/**
 * The lines [from, to) of a chunk at nesting depth `depth`. In a braced block it stops after the line "}"
 * (closed = true); otherwise it reads to `to`.
 */
function parseLines(
  state: State,
  chunk: Chunk,
  from: number,
  to: number,
  depth: number,
  braced: boolean,
): { nodes: TWorkoutNode[]; next: number; closed: boolean } {
  const nodes: TWorkoutNode[] = [];
  let i = from;
  while (i < to) {
    const line = chunk.lines[i]!;
    const ctx: LineContext = {
      s: new Scanner(line.text, line.start),
      lineNo: line.no,
      section: chunk.section,
      newId: state.newId,
      problems: [],
    };
    const whole = () => report(ctx, line.start, line.text.folded.trimEnd().length, "unexpectedClose");
    if (line.closer) {
      if (braced) return { nodes, next: i + 1, closed: true };
      whole();
      state.problems.push(...ctx.problems);
      i++;
      continue;
    }
    const items = parseItems(ctx, depth, null);
    const header = items.length === 1 && items[0]!.kind === "header" ? (items[0] as BlockHeader) : null;
    let lineNodes: TWorkoutNode[];
    if (header) {
      const inner =
        header.opener === "{"
          ? parseLines(state, chunk, i + 1, to, depth + 1, true)
          : parseLines(state, chunk, i + 1, nextSibling(chunk, i, to), depth + 1, false);
      const hadLines = inner.next > i + 1 + (inner.closed ? 1 : 0);
      if (header.opener === "{" && !inner.closed)
        report(ctx, ctx.s.folded.lastIndexOf("{"), ctx.s.pos, "unclosedBlock");
      if (depth + 1 > STEP_LIMITS.maxDepth) report(ctx, header.countFrom, header.countTo, "tooDeep");
      if (!hadLines && (header.opener === ":" || inner.closed))
        report(ctx, header.countFrom, line.text.folded.trimEnd().length, "emptyBlock");
      lineNodes =
        inner.nodes.length > 0
          ? [
              {
                kind: "repeat",
                id: state.newId(),
                count: header.count,
                sendOffSeconds: header.sendOffSeconds,
                children: inner.nodes,
              },
            ]
          : [];
      i = inner.next;
    } else {
      lineNodes = itemNodes(ctx, items);
      i++;
    }
    if (depth === 1 && ctx.problems.length === 0) {
      const size = lineNodes.reduce((sum, node) => sum + nodeSize(node), 0);
      if (state.nodeCount + size > STEP_LIMITS.maxNodes)
        report(ctx, line.start, line.text.folded.trimEnd().length, "tooManySteps");
      else state.nodeCount += size;
    }
    state.problems.push(...ctx.problems);
    if (ctx.problems.length === 0) nodes.push(...lineNodes);
  }
  return { nodes, next: i, closed: false };
}

/** The first line after line i that is not indented deeper than it: where an indented block ends. */
function nextSibling(chunk: Chunk, i: number, to: number): number {
  const indent = chunk.lines[i]!.indent;
  let j = i + 1;
  while (j < to && chunk.lines[j]!.indent > indent) j++;
  return j;
}

/**
 * Read set notation into a step tree (grammar above). Never throws: what it cannot read is in `problems` (in
 * text order, at most one per line and column), and the tree holds every line it could read. `newId` names the nodes (default: unique within this call).
 */
export function parseWorkoutNotation(text: string, options?: { newId?: () => string }): ParsedNotation {
  const state: State = { problems: [], newId: options?.newId ?? defaultNewId(), nodeCount: 0 };
  const steps: TWorkoutSteps = { warmup: [], main: [], cooldown: [] };
  for (const chunk of chunks(text)) {
    const { nodes } = parseLines(state, chunk, 0, chunk.lines.length, 1, false);
    steps[chunk.section].push(...nodes);
  }
  // One problem per place (the first found): a count both out of range and too deep is marked once.
  const problems = state.problems
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter((p, i, all) => i === 0 || p.line !== all[i - 1]!.line || p.column !== all[i - 1]!.column);
  return { steps, problems };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
const restText = (seconds: number) =>
  seconds < 60 ? `${seconds}s` : seconds % 60 === 0 ? `${seconds / 60} min` : clock(seconds);
const notesText = (notes: string) => (/[()]/.test(notes) ? `- ${notes}` : `(${notes})`);

/** One step as board text; `sendOffSeconds` is its block's, written after the stroke. */
function stepText(step: TWorkoutStep, language: NotationLanguage, sendOffSeconds: number | null): string {
  const words = CANONICAL_WORDS[language];
  if (step.category === "rest") {
    return [`${words.rest} ${restText(step.restSeconds)}`, step.notes && notesText(step.notes)]
      .filter(Boolean)
      .join(" ");
  }
  const parts: string[] = [String(step.distanceMetres), words.strokes[step.stroke]];
  if (step.drill !== "none") parts.push(words.drills[step.drill]);
  if (sendOffSeconds !== null) parts.push(`@${clock(sendOffSeconds)}`);
  if (step.intensity.kind === "pace") parts.push(`${words.pace} ${clock(step.intensity.secondsPer100)}/100`);
  if (step.intensity.kind === "css") {
    const offset = step.intensity.offsetSeconds;
    parts.push(offset === 0 ? "CSS" : `CSS${offset > 0 ? "+" : "-"}${Math.abs(offset)}`);
  }
  if (step.effort !== "moderate") parts.push(words.efforts[step.effort]);
  // Consecutive items share one "cu … și …"; "none" is its own phrase. The order is kept.
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) parts.push(`${words.withWord} ${run.join(` ${words.andWord} `)}`);
    run = [];
  };
  for (const item of step.equipment) {
    if (item === "none") {
      flush();
      parts.push(words.noEquipment);
    } else run.push(words.equipment[item]);
  }
  flush();
  if (step.restSeconds > 0) parts.push(`${words.rest} ${restText(step.restSeconds)}`);
  if (step.notes) parts.push(notesText(step.notes));
  return parts.join(" ");
}

/**
 * One node as board lines (the builder's preview, print): a step on one line, a block of one swim step as
 * "4×100 liber @1:40", any other block as a "3 runde:" line and its children. `indent` is the nesting level of
 * the node; each level is two spaces.
 */
export function formatNodeLines(node: TWorkoutNode, language: NotationLanguage, indent = 0): string[] {
  const pad = "  ".repeat(indent);
  if (node.kind === "step") return [pad + stepText(node, language, null)];
  const only = node.children.length === 1 ? node.children[0]! : null;
  if (only?.kind === "step" && only.category !== "rest")
    return [`${pad}${node.count}×${stepText(only, language, node.sendOffSeconds)}`];
  const sendOff = node.sendOffSeconds === null ? "" : ` @${clock(node.sendOffSeconds)}`;
  return [
    `${pad}${CANONICAL_WORDS[language].rounds(node.count)}${sendOff}:`,
    ...node.children.flatMap((child) => formatNodeLines(child, language, indent + 1)),
  ];
}

/** The whole workout as board text in one language: each section with content under its header. */
export function formatWorkoutNotation(steps: TWorkoutSteps, language: NotationLanguage): string {
  return WORKOUT_SECTIONS.filter((section) => steps[section].length > 0)
    .map((section) =>
      [
        `${CANONICAL_WORDS[language].sections[section]}:`,
        ...steps[section].flatMap((node) => formatNodeLines(node, language)),
      ].join("\n"),
    )
    .join("\n\n");
}
