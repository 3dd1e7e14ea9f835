import {
  CONNECTOR_WORDS,
  INTERVAL_WORDS,
  PACE_WORDS,
  REST_WORDS,
  ROUND_WORDS,
  SECTION_WORDS,
  STEP_WORDS,
} from "./workout-notation-words.ts";
import { WORKOUT_SECTIONS, type WorkoutSection } from "./workout-taxonomy.ts";

/*
 * The lexical half of set notation (workout-notation.ts holds the grammar): one line folded for matching, a
 * cursor over it, and the token patterns. Patterns run on the folded line (no diacritics, lowercase) and every
 * folded position maps back to the original text, so problems point at what the coach typed and notes keep it.
 */

/** One line of the text: the original, its folded twin, and where each folded character came from. */
export class LineText {
  readonly folded: string;
  /** origAt[k] = index in `text` of the character folded[k] came from; origAt[folded.length] = text.length. */
  readonly origAt: readonly number[];

  constructor(readonly text: string) {
    let folded = "";
    const origAt: number[] = [];
    for (let i = 0; i < text.length; ) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      // Per code point, so a combining mark folds away with nothing left and "Ș" = "S" + U+0326 reads as "s".
      const f = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
      for (let k = 0; k < f.length; k++) origAt.push(i);
      folded += f;
      i += char.length;
    }
    origAt.push(text.length);
    this.folded = folded;
    this.origAt = origAt;
  }
}

/** A cursor over one folded line. Positions are folded indices. */
export class Scanner {
  constructor(
    readonly line: LineText,
    public pos: number,
  ) {}

  get folded() {
    return this.line.folded;
  }
  atEnd() {
    return this.pos >= this.folded.length;
  }
  /** The character at the cursor, or "" at the end. */
  peek(offset = 0) {
    return this.folded[this.pos + offset] ?? "";
  }
  skipSpace() {
    while (/\s/.test(this.peek())) this.pos++;
  }
  /** Match a sticky pattern at the cursor and move past it. */
  eat(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.pos;
    const match = pattern.exec(this.folded);
    if (match) this.pos = pattern.lastIndex;
    return match;
  }
  /** Whether a sticky pattern matches at the cursor, without moving. */
  sees(pattern: RegExp) {
    pattern.lastIndex = this.pos;
    return pattern.test(this.folded);
  }
  /** The original text between two folded positions. */
  original(from: number, to: number) {
    return this.line.text.slice(this.line.origAt[from], this.line.origAt[to]);
  }
  /** Move past one run of characters that is not a space, a separator or a bracket (at least one character). */
  skipRun() {
    const from = this.pos;
    while (!this.atEnd() && !/[\s,;(){}]/.test(this.peek())) this.pos++;
    if (this.pos === from && !this.atEnd()) this.pos++;
  }
}

const WORD_END = String.raw`(?![\p{L}\p{N}])`;
const sticky = (source: string) => new RegExp(source, "uy");
const phrasePattern = (word: string) =>
  word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, String.raw`[\s-]+`);
/** Longest first, so "mixt pe ture" wins over "mixt" and "pull buoy" over "pull". */
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .join("|");
/** A matched phrase as its vocabulary key: runs of spaces and hyphens become one space. */
export const phraseKey = (matched: string) => matched.trim().replace(/[\s-]+/g, " ");

/** A clock time or whole seconds: "1:40", "1'40\"", "1.40", ":45", "45", "45s". */
const TIME = String.raw`(\d{1,2}\s*[:.'’′]\s*\d{2}["”″]?|:\d{2}|\d{1,4}(?:\s*(?:sec|s)${WORD_END}|["”″])?)`;
/** A duration: "1 min", "1,5 min", "1'", "1 min 30s", "1:30", "90", "90s", "15 sec", "15\"". */
const DURATION = String.raw`(\d+(?:[.,]\d+)?\s*(?:minute|minut|mins|min|['’′])(?:\s*\d{1,2}\s*(?:secunde|sec|s|["”″]))?|\d{1,2}\s*[:'’′]\s*\d{2}["”″]?|\d+(?:[.,]\d+)?(?:\s*(?:secunde|secunda|sec|s)${WORD_END}|["”″])?)`;
const PER_100 = String.raw`(\s*\/\s*100\s*m?)`;
const REST_WORD = `(?:${alternatives(REST_WORDS)})`;

