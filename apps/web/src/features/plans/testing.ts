import type { TPlan, TPlanAnalytics, TPlanSummary } from "@bazin/shared/contracts/plans";
import type { TAdvancedSwimmerPage } from "@bazin/shared/contracts/swimmers";
import type { TWorkoutPage, TWorkoutSummary } from "@bazin/shared/contracts/workouts";

/*
 * Fixtures of the plan screens' component tests: a 12-week autumn plan (Monday 1 September to Sunday
 * 23 November 2025) with accumulation in weeks 1–4 and intensification in weeks 5–7, a target race in week 11,
 * one swimmer and one workout already placed.
 */

export const PLAN_ID = "5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const IOANA_ID = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";
export const GROUP_ID = "6f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f";
export const AEROBIC_ID = "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b";
export const SPRINT_ID = "2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b";
const AUTHOR_ID = "3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d";

const stamp = "2025-08-20T10:00:00.000+03:00";

export function plan(partial: Partial<TPlan> = {}): TPlan {
  return {
    id: PLAN_ID,
    name: "Toamna 2025",
    description: "Pregătire pentru Cupa Moldovei",
    startDate: "2025-09-01",
    endDate: "2025-11-23",
    status: "active",
    nextStatuses: ["paused", "completed"],
    readOnly: false,
    weekCount: 12,
    goals: ["Sub 1:05 la 100 m liber"],
    phases: [
      { phase: "accumulation", startWeek: 1, endWeek: 4, notes: "" },
      { phase: "intensification", startWeek: 5, endWeek: 7, notes: "" },
    ],
    races: [{ name: "Cupa Moldovei", date: "2025-11-15", type: "target", description: "", week: 11 }],
    students: [{ id: IOANA_ID, fullName: "Ioana Ștefănescu", groupName: "Avansați" }],
    groups: [],
    placements: [
      {
        id: "4b5c6d7e-8f9a-4b0c-8d1e-2f3a4b5c6d7e",
        day: "2025-09-02",
        week: 1,
        notes: "",
        workout: {
          id: AEROBIC_ID,
          name: "Aerob 3000",
          level: "intermediate",
          type: "endurance",
          totalDistanceMetres: 3000,
          estimatedSeconds: 3600,
          peakZone: 2,
          zoneMetres: { "1": 600, "2": 2400 },
        },
      },
    ],
    createdBy: { id: AUTHOR_ID, fullName: "Antrenor Demo" },
    createdAt: stamp,
    updatedAt: stamp,
    ...partial,
  };
}

export const SUMMARY: TPlanSummary = {
  id: PLAN_ID,
  name: "Toamna 2025",
  status: "active",
  startDate: "2025-09-01",
  endDate: "2025-11-23",
  weekCount: 12,
  currentWeek: 3,
  currentPhase: "accumulation",
  swimmerCount: 8,
  placementCount: 20,
  nextRace: { name: "Cupa Moldovei", date: "2025-11-15", type: "target" },
  updatedAt: stamp,
};

export const SPRINT: TWorkoutSummary = {
  id: SPRINT_ID,
  name: "Sprint 10×50",
  level: "advanced",
  type: "race_tempo",
  notes: "",
  totalDistanceMetres: 2200,
  estimatedSeconds: 2700,
  strokes: ["freestyle"],
  equipment: [],
  zones: [1, 2, 6],
  zoneMetres: { 1: 600, 2: 1100, 3: 0, 4: 0, 5: 0, 6: 500 },
  author: { id: AUTHOR_ID, fullName: "Antrenor Demo" },
  archived: false,
  usedCount: 0,
  createdAt: stamp,
  updatedAt: stamp,
};

export const WORKOUTS: TWorkoutPage = { items: [SPRINT], total: 1, page: 1, pageSize: 20 };

export const SWIMMERS: TAdvancedSwimmerPage = {
  items: [
    {
      id: IOANA_ID,
      fullName: "Ioana Ștefănescu",
      birthDate: "2013-05-02",
      age: 12,
      gender: "F",
      group: { id: GROUP_ID, name: "Avansați", color: "blue" },
      maxHr: 205,
      restingHr: 60,
      thresholdHr: 178,
      hrZoneFilter: "high",
      hasAccount: true,
      createdAt: stamp,
      personalBests: 4,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};

export const GROUPS = { items: [{ id: GROUP_ID, name: "Avansați", color: "blue" }] };

/** 6 of 8 sessions attended (75 %: medium, not above 75 %), 12,000 of 16,000 m, rated 4 and 5. */
const IOANA_SESSIONS: TPlanAnalytics["sessionTotals"] = {
  taken: 8,
  attended: 6,
  attendanceRate: 0.75,
  doneMetres: 12_000,
  plannedMetres: 16_000,
  averageRating: 4.5,
  ratingCount: 2,
};

export const ANALYTICS: TPlanAnalytics = {
  weeks: Array.from({ length: 12 }, (_, i) => ({
    week: i + 1,
    monday: new Date(Date.UTC(2025, 8, 1 + i * 7)).toISOString().slice(0, 10),
    phase: i < 4 ? ("accumulation" as const) : i < 7 ? ("intensification" as const) : null,
    plannedMetres: i === 0 ? 5200 : i === 1 ? 3000 : 0,
    plannedSeconds: 0,
    workoutCount: i === 0 ? 2 : i === 1 ? 1 : 0,
    zoneMetres: (i === 0 ? { "1": 1200, "2": 3500, "6": 500 } : i === 1 ? { "2": 3000 } : {}) as Record<
      string,
      number
    >,
    races: i === 10 ? [{ name: "Cupa Moldovei", date: "2025-11-15", type: "target" as const }] : [],
  })),
  zoneTotals: { "1": 1200, "2": 6500, "6": 500 },
  totalMetres: 8200,
  participants: [
    {
      id: IOANA_ID,
      fullName: "Ioana Ștefănescu",
      groups: [{ id: GROUP_ID, name: "Avansați", color: "blue" }],
      via: "both",
      sessions: IOANA_SESSIONS,
    },
  ],
  sessionTotals: IOANA_SESSIONS,
};
