import { DEMO_SEED_STEPS, type SeedStep } from "../seed/demo.ts";
import { seedTrainingSwimmers } from "./training.ts";
import { seedTrainingHub } from "./training-hub.ts";
import { seedTrainingSessions } from "./training-sessions.ts";

/**
 * Every step of the demo club, in order: the base demo (db/seed) and then the training half, which lives above
 * the feature modules it uses (the database layer never imports them).
 */
export const ALL_DEMO_STEPS: SeedStep[] = [
  ...DEMO_SEED_STEPS,
  seedTrainingSwimmers,
  seedTrainingHub,
  seedTrainingSessions,
];
