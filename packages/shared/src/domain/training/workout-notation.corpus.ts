import type { NotationErrorCode } from "./workout-notation.ts";
import type { TIntensity, TWorkoutStep } from "./workout-steps.ts";
import type { WorkoutSection } from "./workout-taxonomy.ts";

/*
 * Set lines as Romanian coaches write them on the board (and in English, and mixed), each with the tree it
 * must read as, ids left out; then lines the parser must refuse, with where and why. workout-notation.test.ts
 * runs both.
 */

export type ExpectedStep = Omit<TWorkoutStep, "id">;
export interface ExpectedRepeat {
  kind: "repeat";
  count: number;
  sendOffSeconds: number | null;
  children: ExpectedNode[];
}
export type ExpectedNode = ExpectedStep | ExpectedRepeat;
export type ExpectedSteps = Record<WorkoutSection, ExpectedNode[]>;

/** A swim step with the parser's defaults for what the line leaves out. */
export const swim = (distanceMetres: number, fields: Partial<ExpectedStep> = {}): ExpectedStep => ({
  kind: "step",
  category: "main",
  distanceMetres,
  stroke: "freestyle",
  drill: "none",
  intensity: { kind: "effort" },
  effort: "moderate",
  restSeconds: 0,
  equipment: [],
  notes: "",
  ...fields,
});
/** A rest step: time at the wall. */
export const rest = (restSeconds: number, notes = ""): ExpectedStep => ({
  ...swim(0),
  category: "rest",
  restSeconds,
  notes,
});
/** A repeat block. */
export const times = (
  count: number,
  sendOffSeconds: number | null,
  ...children: ExpectedNode[]
): ExpectedRepeat => ({ kind: "repeat", count, sendOffSeconds, children });

const pace = (secondsPer100: number): TIntensity => ({ kind: "pace", secondsPer100 });
const css = (offsetSeconds: number): TIntensity => ({ kind: "css", offsetSeconds });
const main = (...nodes: ExpectedNode[]): ExpectedSteps => ({ warmup: [], main: nodes, cooldown: [] });

export interface CorpusCase {
  text: string;
  steps: ExpectedSteps;
}

