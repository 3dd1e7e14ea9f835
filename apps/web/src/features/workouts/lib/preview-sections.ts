import { formatNodeLines } from "@bazin/shared/domain/training/workout-notation";
import { stepsWithTimes, type TWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_SECTIONS, type WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";

/** One section of the preview's board: its lines in the set notation and the metres it swims. */
export interface PreviewSection {
  section: WorkoutSection;
  distanceMetres: number;
  lines: string[];
}

/**
 * The workout's sections as the pool deck's board shows them (warm-up, main set, cool-down; empty ones left
 * out), each node written by the shared set notation in the reader's language.
 */
export function previewSections(steps: TWorkoutSteps, language: "ro" | "en"): PreviewSection[] {
  return WORKOUT_SECTIONS.filter((section) => steps[section].length > 0).map((section) => {
    let distanceMetres = 0;
    for (const [step, times] of stepsWithTimes(steps[section])) distanceMetres += step.distanceMetres * times;
    return {
      section,
      distanceMetres,
      lines: steps[section].flatMap((node) => formatNodeLines(node, language)),
    };
  });
}
