import { cssTargetHundredths, timeForDistance } from "@bazin/shared/domain/training/css";
import type { TWorkoutNode, TWorkoutStep, TWorkoutSteps } from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_SECTIONS, type WorkoutSection } from "@bazin/shared/domain/training/workout-taxonomy";

/** A swum step with a pace target, worked out for one swimmer's CSS. */
export interface StepTarget {
  step: TWorkoutStep;
  /** Repeat counts of the blocks around the step, outermost first: [4, 2] reads "4 × 2 × 100 m". */
  repeats: number[];
  /** Seconds added to CSS for a CSS-offset step; null for a fixed pace target. */
  offsetSeconds: number | null;
  /** The target per 100 m, in hundredths. */
  paceHundredths: number;
  /** The time one swim of the step's distance takes at that pace, in hundredths. */
  stepHundredths: number;
}

export interface WorkoutTargets {
  /** The sections that hold a target, in workout order (warm-up, main set, cool-down). */
  sections: { section: WorkoutSection; targets: StepTarget[] }[];
  /** Swum steps graded by effort only: they have no pace to work out. */
  effortOnlySteps: number;
}

function targetOf(step: TWorkoutStep, cssHundredths: number): Omit<StepTarget, "step" | "repeats"> | null {
  const { intensity } = step;
  if (intensity.kind === "effort") return null;
  const paceHundredths =
    intensity.kind === "css"
      ? cssTargetHundredths(cssHundredths, intensity.offsetSeconds)
      : intensity.secondsPer100 * 100;
  return {
    offsetSeconds: intensity.kind === "css" ? intensity.offsetSeconds : null,
    paceHundredths,
    stepHundredths: timeForDistance(paceHundredths, step.distanceMetres),
  };
}

/**
 * The pace targets of a workout's steps for a swimmer whose CSS pace is `cssHundredths` per 100 m: each swum
 * step with a CSS offset (CSS + offset) or a fixed pace (as it is), with its time over the step's distance and
 * the repeats it sits in, grouped by section. Rest steps swim nothing and are left out.
 */
export function workoutTargets(steps: TWorkoutSteps, cssHundredths: number): WorkoutTargets {
  let effortOnlySteps = 0;
  const sections: WorkoutTargets["sections"] = [];
  const visit = (nodes: readonly TWorkoutNode[], repeats: number[], into: StepTarget[]) => {
    for (const node of nodes) {
      if (node.kind === "repeat") {
        visit(node.children, [...repeats, node.count], into);
        continue;
      }
      if (node.distanceMetres === 0) continue;
      const target = targetOf(node, cssHundredths);
      if (target) into.push({ step: node, repeats, ...target });
      else effortOnlySteps += 1;
    }
  };
  for (const section of WORKOUT_SECTIONS) {
    const targets: StepTarget[] = [];
    visit(steps[section], [], targets);
    if (targets.length > 0) sections.push({ section, targets });
  }
  return { sections, effortOnlySteps };
}

/** The offsets of the CSS pace table (seconds per 100 m): a little faster than CSS to easy aerobic. */
export const CSS_TABLE_OFFSETS = [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The distances of the CSS pace table, in metres. */
export const CSS_TABLE_DISTANCES = [50, 100, 200, 400] as const;
