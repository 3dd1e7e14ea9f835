import type { TPlanningOverview, TRecoverySettings } from "@bazin/shared/contracts/plans";
import type { TAdvancedSwimmerSummary } from "@bazin/shared/contracts/swimmers";
import type { TStudentTimes } from "@bazin/shared/contracts/times";
import type { TWorkout } from "@bazin/shared/contracts/workouts";
import { addDays } from "@bazin/shared/domain/training/plan-rules";
import type { TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";
import { todayIso } from "./lib/format.ts";

/** Fixtures of the planning screens' component tests (answers the API would give). */
export const PLAN_ID = "3f1e2d4c-5b6a-4789-8abc-def012345678";
export const DRAFT_ID = "4a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d";
export const WORKOUT_ID = "6c5d4e3f-2a1b-4c9d-8e7f-6a5b4c3d2e1f";
export const SWIMMER_ID = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";

/** A race `days` days from today (the centre counts the days to go from the device's today). */
export const inDays = (days: number) => addDays(todayIso(), days);

export const OVERVIEW: TPlanningOverview = {
  activePlans: 2,
  draftPlans: 1,
  weeklyPlannedMetres: 24500,
  zoneDistribution: { "1": 4000, "2": 12000, "3": 5000, "4": 2000, "5": 1000, "6": 500 },
  upcomingRaces: [
    {
      plan: { id: PLAN_ID, name: "Sezonul de vară 2026" },
      name: "Naționalele de vară",
      date: inDays(12),
      type: "target",
    },
  ],
  mostUsedWorkouts: [{ id: WORKOUT_ID, name: "Prag 8 × 100", uses: 5 }],
  workoutCount: 27,
  recommendations: [
    {
      kind: "raceWithoutTaper",
      plan: { id: PLAN_ID, name: "Sezonul de vară 2026" },
      params: { race: "Naționalele de vară", date: "2026-06-14", week: 20 },
    },
    {
      kind: "volumeJump",
      plan: { id: PLAN_ID, name: "Sezonul de vară 2026" },
      params: { week: 5, previousWeek: 4, metres: 10600, previousMetres: 8000, percent: 33 },
    },
    {
      kind: "noWorkoutsNextWeek",
      plan: { id: DRAFT_ID, name: "Pregătire iarnă" },
      params: { week: 3, monday: "2026-03-16" },
    },
    {
      kind: "phaseGap",
      plan: { id: DRAFT_ID, name: "Pregătire iarnă" },
      params: { from: 7, to: 9, weeks: 3 },
    },
  ],
};

export const RECOVERY: TRecoverySettings = {
  recoveryDays: {
    endurance: 0,
    technique: 0,
    anaerobic_threshold: 1,
    lactate_tolerance: 2,
    vo2_max: 2,
    race_tempo: 1,
    recovery: 0,
    general: 0,
  },
};

export const SWIMMER: TAdvancedSwimmerSummary = {
  id: SWIMMER_ID,
  fullName: "Ioana Ștefănescu",
  birthDate: "2011-05-02",
  age: 15,
  gender: "F",
  group: null,
  maxHr: 205,
  restingHr: 60,
  thresholdHr: 178,
  hrZoneFilter: "high",
  hasAccount: true,
  createdAt: "2026-01-10T08:00:00.000Z",
  personalBests: 2,
};

const best = (
  event: "freestyle_400" | "freestyle_200",
  hundredths: number,
  swumOn: string,
  poolLength = 25,
) => ({
  event,
  poolLength,
  hundredths,
  swumOn,
  timeId: `7c2d9e4f-5b6a-4d1c-8e3f-${String(hundredths).padStart(12, "0")}`,
  competition: null,
  seasonBestHundredths: null,
  swims: 1,
  points: null,
});

/** Ioana's PBs: 400 m 5:20.00 and 200 m 2:30.00 in a 25 m pool (CSS 1:25.00), and a slower 400 m long course. */
export const SWIMMER_TIMES: TStudentTimes = {
  student: {
    id: SWIMMER_ID,
    fullName: SWIMMER.fullName,
    birthDate: SWIMMER.birthDate,
    gender: "F",
    isAdvancedSwimmer: true,
  },
  season: 2025,
  personalBests: [
    best("freestyle_200", 15000, "2025-11-20"),
    best("freestyle_400", 32000, "2025-10-12"),
    best("freestyle_400", 33000, "2025-07-01", 50),
  ],
  history: [],
  records: [],
};

const step = (id: string, partial: Partial<TWorkoutStep>): TWorkoutStep => ({
  kind: "step",
  id,
  category: "swim",
  distanceMetres: 100,
  stroke: "freestyle",
  drill: "none",
  intensity: { kind: "effort" },
  effort: "moderate",
  restSeconds: 0,
  equipment: [],
  notes: "",
  ...partial,
});

/** A threshold set: an easy warm-up, 8 × 100 m at CSS + 3, 2 × 200 m at a fixed 1:30, a kick at CSS − 2. */
export const WORKOUT: TWorkout = {
  id: WORKOUT_ID,
  name: "Prag 8 × 100",
  level: "advanced",
  type: "anaerobic_threshold",
  notes: "",
  totalDistanceMetres: 1750,
  estimatedSeconds: 2400,
  strokes: ["freestyle"],
  equipment: ["kickboard"],
  zones: [2, 3],
  zoneMetres: { 1: 0, 2: 600, 3: 1150, 4: 0, 5: 0, 6: 0 },
  author: null,
  archived: false,
  usedCount: 5,
  createdAt: "2026-01-10T08:00:00.000Z",
  updatedAt: "2026-01-10T08:00:00.000Z",
  steps: {
    warmup: [step("w1", { category: "warmup", distanceMetres: 400, effort: "easy" })],
    main: [
      {
        kind: "repeat",
        id: "r1",
        count: 8,
        sendOffSeconds: 110,
        children: [step("m1", { intensity: { kind: "css", offsetSeconds: 3 }, effort: "hard" })],
      },
      {
        kind: "repeat",
        id: "r2",
        count: 2,
        sendOffSeconds: null,
        children: [
          step("m2", { distanceMetres: 200, intensity: { kind: "pace", secondsPer100: 90 }, effort: "hard" }),
          step("m3", { category: "rest", distanceMetres: 0, restSeconds: 30 }),
        ],
      },
      step("m4", {
        distanceMetres: 150,
        drill: "kick",
        equipment: ["kickboard"],
        intensity: { kind: "css", offsetSeconds: -2 },
      }),
    ],
    cooldown: [step("c1", { category: "cooldown", distanceMetres: 200, effort: "recovery" })],
  },
};
