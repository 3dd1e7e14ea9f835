import type {
  WorkoutLevel,
  WorkoutSection,
  WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import { type DraftNode, drill, kick, pull, repeat, rest, swim } from "./training-hub-steps.ts";
import { DEMO_CLUB_WORKOUTS } from "./training-hub-workouts-club.ts";

/*
 * The demo club's workout library (TRAINING.md §8): the sets the coaches of the performance group swim this
 * winter (this file) and the juniors' and children's sets (training-hub-workouts-club.ts). Written as the
 * club's coaches would, in Romanian; the trees are checked by ZWorkoutSteps when the demo is seeded.
 */

/** A workout of the demo library, before its tree has ids and its derived columns are computed. */
export interface DemoWorkout {
  name: string;
  level: WorkoutLevel;
  type: WorkoutType;
  notes: string;
  /** The demo account that wrote it. */
  author: "coach" | "admin";
  /** How long ago it was written (its created and updated time). */
  daysAgo: number;
  sections: Partial<Record<WorkoutSection, DraftNode[]>>;
}

const warmupAdvanced = (): DraftNode[] => [
  swim(400, "choice", { notes: "ușor, alungit" }),
  repeat(4, [drill(100, "im", "tehnică pe ture: 25 exercițiu + 25 complet", { restSeconds: 15 })]),
  repeat(4, [swim(50, "freestyle", { effort: "ascending", notes: "crescător pe lungime" })], 60),
];
const cooldown = (metres: number): DraftNode[] => [
  swim(metres, "mixed", { effort: "recovery", notes: "relaxat, respirație lungă" }),
];

const PERFORMANCE_WORKOUTS = {
  aerobic5k: {
    name: "Rezistență aerobă 5 km cu pull buoy",
    level: "advanced",
    type: "endurance",
    notes:
      "Bază aerobă pentru perioada de acumulare. Ritm constant, fără să accelerați pe ultimele repetări.",
    author: "coach",
    daysAgo: 80,
    sections: {
      warmup: [
        swim(400, "choice"),
        repeat(6, [drill(50, "freestyle", "catch-up, alunecare lungă", { restSeconds: 10 })]),
        repeat(3, [kick(100, "freestyle", { restSeconds: 15 })]),
      ],
      main: [
        repeat(3, [
          swim(800, "freestyle", {
            cssOffsetSeconds: 8,
            notes: "respirație la 3 și 5 alternativ",
            restSeconds: 30,
          }),
          pull(400, "freestyle", { equipment: ["pullbuoy", "paddles"], restSeconds: 45 }),
        ]),
      ],
      cooldown: [swim(200, "backstroke", { effort: "recovery" }), ...cooldown(200)],
    },
  },
  aerobicBlock: {
    name: "Bloc aerob 4×400 cu palmare",
    level: "advanced",
    type: "endurance",
    notes: "Palmarele doar dacă umerii sunt în regulă; altfel pull buoy simplu.",
    author: "admin",
    daysAgo: 64,
    sections: {
      warmup: [...warmupAdvanced(), kick(200, "freestyle", { equipment: ["fins"] })],
      main: [
        repeat(4, [pull(400, "freestyle", { equipment: ["pullbuoy", "paddles"], cssOffsetSeconds: 6 })], 330),
        swim(200, "backstroke", { effort: "recovery" }),
        repeat(8, [swim(100, "choice", { notes: "tehnică bună, fără grabă" })], 100),
      ],
      cooldown: cooldown(300),
    },
  },
  threshold10x100: {
    name: "Prag anaerob 10×100",
    level: "advanced",
    type: "anaerobic_threshold",
    notes:
      "Setul principal la CSS: toate cele zece repetări în aceeași secundă. Cine pierde ritmul trece pe @1:35.",
    author: "coach",
    daysAgo: 72,
    sections: {
      warmup: [
        ...warmupAdvanced(),
        repeat(4, [swim(100, "freestyle", { effort: "descending", notes: "descrescător 1–4" })], 105),
      ],
      main: [
        repeat(
          10,
          [swim(100, "freestyle", { cssOffsetSeconds: 0, effort: "moderate", notes: "ritm CSS" })],
          90,
        ),
        swim(200, "choice", { effort: "recovery", restSeconds: 30 }),
        repeat(4, [pull(200, "freestyle", { cssOffsetSeconds: 3, effort: "moderate" })], 180),
      ],
      cooldown: [swim(200, "backstroke", { effort: "recovery" }), ...cooldown(200)],
    },
  },
  thresholdNested: {
    name: "Prag anaerob 3×(4×100) la CSS",
    level: "advanced",
    type: "anaerobic_threshold",
    notes: "Trei serii de câte patru, cu 100 ușor între serii. A doua serie cu palmare.",
    author: "admin",
    daysAgo: 45,
    sections: {
      warmup: [swim(400, "choice"), repeat(3, [kick(100, "im"), drill(100, "im", "exerciții pe procedee")])],
      main: [
        repeat(3, [
          repeat(4, [swim(100, "freestyle", { cssOffsetSeconds: -1, effort: "moderate" })], 90),
          swim(100, "backstroke", { effort: "recovery", restSeconds: 30 }),
        ]),
        repeat(6, [kick(50, "choice", { effort: "moderate" })], 60),
      ],
      cooldown: cooldown(400),
    },
  },
  vo2Max8x100: {
    name: "VO2 max 8×100 @1:30",
    level: "advanced",
    type: "vo2_max",
    notes:
      "Repetări la 90–95 % din viteza maximă. Frecvența cardiacă trebuie să urce aproape de maxim la final.",
    author: "coach",
    daysAgo: 70,
    sections: {
      warmup: [...warmupAdvanced(), repeat(8, [kick(50, "freestyle", { equipment: ["fins"] })], 60)],
      main: [
        repeat(8, [swim(100, "freestyle", { cssOffsetSeconds: -6, effort: "hard" })], 90),
        swim(400, "choice", { effort: "recovery", notes: "înot ușor, refacere" }),
        repeat(4, [pull(200, "freestyle", { equipment: ["pullbuoy", "paddles"], effort: "moderate" })], 180),
      ],
      cooldown: cooldown(400),
    },
  },
  vo2Max5x200: {
    name: "VO2 max 5×200 @3:00",
    level: "advanced",
    type: "vo2_max",
    notes: "Pentru fondiști: 200-urile la ritmul probei de 400 m.",
    author: "admin",
    daysAgo: 38,
    sections: {
      warmup: [
        ...warmupAdvanced(),
        repeat(4, [swim(50, "backstroke", { effort: "moderate" }), kick(50, "choice")]),
      ],
      main: [
        repeat(5, [swim(200, "freestyle", { cssOffsetSeconds: -4, effort: "hard" })], 180),
        swim(300, "choice", { effort: "recovery" }),
        repeat(6, [swim(50, "backstroke", { effort: "moderate" })], 60),
      ],
      cooldown: cooldown(400),
    },
  },
  lactate6x75: {
    name: "Toleranță la lactat 6×75",
    level: "advanced",
    type: "lactate_tolerance",
    notes: "Pauză lungă, repetări aproape maximale. Înot ușor obligatoriu după set, chiar dacă par obosiți.",
    author: "coach",
    daysAgo: 66,
    sections: {
      warmup: warmupAdvanced(),
      main: [
        repeat(
          6,
          [swim(75, "freestyle", { effort: "very_hard", notes: "menține viteza până la perete" })],
          180,
        ),
        swim(400, "choice", { effort: "recovery", notes: "ușor, până se liniștește pulsul" }),
        repeat(4, [kick(50, "freestyle", { equipment: ["fins"], effort: "moderate" })], 75),
      ],
      cooldown: cooldown(500),
    },
  },
  lactateNested: {
    name: "Toleranță la lactat 3×(3×50) cu pauză scurtă",
    level: "advanced",
    type: "lactate_tolerance",
    notes: "Trei serii scurte, foarte tari; 200 ușor și un minut la perete între ele.",
    author: "admin",
    daysAgo: 30,
    sections: {
      warmup: [...warmupAdvanced(), pull(400, "freestyle", { cssOffsetSeconds: 8 })],
      main: [
        repeat(3, [
          repeat(3, [swim(50, "choice", { effort: "very_hard", notes: "procedeul principal" })], 45),
          swim(200, "freestyle", { effort: "recovery" }),
          rest(60, "la perete, respirație controlată"),
        ]),
        pull(600, "freestyle", { equipment: ["pullbuoy"], notes: "aerob ușor, tehnică" }),
      ],
      cooldown: cooldown(400),
    },
  },
  race200: {
    name: "Ritm de concurs 200 m fracționat",
    level: "advanced",
    type: "race_tempo",
    notes: "200 m fracționat în 4×50 cu 10 s pauză, la ritmul țintă al probei. Notați timpii pe fiecare 50.",
    author: "coach",
    daysAgo: 28,
    sections: {
      warmup: [...warmupAdvanced(), repeat(4, [kick(50, "choice", { effort: "moderate" })], 60)],
      main: [
        repeat(4, [
          repeat(4, [swim(50, "choice", { paceSeconds: 66, effort: "very_hard", restSeconds: 10 })]),
          swim(300, "choice", { effort: "recovery", restSeconds: 30 }),
        ]),
      ],
      cooldown: cooldown(400),
    },
  },
  taperRacePace: {
    name: "Taper: ritm de concurs 6×50",
    level: "advanced",
    type: "race_tempo",
    notes: "Volum mic, viteză mare: șase 50 la ritm de concurs, tehnică perfectă, pauză completă.",
    author: "coach",
    daysAgo: 20,
    sections: {
      warmup: [
        swim(400, "choice"),
        repeat(4, [drill(50, "im", "exerciții pe procedee", { restSeconds: 10 })]),
      ],
      main: [
        repeat(
          6,
          [swim(50, "choice", { effort: "all_out", notes: "procedeul probei, ritm de concurs" })],
          120,
        ),
        swim(300, "choice", { effort: "recovery" }),
        repeat(4, [swim(100, "freestyle", { effort: "easy" })], 100),
        repeat(4, [swim(25, "choice", { effort: "sprint", notes: "start din apă" })], 60),
      ],
      cooldown: cooldown(400),
    },
  },
  raceActivation: {
    name: "Activare pre-concurs",
    level: "advanced",
    type: "race_tempo",
    notes: "Cu o zi înainte de concurs: scurt, câteva starturi și viraje, fără oboseală.",
    author: "admin",
    daysAgo: 25,
    sections: {
      warmup: [swim(400, "choice"), repeat(4, [drill(50, "choice", "exerciții pentru proba principală")])],
      main: [
        repeat(3, [swim(50, "choice", { effort: "descending" })], 90),
        repeat(2, [swim(25, "choice", { effort: "sprint", notes: "start din plonjon" })], 120),
        swim(200, "choice", { effort: "easy" }),
        repeat(4, [swim(50, "choice", { effort: "moderate", notes: "viraje" })], 60),
      ],
      cooldown: cooldown(300),
    },
  },
  recoveryAfterRace: {
    name: "Recuperare activă după concurs",
    level: "advanced",
    type: "recovery",
    notes: "A doua zi după concurs: doar ușor, multe procedee, cu tub frontal pentru tehnică.",
    author: "coach",
    daysAgo: 60,
    sections: {
      warmup: [swim(400, "choice", { effort: "recovery" })],
      main: [
        repeat(4, [
          drill(100, "freestyle", "cu tub frontal, privirea în jos", {
            equipment: ["snorkel"],
            effort: "recovery",
          }),
          swim(100, "backstroke", { effort: "recovery", restSeconds: 15 }),
        ]),
        repeat(4, [kick(100, "choice", { equipment: ["fins"], effort: "easy" })], 120),
      ],
      cooldown: cooldown(400),
    },
  },
  cssTest: {
    name: "Test CSS 400 + 200",
    level: "advanced",
    type: "anaerobic_threshold",
    notes: "Test de viteză critică: 400 și 200 liber, maximal, cronometrate. CSS = (T400 − T200) / 2.",
    author: "coach",
    daysAgo: 78,
    sections: {
      warmup: [
        swim(400, "choice"),
        repeat(4, [drill(50, "freestyle", "exerciții de liber", { restSeconds: 10 })]),
        repeat(4, [swim(50, "freestyle", { effort: "ascending" })], 60),
      ],
      main: [
        swim(400, "freestyle", { effort: "all_out", notes: "cronometrat: T400" }),
        swim(300, "choice", { effort: "recovery", notes: "înot ușor între teste" }),
        rest(300, "cinci minute de pauză"),
        swim(200, "freestyle", { effort: "all_out", notes: "cronometrat: T200" }),
      ],
      cooldown: cooldown(400),
    },
  },
  backstrokeTechnique: {
    name: "Tehnică spate și viraje",
    level: "advanced",
    type: "technique",
    notes: "Rotația umerilor și virajul de spate; virajele se filmează de pe margine.",
    author: "admin",
    daysAgo: 52,
    sections: {
      warmup: [swim(400, "choice"), repeat(4, [kick(100, "backstroke", { equipment: [], restSeconds: 10 })])],
      main: [
        repeat(4, [
          drill(50, "backstroke", "un braț, celălalt pe lângă corp"),
          drill(50, "backstroke", "rotație umeri, paharul pe frunte"),
          swim(100, "backstroke", { restSeconds: 15 }),
        ]),
        repeat(8, [swim(25, "backstroke", { effort: "moderate", notes: "viraj: apropiere din 5 m" })], 45),
        repeat(8, [kick(50, "backstroke", { equipment: ["fins"], notes: "ondulații subacvatice 10 m" })], 60),
        repeat(4, [swim(100, "backstroke", { effort: "descending" })], 105),
      ],
      cooldown: cooldown(300),
    },
  },
} satisfies Record<string, DemoWorkout>;

/** Every demo workout by key; plans place them by key. */
export const DEMO_WORKOUTS = { ...PERFORMANCE_WORKOUTS, ...DEMO_CLUB_WORKOUTS } satisfies Record<
  string,
  DemoWorkout
>;
export type DemoWorkoutKey = keyof typeof DEMO_WORKOUTS;
