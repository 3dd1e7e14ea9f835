import type { TRepeatBlock, TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";
import type { EffortLevel, WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";

/*
 * Ids and fresh nodes of the builder. Ids only need to be unique inside one workout (the schema checks it) and
 * short (≤ 40 characters): a per-page-load prefix and a counter, so a loaded workout's ids never collide.
 */

const prefix = Math.random().toString(36).slice(2, 8);
let counter = 0;

/** A new node id, unique within this page load. */
export function newNodeId(): string {
  counter += 1;
  return `n${prefix}${counter.toString(36)}`;
}

/** Warm-up and cool-down are swum easy; the main set starts moderate. */
const SECTION_EFFORT: Record<WorkoutSection, EffortLevel> = {
  warmup: "easy",
  main: "moderate",
  cooldown: "easy",
};

/** A new step of a section: 100 m freestyle, full stroke, by effort, no rest. */
export function newStep(section: WorkoutSection, id = newNodeId()): TWorkoutStep {
  return {
    kind: "step",
    id,
    category: section,
    distanceMetres: 100,
    stroke: "freestyle",
    drill: "none",
    intensity: { kind: "effort" },
    effort: SECTION_EFFORT[section],
    restSeconds: 0,
    equipment: [],
    notes: "",
  };
}

/** A new repeat block (4 ×, no send-off) with one step inside, so it is valid at once. */
export function newRepeat(section: WorkoutSection, id = newNodeId()): TRepeatBlock {
  return { kind: "repeat", id, count: 4, sendOffSeconds: null, children: [newStep(section)] };
}
