import type { TWorkout, TWorkoutPage, TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import type { TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";

/*
 * Workouts of the library and preview tests (mocked API answers in the contract's shape).
 */

export const ANA = { id: "0b6f3c1e-5a2d-4e8b-9c7f-1a2b3c4d5e6f", fullName: "Ana Ionescu" };
export const MIHAI = { id: "7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a", fullName: "Mihai Stănescu" };

export const ENDURANCE_ID = "3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c";
export const SPRINT_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const COPY_ID = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

export const ENDURANCE: TWorkoutSummary = {
  id: ENDURANCE_ID,
  name: "Rezistență aerobă 2400",
  level: "intermediate",
  type: "endurance",
  notes: "",
  totalDistanceMetres: 2400,
  estimatedSeconds: 3000,
  strokes: ["backstroke", "freestyle"],
  equipment: ["pullbuoy"],
  zones: [1, 2, 3],
  zoneMetres: { 1: 400, 2: 1600, 3: 400, 4: 0, 5: 0, 6: 0 },
  author: ANA,
  archived: false,
  usedCount: 3,
  createdAt: "2026-10-01T08:00:00.000Z",
  updatedAt: "2026-10-02T08:00:00.000Z",
};

export const SPRINT: TWorkoutSummary = {
  ...ENDURANCE,
  id: SPRINT_ID,
  name: "Sprint 25 × 16",
  level: "advanced",
  type: "race_tempo",
  totalDistanceMetres: 1200,
  estimatedSeconds: 4500,
  strokes: ["butterfly"],
  equipment: ["fins"],
  zones: [1, 6],
  zoneMetres: { 1: 800, 2: 0, 3: 0, 4: 0, 5: 0, 6: 400 },
  author: null,
  usedCount: 0,
};

/** A page of the library. */
export const libraryPage = (
  items: TWorkoutSummary[] = [ENDURANCE, SPRINT],
  total = items.length,
): TWorkoutPage => ({
  items,
  total,
  page: 1,
  pageSize: 24,
});

/** A step with the defaults of the builder: freestyle, easy, no rest, no equipment. */
export const step = (
  id: string,
  distanceMetres: number,
  fields: Partial<TWorkoutStep> = {},
): TWorkoutStep => ({
  kind: "step",
  id,
  category: "swim",
  distanceMetres,
  stroke: "freestyle",
  drill: "none",
  intensity: { kind: "effort" },
  effort: "easy",
  restSeconds: 0,
  equipment: [],
  notes: "",
  ...fields,
});

/**
 * The endurance workout with its tree: 400 warm-up; 4×100 @1:40, 8×50 kick and 2 rounds of 100 fly + rest in the
 * main set; 200 cool-down.
 */
export const ENDURANCE_WORKOUT: TWorkout = {
  ...ENDURANCE,
  totalDistanceMetres: 1600,
  notes: "Respirație la 3 brațe.",
  steps: {
    warmup: [step("w1", 400, { category: "warmup" })],
    main: [
      {
        kind: "repeat",
        id: "r1",
        count: 4,
        sendOffSeconds: 100,
        children: [step("m1", 100, { effort: "moderate" })],
      },
      {
        kind: "repeat",
        id: "r2",
        count: 8,
        sendOffSeconds: 60,
        children: [step("m2", 50, { drill: "kick", equipment: ["kickboard"], effort: "hard" })],
      },
      {
        kind: "repeat",
        id: "r3",
        count: 2,
        sendOffSeconds: null,
        children: [
          step("m3", 100, { stroke: "butterfly", effort: "very_hard" }),
          step("m4", 0, { category: "rest", restSeconds: 30 }),
        ],
      },
    ],
    cooldown: [step("c1", 200, { category: "cooldown", stroke: "backstroke", effort: "recovery" })],
  },
};

export const COPY: TWorkout = {
  ...ENDURANCE_WORKOUT,
  id: COPY_ID,
  name: "Rezistență aerobă 2400 (copie)",
  usedCount: 0,
};
