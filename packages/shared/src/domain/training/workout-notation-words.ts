import type { DrillType, EffortLevel, Equipment, StepStroke, WorkoutSection } from "./workout-taxonomy.ts";

/*
 * The vocabulary of pool-deck set notation (workout-notation.ts): the words coaches write on the board, Romanian
 * and English, and the canonical word the formatter writes for each value. Keys are folded (foldText: no
 * diacritics, lowercase); a space in a phrase matches any run of spaces or hyphens ("pull-buoy", "warm  up").
 * The canonical Romanian words are the app's own labels (common:hub), lowercased; they carry their diacritics.
 */

export type NotationLanguage = "ro" | "en";

/** What a board word sets on a step. */
export type StepWord =
  | { field: "stroke"; value: StepStroke }
  | { field: "drill"; value: DrillType }
  | { field: "effort"; value: EffortLevel }
  | { field: "equipment"; value: Equipment };

const entries = <F extends StepWord["field"], V extends string>(
  field: F,
  table: Record<V, readonly string[]>,
) =>
  Object.entries<readonly string[]>(table).flatMap(([value, words]) =>
    words.map((word) => [word, { field, value } as StepWord] as const),
  );

const STROKE_WORDS: Record<StepStroke, readonly string[]> = {
  freestyle: ["liber", "stil liber", "craul", "crawl", "free", "freestyle", "fr"],
  backstroke: ["spate", "back", "backstroke", "bk"],
  breaststroke: ["bras", "breast", "breaststroke", "br"],
  butterfly: ["fluture", "delfin", "fly", "butterfly", "fl"],
  choice: ["la alegere", "alegere", "choice"],
  im: ["mixt", "mixt individual", "im", "medley", "individual medley"],
  im_by_round: ["mixt pe ture", "mixt pe runde", "im by round", "im by rounds"],
  reverse_im: ["mixt invers", "im invers", "reverse im"],
  mixed: ["combinat", "mixed"],
};

const DRILL_WORDS: Record<Exclude<DrillType, "none">, readonly string[]> = {
  kick: ["picioare", "kick"],
  pull: ["brate", "pull"],
  drill: [
    "exercitiu tehnic",
    "exercitii tehnice",
    "exercitiu",
    "exercitii",
    "tehnica",
    "tehnic",
    "drill",
    "drills",
  ],
};

/**
 * Efforts, with the zone codes coaches use: Z1–Z6 follow the planning zones (SPEC §9); the British / Romanian
 * codes A1 A2 A3, AT / PA (prag anaerob), VO2, LT / TL (toleranță la lactat) and SP grade the same way.
 * "Progresiv" builds within the swim (ascending); "descrescător" / "descending" is a set whose times descend.
 */
const EFFORT_WORDS: Record<EffortLevel, readonly string[]> = {
  recovery: ["recuperare", "foarte usor", "recovery", "rec", "a1", "z1", "zona 1", "zone 1"],
  easy: ["usor", "lejer", "easy", "ez", "a2", "z2", "zona 2", "zone 2"],
  moderate: ["moderat", "mediu", "moderate", "medium", "steady", "a3", "at", "pa", "z3", "zona 3", "zone 3"],
  hard: ["greu", "tare", "hard", "strong", "vo2", "vo2 max", "vo2max", "z4", "zona 4", "zone 4"],
  very_hard: ["foarte greu", "very hard", "lt", "tl", "z5", "zona 5", "zone 5"],
  all_out: ["maxim", "max", "all out", "z6", "zona 6", "zone 6"],
  ascending: ["progresiv", "crescator", "ascending", "build"],
  descending: ["descrescator", "descending", "desc"],
  sprint: ["sprint", "sp"],
};

const EQUIPMENT_WORDS: Record<Equipment, readonly string[]> = {
  none: ["fara echipament", "no equipment"],
  kickboard: ["placa", "kickboard", "kick board", "board"],
  pullbuoy: ["flotor", "pull buoy", "pullbuoy", "buoy"],
  fins: ["labe", "aripioare", "fins", "flippers"],
  paddles: ["palete", "paddles"],
  snorkel: ["snorkel", "tub"],
};

/** Every board word of a step, folded, and what it sets. */
export const STEP_WORDS: ReadonlyMap<string, StepWord> = new Map([
  ...entries("stroke", STROKE_WORDS),
  ...entries("drill", DRILL_WORDS),
  ...entries("effort", EFFORT_WORDS),
  ...entries("equipment", EQUIPMENT_WORDS),
]);