export const GOOD_LINES: CorpusCase[] = [
  // The lines of the brief, as written.
  { text: "4×100 liber @1:40 A2", steps: main(times(4, 100, swim(100, { effort: "easy" }))) },
  { text: "200 picioare cu placă", steps: main(swim(200, { drill: "kick", equipment: ["kickboard"] })) },
  {
    text: "8x50 fluture @1:00 greu",
    steps: main(times(8, 60, swim(50, { stroke: "butterfly", effort: "hard" }))),
  },
  { text: "400 mixt ușor", steps: main(swim(400, { stroke: "im", effort: "easy" })) },
  {
    text: "10×25 sprint @0:45 pauză 15s",
    steps: main(times(10, 45, swim(25, { effort: "sprint", restSeconds: 15 }))),
  },
  {
    text: "200 brațe cu flotor și palete",
    steps: main(swim(200, { drill: "pull", equipment: ["pullbuoy", "paddles"] })),
  },
  { text: "3x200 free @3:00 descending", steps: main(times(3, 180, swim(200, { effort: "descending" }))) },
  { text: "100 spate progresiv", steps: main(swim(100, { stroke: "backstroke", effort: "ascending" })) },
  {
    text: "50 bras exercițiu tehnic (2 bătăi, 1 tracțiune)",
    steps: main(swim(50, { stroke: "breaststroke", drill: "drill", notes: "2 bătăi, 1 tracțiune" })),
  },
  { text: "pauză 1 min", steps: main(rest(60)) },
  { text: "rest 60s", steps: main(rest(60)) },
  { text: "r30", steps: main(rest(30)) },
  { text: "6×100 liber @1:25/100", steps: main(times(6, null, swim(100, { intensity: pace(85) }))) },
  { text: "400 liber ritm 1:30/100m", steps: main(swim(400, { intensity: pace(90) })) },
  { text: "8×100 liber CSS+3 @1:50", steps: main(times(8, 110, swim(100, { intensity: css(3) }))) },
  {
    text: "4x200 CSS-2 pauza 20s",
    steps: main(times(4, null, swim(200, { intensity: css(-2), restSeconds: 20 }))),
  },
  {
    text: "3× (4×50 fluture @1:00, 100 ușor)",
    steps: main(
      times(3, null, times(4, 60, swim(50, { stroke: "butterfly" })), swim(100, { effort: "easy" })),
    ),
  },
  // Without diacritics, as typed on a phone.
  { text: "200 picioare cu placa", steps: main(swim(200, { drill: "kick", equipment: ["kickboard"] })) },
  { text: "300 brate cu flotor", steps: main(swim(300, { drill: "pull", equipment: ["pullbuoy"] })) },
  { text: "200 usor spate", steps: main(swim(200, { stroke: "backstroke", effort: "easy" })) },
  {
    text: "300 liber cu snorkel si palete",
    steps: main(swim(300, { equipment: ["snorkel", "paddles"] })),
  },
  { text: "pauza 1,5 min", steps: main(rest(90)) },
  {
    text: "3x200 mixt @3:20 descrescator",
    steps: main(times(3, 200, swim(200, { stroke: "im", effort: "descending" }))),
  },
  { text: "100 fluture foarte greu", steps: main(swim(100, { stroke: "butterfly", effort: "very_hard" })) },
  // Zones and the British / Romanian codes.
  { text: "16x50 liber @0:50 A3", steps: main(times(16, 50, swim(50))) },
  { text: "5×200 mixt @3:30 Z3", steps: main(times(5, 210, swim(200, { stroke: "im" }))) },
  { text: "2x400 liber @6:00 AT", steps: main(times(2, 360, swim(400))) },
  { text: "3x300 liber @4:15 PA", steps: main(times(3, 255, swim(300))) },
  { text: "6x100 liber @1:20 VO2", steps: main(times(6, 80, swim(100, { effort: "hard" }))) },
  { text: "4x75 liber @1:30 TL", steps: main(times(4, 90, swim(75, { effort: "very_hard" }))) },
  { text: "4x75 free @1:30 LT", steps: main(times(4, 90, swim(75, { effort: "very_hard" }))) },
  { text: "8x25 SP @1:00", steps: main(times(8, 60, swim(25, { effort: "sprint" }))) },
  { text: "100 spate Z1", steps: main(swim(100, { stroke: "backstroke", effort: "recovery" })) },
  { text: "200 liber A1", steps: main(swim(200, { effort: "recovery" })) },
  { text: "4x50 liber z6 @2:00", steps: main(times(4, 120, swim(50, { effort: "all_out" }))) },
  { text: "400 liber Z2", steps: main(swim(400, { effort: "easy" })) },
  { text: "5x100 Z5 @1:45", steps: main(times(5, 105, swim(100, { effort: "very_hard" }))) },
  // Strokes, drills and equipment.
  { text: "4×50 la alegere @1:00", steps: main(times(4, 60, swim(50, { stroke: "choice" }))) },
  { text: "200 mixt invers", steps: main(swim(200, { stroke: "reverse_im" })) },
  { text: "400 mixt pe ture", steps: main(swim(400, { stroke: "im_by_round" })) },
  { text: "200 combinat ușor", steps: main(swim(200, { stroke: "mixed", effort: "easy" })) },
  { text: "400 liber cu labe", steps: main(swim(400, { equipment: ["fins"] })) },
  {
    text: "8×25 delfin pe 0:30 maxim",
    steps: main(times(8, 30, swim(25, { stroke: "butterfly", effort: "all_out" }))),
  },
  { text: "4 x 100 m liber la 1:40", steps: main(times(4, 100, swim(100))) },
  {
    text: "6×50 bras picioare cu placă @1:10 (capul sus)",
    steps: main(
      times(
        6,
        70,
        swim(50, { stroke: "breaststroke", drill: "kick", equipment: ["kickboard"], notes: "capul sus" }),
      ),
    ),
  },
  { text: "100 spate CSS", steps: main(swim(100, { stroke: "backstroke", intensity: css(0) })) },
  { text: "1.500 m liber", steps: main(swim(1500)) },
  { text: "4X100 LIBER @1:40", steps: main(times(4, 100, swim(100))) },
  {
    text: "800 liber ușor - respirație la 3, apoi la 5",
    steps: main(swim(800, { effort: "easy", notes: "respirație la 3, apoi la 5" })),
  },
  {
    text: "4x100 liber @1:40 greu (ultimii 25 maxim)",
    steps: main(times(4, 100, swim(100, { effort: "hard", notes: "ultimii 25 maxim" }))),
  },
  // English, and English words on a Romanian board.
  { text: "10x100 free on 1:30 build", steps: main(times(10, 90, swim(100, { effort: "ascending" }))) },
  {
    text: "6x50 kick w/ board @1:05",
    steps: main(times(6, 65, swim(50, { drill: "kick", equipment: ["kickboard"] }))),
  },
  {
    text: "4x100 pull w/ buoy & paddles @1:30 Z2",
    steps: main(
      times(4, 90, swim(100, { drill: "pull", equipment: ["pullbuoy", "paddles"], effort: "easy" })),
    ),
  },
  { text: "200 back easy", steps: main(swim(200, { stroke: "backstroke", effort: "easy" })) },
  {
    text: "8x50 breast drill @1:10 (2 kicks 1 pull)",
    steps: main(times(8, 70, swim(50, { stroke: "breaststroke", drill: "drill", notes: "2 kicks 1 pull" }))),
  },
  { text: "400 IM steady", steps: main(swim(400, { stroke: "im" })) },
  { text: "50 free all out", steps: main(swim(50, { effort: "all_out" })) },
  { text: "4x100 free greu @1:30", steps: main(times(4, 90, swim(100, { effort: "hard" }))) },
  {
    text: "4x50 fly @1:00 pauză 10s",
    steps: main(times(4, 60, swim(50, { stroke: "butterfly", restSeconds: 10 }))),
  },
  // Rest in its other spellings.
  { text: "pauză 1:30", steps: main(rest(90)) },
  { text: "30s pauză", steps: main(rest(30)) },
  { text: "pauză 2 min (la perete)", steps: main(rest(120, "la perete")) },
  { text: '50 sprint 30" pauza', steps: main(swim(50, { effort: "sprint", restSeconds: 30 })) },
  // Several nodes on a line, blocks on one line and over several lines.
  { text: "4×100 liber @1:40 A2, r60", steps: main(times(4, 100, swim(100, { effort: "easy" })), rest(60)) },
  {
    text: "400 liber, 200 spate; 100 bras",
    steps: main(swim(400), swim(200, { stroke: "backstroke" }), swim(100, { stroke: "breaststroke" })),
  },
  {
    text: "2x (3x100 free @1:20, 100 easy) @8:00",
    steps: main(times(2, 480, times(3, 80, swim(100)), swim(100, { effort: "easy" }))),
  },
  {
    text: "4x(50 fluture, 50 spate) @2:00",
    steps: main(times(4, 120, swim(50, { stroke: "butterfly" }), swim(50, { stroke: "backstroke" }))),
  },
  {
    text: "3 runde: 100 liber, 50 spate",
    steps: main(times(3, null, swim(100), swim(50, { stroke: "backstroke" }))),
  },
  { text: "2×4×50 @1:00", steps: main(times(2, null, times(4, 60, swim(50)))) },
  { text: "200 @3:30", steps: main(times(1, 210, swim(200))) },
  {
    text: "20 de runde:\n  25 sprint\n  pauză 30s",
    steps: main(times(20, null, swim(25, { effort: "sprint" }), rest(30))),
  },
  {
    text: "2 rounds:\n  4x50 fly @0:55\n  200 free easy",
    steps: main(
      times(2, null, times(4, 55, swim(50, { stroke: "butterfly" })), swim(200, { effort: "easy" })),
    ),
  },
  {
    text: "3x {\n4x100 free @1:30 hard\nr60\n}\n200 usor",
    steps: main(
      times(3, null, times(4, 90, swim(100, { effort: "hard" })), rest(60)),
      swim(200, { effort: "easy" }),
    ),
  },
  {
    text: "- 400 liber ușor\n- 4x50 spate @1:00",
    steps: main(swim(400, { effort: "easy" }), times(4, 60, swim(50, { stroke: "backstroke" }))),
  },
  // Whole workouts with section headers.
  {
    text: [
      "Încălzire:",
      "400 mixt ușor",
      "4x50 picioare cu placă @1:10",
      "",
      "Set principal:",
      "3 runde:",
      "  4×50 fluture @1:00 greu",
      "  100 liber ușor",
      "",
      "Revenire:",
      "200 spate ușor",
    ].join("\n"),
    steps: {
      warmup: [
        swim(400, { category: "warmup", stroke: "im", effort: "easy" }),
        times(4, 70, swim(50, { category: "warmup", drill: "kick", equipment: ["kickboard"] })),
      ],
      main: [
        times(
          3,
          null,
          times(4, 60, swim(50, { stroke: "butterfly", effort: "hard" })),
          swim(100, { effort: "easy" }),
        ),
      ],
      cooldown: [swim(200, { category: "cooldown", stroke: "backstroke", effort: "easy" })],
    },
  },
  {
    text: "Warm-up:\n400 free easy\n4x50 kick @1:00\nMain set:\n8x100 free @1:30 A3\nCool-down:\n200 choice easy",
    steps: {
      warmup: [
        swim(400, { category: "warmup", effort: "easy" }),
        times(4, 60, swim(50, { category: "warmup", drill: "kick" })),
      ],
      main: [times(8, 90, swim(100))],
      cooldown: [swim(200, { category: "cooldown", stroke: "choice", effort: "easy" })],
    },
  },
  {
    text: "WU: 300 liber, 200 spate\nPrincipal\n10x50 liber @0:50\nCD\n200 usor",
    steps: {
      warmup: [swim(300, { category: "warmup" }), swim(200, { category: "warmup", stroke: "backstroke" })],
      main: [times(10, 50, swim(50))],
      cooldown: [swim(200, { category: "cooldown", effort: "easy" })],
    },
  },
  {
    text: "Incalzire\n400 liber\nSet principal (2.000 m):\n5×400 liber @6:00 A3\nRacire: 200 spate",
    steps: {
      warmup: [swim(400, { category: "warmup" })],
      main: [times(5, 360, swim(400))],
      cooldown: [swim(200, { category: "cooldown", stroke: "backstroke" })],
    },
  },
  {
    text: "4x100 liber\nRevenire:\n200 usor\nMain:\n100 spate",
    steps: {
      warmup: [],
      main: [times(4, null, swim(100)), swim(100, { stroke: "backstroke" })],
      cooldown: [swim(200, { category: "cooldown", effort: "easy" })],
    },
  },
];

