import {
  addDays,
  type MacroPhase,
  mondayOf,
  type PlanStatus,
  planWeekDays,
  type RaceType,
} from "@bazin/shared/domain/training/plan-rules";
import type { DemoWorkoutKey } from "./training-hub-workouts.ts";
import { DEMO_TRAINING_GROUPS } from "./training-people.ts";

/*
 * The demo club's training plans (TRAINING.md §8), dated from the club's today so they are always current:
 * an active winter cycle of the performance group that started three weeks ago and ends with the national junior
 * championship, and a draft of the juniors' next cycle (spring, for a demo started in late autumn) with a gap between its phases (the planning centre's
 * "phaseGap") and a steep second week ("volumeJump").
 */

/** A plan as the seed writes it, workouts by key and participants by name. */
export interface DemoPlan {
  name: string;
  description: string;
  status: PlanStatus;
  author: "coach" | "admin";
  /** How many days before today it was written. */
  createdDaysAgo: number;
  startDate: string;
  endDate: string;
  goals: string[];
  phases: { phase: MacroPhase; startWeek: number; endWeek: number; notes: string }[];
  races: { name: string; date: string; type: RaceType; description: string }[];
  groupNames: string[];
  studentNames: string[];
  placements: { day: string; workout: DemoWorkoutKey; notes: string }[];
}

type Week = readonly [
  DemoWorkoutKey | null,
  DemoWorkoutKey | null,
  DemoWorkoutKey | null,
  DemoWorkoutKey | null,
  DemoWorkoutKey | null,
];

/**
 * The performance group's weeks, Monday to Friday. Intense sets (zone 4 and above) fall only where the default
 * recovery days allow (Monday and Thursday, or Monday and Wednesday when Monday is a race-pace set); weekly
 * volume rises through accumulation (16 → 20 km), holds through intensification and falls in the taper (8.6 km).
 */
const PERFORMANCE_WEEKS: readonly Week[] = [
  ["aerobic3k", "breaststrokeTechnique", "aerobic5k", "thresholdNested", "mixedProgressive"],
  ["aerobicBlock", "backstrokeTechnique", "cssTest", "thresholdNested", "aerobic5k"],
  ["threshold10x100", "backstrokeTechnique", "aerobic5k", "vo2Max8x100", "aerobic3k"],
  ["vo2Max5x200", "backstrokeTechnique", "aerobic5k", "threshold10x100", "aerobicBlock"],
  ["threshold10x100", "backstrokeTechnique", "aerobic5k", "vo2Max8x100", "aerobicBlock"],
  ["aerobic5k", "threshold10x100", "aerobicBlock", "vo2Max8x100", "thresholdNested"],
  ["vo2Max8x100", "backstrokeTechnique", "aerobic5k", "lactate6x75", "threshold10x100"],
  ["vo2Max5x200", "aerobicBlock", "threshold10x100", "lactateNested", "aerobic3k"],
  ["vo2Max8x100", "aerobicBlock", "thresholdNested", "backstrokeTechnique", "raceActivation"],
  ["recoveryAfterRace", "backstrokeTechnique", "aerobic5k", "lactateNested", "thresholdNested"],
  ["race200", "aerobicBlock", "vo2Max8x100", "backstrokeTechnique", "thresholdNested"],
  ["race200", "backstrokeTechnique", "vo2Max5x200", "aerobic3k", "threshold10x100"],
  ["taperRacePace", "aerobic3k", "lactate6x75", "breaststrokeTechnique", "mixedProgressive"],
  ["taperRacePace", "easyRecovery2k", "sprint25", "breaststrokeTechnique", "mixedProgressive"],
  ["taperRacePace", "aerobic3k", "easyRecovery2k", "raceActivation", null],
];

/** A coach's word on a few days (week, ISO weekday). */
const PERFORMANCE_NOTES: { week: number; weekday: number; notes: string }[] = [
  { week: 2, weekday: 3, notes: "Test CSS: notați T400 și T200 pentru fiecare înotător." },
  { week: 9, weekday: 5, notes: "Activare înainte de Cupa Bazinului de sâmbătă." },
  { week: 10, weekday: 1, notes: "După concurs: doar ușor, discuție despre curse la început." },
  { week: 15, weekday: 4, notes: "Ultima activare înainte de campionat. Culcare devreme!" },
];

const SEASONS: Record<number, string> = {
  0: "iarnă",
  1: "iarnă",
  2: "primăvară",
  3: "primăvară",
  4: "primăvară",
  5: "vară",
  6: "vară",
  7: "vară",
  8: "toamnă",
  9: "toamnă",
  10: "toamnă",
  11: "iarnă",
};
const monthOf = (day: string) => Number(day.slice(5, 7)) - 1;
const yearOf = (day: string) => Number(day.slice(0, 4));

/** "iarnă 2026/27" for a winter that spans two years, else "primăvară 2027". */
function seasonLabel(day: string): string {
  const month = monthOf(day);
  const season = SEASONS[month]!;
  if (season !== "iarnă") return `${season} ${yearOf(day)}`;
  const first = month === 11 ? yearOf(day) : yearOf(day) - 1;
  return `${season} ${first}/${String(first + 1).slice(2)}`;
}