export const PATTERNS = {
  /** "4×", "4x", "4 X", "4*" before a distance or a block. */
  count: sticky(String.raw`(\d+)\s*[x×*](?!\p{L})`),
  /** "3 runde", "20 de runde", "3 rounds". */
  rounds: sticky(String.raw`(\d+)\s+(?:de\s+)?(?:${alternatives(ROUND_WORDS)})${WORD_END}`),
  /** "100", "100m", "100 m", "1.500" / "1,500" (thousands), "12,5" (a decimal, refused later). */
  distance: sticky(
    String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(?:\s*(?:metri|metres|meters|m))?${WORD_END}`,
  ),
  /** "@1:40", "pe 1:40", "on 1:40"; with "/100" it is a pace ("@1:25/100"). */
  interval: sticky(
    String.raw`(?:@\s*|(?:${alternatives(INTERVAL_WORDS)})\s*(?=[\d:]))${TIME}${PER_100}?${WORD_END}`,
  ),
  /** "ritm 1:30/100m", "pace 1:30", or a bare "1:30/100". */
  pace: sticky(
    String.raw`(?:(?:${alternatives(PACE_WORDS)})(?:\s+de)?\s*(?=[\d:])${TIME}${PER_100}?|(\d{1,2}\s*[:.'’′]\s*\d{2})${PER_100})${WORD_END}`,
  ),
  paceWord: sticky(`(?:${alternatives(PACE_WORDS)})${WORD_END}`),
  /** "CSS", "CSS+3", "CSS -2", "css + 3s". */
  css: sticky(String.raw`css(?:\s*([+\-−–])\s*(\d+)(?:\s*(?:sec|s))?)?${WORD_END}`),
  /** "pauză 30s", "rest 1 min", "r30", "r 30". */
  rest: sticky(String.raw`(?:${REST_WORD}(?:\s+de)?\s*|r\s*(?=\d))${DURATION}${WORD_END}`),
  /** "30s pauză", "1 min rest". */
  restAfter: sticky(String.raw`${DURATION}\s*${REST_WORD}${WORD_END}`),
  restWord: sticky(`${REST_WORD}${WORD_END}`),
  word: sticky(`(?:${alternatives([...STEP_WORDS.keys()])})${WORD_END}`),
  connector: sticky(
    `(?:${alternatives(CONNECTOR_WORDS.filter((w) => /^\p{L}+$/u.test(w)))})${WORD_END}|w/|&|\\+(?!\\d)`,
  ),
  /** A line's leading bullet: "- ", "• ", "* ". */
  bullet: sticky(String.raw`[-•*–·]\s+`),
  /** "Încălzire:", "Warm-up", "Set principal (2000 m):" and what follows the colon. */
  section: sticky(
    String.raw`(${alternatives(Object.values(SECTION_WORDS).flat())})${WORD_END}\s*(?:\([^)]*\))?\s*(?::|$)\s*`,
  ),
};

/** The section a header phrase names. */
export function sectionOf(phrase: string): WorkoutSection | null {
  const key = phraseKey(phrase);
  return WORKOUT_SECTIONS.find((section) => SECTION_WORDS[section].includes(key)) ?? null;
}

/** Seconds of a TIME match, or null when the seconds part is 60 or more. */
export function timeSeconds(text: string): number | null {
  const clock = /^(\d+)\s*[:.'’′]\s*(\d{2})/.exec(text);
  if (clock) {
    const seconds = Number(clock[2]);
    return seconds < 60 ? Number(clock[1]) * 60 + seconds : null;
  }
  return Number(/\d+/.exec(text)![0]);
}

/** Whole seconds of a DURATION match, or null when it is not a whole number of seconds. */
export function durationSeconds(text: string): number | null {
  if (/^\d{1,2}\s*[:'’′]\s*\d{2}/.test(text)) return timeSeconds(text);
  const minutes = /^(\d+(?:[.,]\d+)?)\s*(?:minute|minut|mins|min|['’′])(?:\s*(\d{1,2}))?/.exec(text);
  const seconds = minutes
    ? Number(minutes[1]!.replace(",", ".")) * 60 + Number(minutes[2] ?? 0)
    : Number(/^\d+(?:[.,]\d+)?/.exec(text)![0].replace(",", "."));
  // "0,1 min" is 6 s even though 0.1 × 60 is not exactly 6 in floating point.
  const whole = Math.round(seconds);
  return Math.abs(seconds - whole) < 1e-9 ? whole : null;
}

/** Metres of a distance match: thousands separators dropped, a decimal mark read as one. */
export function distanceValue(text: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ""));
  return Number(text.replace(",", "."));
}