/** Words that join others and mean nothing themselves: "cu placă și labe", "with fins and paddles". */
export const CONNECTOR_WORDS = ["cu", "si", "de", "with", "and", "w/", "&", "+"] as const;
/** "pauză 30s", "rest 1 min" (a rest step, or a swim step's rest); "r30" is read apart. */
export const REST_WORDS = ["pauza", "pauze", "odihna", "repaus", "rest"] as const;
/** "3 runde:", "20 de runde:", "3 rounds:" open a repeat block. */
export const ROUND_WORDS = [
  "runde",
  "runda",
  "ture",
  "tura",
  "serii",
  "serie",
  "ori",
  "rounds",
  "round",
  "sets",
] as const;
/** Before a send-off time: "@1:40", "pe 1:40", "la 1:40", "on 1:40". */
export const INTERVAL_WORDS = ["plecare la", "plecare", "pl.", "pl", "pe", "la", "on", "at"] as const;
/** Before a pace per 100 m: "ritm 1:30/100m", "pace 1:30". */
export const PACE_WORDS = ["ritm", "tempo", "pace"] as const;

/** Section headers, folded: "Încălzire:", "WU", "Set principal:", "Main", "Revenire:", "CD" … */
export const SECTION_WORDS: Record<WorkoutSection, readonly string[]> = {
  warmup: ["incalzire", "incalzirea", "warm up", "warmup", "wu"],
  main: ["set principal", "setul principal", "serie principala", "principal", "main set", "main", "ms"],
  cooldown: [
    "revenire",
    "revenirea",
    "racire",
    "relaxare",
    "cool down",
    "cooldown",
    "warm down",
    "swim down",
    "cd",
  ],
};

/** The words the formatter writes, per language. */
export interface CanonicalWords {
  sections: Record<WorkoutSection, string>;
  strokes: Record<StepStroke, string>;
  drills: Record<Exclude<DrillType, "none">, string>;
  efforts: Record<EffortLevel, string>;
  equipment: Record<Exclude<Equipment, "none">, string>;
  noEquipment: string;
  /** "cu placă și labe" / "with kickboard and fins". */
  withWord: string;
  andWord: string;
  rest: string;
  pace: string;
  /** "3 runde:", "20 de runde:", "1 rundă:" / "3 rounds:". */
  rounds: (count: number) => string;
}

export const CANONICAL_WORDS: Record<NotationLanguage, CanonicalWords> = {
  ro: {
    sections: { warmup: "Încălzire", main: "Set principal", cooldown: "Revenire" },
    strokes: {
      freestyle: "liber",
      backstroke: "spate",
      breaststroke: "bras",
      butterfly: "fluture",
      choice: "la alegere",
      im: "mixt",
      im_by_round: "mixt pe ture",
      reverse_im: "mixt invers",
      mixed: "combinat",
    },
    drills: { kick: "picioare", pull: "brațe", drill: "exercițiu tehnic" },
    efforts: {
      recovery: "recuperare",
      easy: "ușor",
      moderate: "moderat",
      hard: "greu",
      very_hard: "foarte greu",
      all_out: "maxim",
      ascending: "progresiv",
      descending: "descrescător",
      sprint: "sprint",
    },
    equipment: {
      kickboard: "placă",
      pullbuoy: "flotor",
      fins: "labe",
      paddles: "palete",
      snorkel: "snorkel",
    },
    noEquipment: "fără echipament",
    withWord: "cu",
    andWord: "și",
    rest: "pauză",
    pace: "ritm",
    // Romanian puts "de" between a number from 20 up and its noun ("20 de runde"); the limit is 50.
    rounds: (count) => (count === 1 ? "1 rundă" : count >= 20 ? `${count} de runde` : `${count} runde`),
  },
  en: {
    sections: { warmup: "Warm-up", main: "Main set", cooldown: "Cool-down" },
    strokes: {
      freestyle: "free",
      backstroke: "back",
      breaststroke: "breast",
      butterfly: "fly",
      choice: "choice",
      im: "IM",
      im_by_round: "IM by round",
      reverse_im: "reverse IM",
      mixed: "mixed",
    },
    drills: { kick: "kick", pull: "pull", drill: "drill" },
    efforts: {
      recovery: "recovery",
      easy: "easy",
      moderate: "moderate",
      hard: "hard",
      very_hard: "very hard",
      all_out: "all out",
      ascending: "ascending",
      descending: "descending",
      sprint: "sprint",
    },
    equipment: {
      kickboard: "kickboard",
      pullbuoy: "pull buoy",
      fins: "fins",
      paddles: "paddles",
      snorkel: "snorkel",
    },
    noEquipment: "no equipment",
    withWord: "with",
    andWord: "and",
    rest: "rest",
    pace: "pace",
    rounds: (count) => (count === 1 ? "1 round" : `${count} rounds`),
  },
};