const dayOf = (planStart: string, week: number, weekday: number) =>
  addDays(planWeekDays(planStart, week).monday, weekday - 1);

/** The active plan: started on the Monday three weeks before this week, fifteen weeks to the championship. */
function performancePlan(today: string): DemoPlan {
  const start = addDays(mondayOf(today), -21);
  const target = dayOf(start, 15, 5);
  const placements = PERFORMANCE_WEEKS.flatMap((week, w) =>
    week.flatMap((workout, d) => {
      if (!workout) return [];
      const notes = PERFORMANCE_NOTES.find((n) => n.week === w + 1 && n.weekday === d + 1)?.notes ?? "";
      return [{ day: dayOf(start, w + 1, d + 1), workout, notes }];
    }),
  );
  return {
    name: `Pregătire Campionatul Național de Juniori – ${seasonLabel(target)}`,
    description:
      "Ciclul principal al grupei de performanță: bază aerobă, apoi intensitate și ritm de concurs, cu un " +
      "concurs de verificare la mijloc și taper de trei săptămâni înainte de campionat.",
    status: "active",
    author: "coach",
    createdDaysAgo: 28,
    startDate: start,
    endDate: planWeekDays(start, 15).sunday,
    goals: [
      "Timpi personali mai buni cu 1–2 % la probele principale",
      "Cel puțin trei înotători în finalele campionatului",
      "CSS mai rapid cu 2 s/100 m până la taper",
    ],
    phases: [
      { phase: "accumulation", startWeek: 1, endWeek: 6, notes: "Volum aerob, tehnică, prag la CSS." },
      {
        phase: "intensification",
        startWeek: 7,
        endWeek: 10,
        notes: "VO2 max și lactat, volumul se menține.",
      },
      { phase: "realization", startWeek: 11, endWeek: 12, notes: "Ritm de concurs pe probele principale." },
      { phase: "taper", startWeek: 13, endWeek: 15, notes: "Volumul scade, intensitatea rămâne." },
    ],
    races: [
      {
        name: "Test CSS 400 + 200",
        date: dayOf(start, 2, 3),
        type: "testset",
        description: "400 m și 200 m liber cronometrate; din ele CSS-ul fiecărui înotător.",
      },
      {
        name: "Cupa Bazinului – concurs de verificare",
        date: dayOf(start, 9, 6),
        type: "tuneup",
        description: "Bazin de 25 m, probele principale ale fiecăruia.",
      },
      {
        name: "Campionatul Național de Juniori",
        date: target,
        type: "target",
        description: "Bazin de 25 m, trei zile: serii dimineața, finale seara.",
      },
    ],
    groupNames: [DEMO_TRAINING_GROUPS.performance],
    studentNames: ["Cosmin Tănase", "Teodora Roșu"],
    placements,
  };
}

/** The draft: the juniors' next cycle, two weeks after the active one ends; weeks 6–7 have no phase yet. */
function juniorsDraft(today: string): DemoPlan {
  const start = addDays(mondayOf(today), -21 + 18 * 7);
  const week = (n: number, weekday: number) => dayOf(start, n, weekday);
  const target = week(13, 6);
  return {
    // Named by the season of its middle week, where most of the cycle lies.
    name: `Juniori – ciclul de ${seasonLabel(week(7, 1))}`,
    description: "Schiță pentru grupa de juniori: de completat fazele dintre acumulare și intensificare.",
    status: "draft",
    author: "admin",
    createdDaysAgo: 2,
    startDate: start,
    endDate: planWeekDays(start, 13).sunday,
    goals: ["Tehnică solidă la toate procedeele", "Primii timpi de calificare la Naționalele de juniori"],
    phases: [
      { phase: "accumulation", startWeek: 1, endWeek: 5, notes: "" },
      { phase: "intensification", startWeek: 8, endWeek: 10, notes: "" },
      { phase: "realization", startWeek: 11, endWeek: 11, notes: "" },
      { phase: "taper", startWeek: 12, endWeek: 13, notes: "" },
    ],
    races: [
      {
        name: "Cupa de primăvară a juniorilor",
        date: target,
        type: "target",
        description: "Bazin de 50 m.",
      },
    ],
    groupNames: [DEMO_TRAINING_GROUPS.juniors.name],
    studentNames: [],
    placements: [
      { day: week(1, 2), workout: "kickBoardFins", notes: "" },
      { day: week(1, 4), workout: "breaststrokeTechnique", notes: "" },
      { day: week(2, 2), workout: "aerobic3k", notes: "" },
      { day: week(2, 4), workout: "juniorThreshold", notes: "De verificat: prea mult după prima săptămână?" },
    ],
  };
}

/** Both demo plans, dated from the club's today ("YYYY-MM-DD", Europe/Bucharest). */
export const demoPlans = (today: string): DemoPlan[] => [performancePlan(today), juniorsDraft(today)];