export interface BadCase {
  text: string;
  problems: { line: number; column: number; length: number; code: NotationErrorCode }[];
  /** What still parses around the bad lines. */
  steps: ExpectedSteps;
}

const none = main();

export const BAD_LINES: BadCase[] = [
  {
    text: "4×100 libr @1:40",
    problems: [{ line: 1, column: 7, length: 4, code: "unknownWord" }],
    steps: none,
  },
  {
    text: "200 brațe cu plută",
    problems: [{ line: 1, column: 14, length: 5, code: "unknownWord" }],
    steps: none,
  },
  {
    text: "liber ușor",
    problems: [{ line: 1, column: 1, length: 10, code: "missingDistance" }],
    steps: none,
  },
  {
    text: "4x100 liber @1:80",
    problems: [{ line: 1, column: 13, length: 5, code: "badInterval" }],
    steps: none,
  },
  {
    text: "4x100 liber @0:05",
    problems: [{ line: 1, column: 13, length: 5, code: "badInterval" }],
    steps: none,
  },
  { text: "60×50 liber", problems: [{ line: 1, column: 1, length: 3, code: "badRepeat" }], steps: none },
  { text: "2×(2×(2×50))", problems: [{ line: 1, column: 7, length: 2, code: "tooDeep" }], steps: none },
  { text: "3x(50, 100", problems: [{ line: 1, column: 3, length: 1, code: "unclosedBlock" }], steps: none },
  {
    text: "3x {\n100 liber\n50 spate",
    problems: [{ line: 1, column: 4, length: 1, code: "unclosedBlock" }],
    steps: none,
  },
  {
    text: "100 liber ritm 9:00",
    problems: [{ line: 1, column: 11, length: 9, code: "badPace" }],
    steps: none,
  },
  {
    text: "100 liber CSS+90",
    problems: [{ line: 1, column: 11, length: 6, code: "badCssOffset" }],
    steps: none,
  },
  { text: "pauză", problems: [{ line: 1, column: 1, length: 5, code: "badRest" }], steps: none },
  { text: "pauză 2 h", problems: [{ line: 1, column: 9, length: 1, code: "unknownWord" }], steps: none },
  {
    text: "100 liber (respirație la 3",
    problems: [{ line: 1, column: 11, length: 16, code: "unclosedNote" }],
    steps: none,
  },
  {
    text: "100 liber spate",
    problems: [{ line: 1, column: 11, length: 5, code: "duplicateField" }],
    steps: none,
  },
  {
    text: "4x100 greu A2",
    problems: [{ line: 1, column: 12, length: 2, code: "duplicateField" }],
    steps: none,
  },
  { text: "}", problems: [{ line: 1, column: 1, length: 1, code: "unexpectedClose" }], steps: none },
  { text: "3 runde:", problems: [{ line: 1, column: 1, length: 8, code: "emptyBlock" }], steps: none },
  { text: "12,5 sprint", problems: [{ line: 1, column: 1, length: 4, code: "badDistance" }], steps: none },
  { text: "r30 ușor", problems: [{ line: 1, column: 5, length: 4, code: "misplacedWord" }], steps: none },
  // The rest still parses: only the bad line is left out, its neighbours keep their places.
  {
    text: "400 liber\n4×100 libr @1:40\n200 spate",
    problems: [{ line: 2, column: 7, length: 4, code: "unknownWord" }],
    steps: main(swim(400), swim(200, { stroke: "backstroke" })),
  },
  {
    text: "Încălzire:\n  400 mixt\n  200 bla\nSet principal:\n3 runde:\n  4x50 fluture @1:00\n  100 usr\n  50 spate",
    problems: [
      { line: 3, column: 7, length: 3, code: "unknownWord" },
      { line: 7, column: 7, length: 3, code: "unknownWord" },
    ],
    steps: {
      warmup: [swim(400, { category: "warmup", stroke: "im" })],
      main: [
        times(3, null, times(4, 60, swim(50, { stroke: "butterfly" })), swim(50, { stroke: "backstroke" })),
      ],
      cooldown: [],
    },
  },
  {
    // A bad block header drops its block, not the lines after it.
    text: "99 runde:\n  100 liber\n200 spate",
    problems: [{ line: 1, column: 1, length: 8, code: "badRepeat" }],
    steps: main(swim(200, { stroke: "backstroke" })),
  },
];
