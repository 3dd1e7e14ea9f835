import {
  type TRepeatBlock,
  type TWorkoutNode,
  type TWorkoutStep,
  type TWorkoutSteps,
  ZWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import type {
  DrillType,
  EffortLevel,
  Equipment,
  StepStroke,
  WorkoutSection,
} from "@bazin/shared/domain/training/workout-taxonomy";

/*
 * A small vocabulary for writing the demo workouts the way a coach reads a set ("8×100 @1:30 la CSS − 2"):
 * steps, rests and repeat blocks without ids. `workoutTree` gives every node an id, sets each step's category
 * from the section it sits in, and validates the tree with the one schema, so a bad definition fails the seed.
 */

/** A node before it has an id. */
export type DraftNode = Omit<TWorkoutStep, "id"> | DraftRepeat;
export interface DraftRepeat extends Omit<TRepeatBlock, "id" | "children"> {
  children: DraftNode[];
}

interface SwimOptions {
  effort?: EffortLevel;
  drill?: DrillType;
  restSeconds?: number;
  equipment?: Equipment[];
  notes?: string;
  /** A target pace per 100 m (seconds). */
  paceSeconds?: number;
  /** An offset from the swimmer's CSS per 100 m (seconds; negative is faster). */
  cssOffsetSeconds?: number;
}

/** A swum step; easy, full stroke, no equipment unless told. */
export function swim(
  metres: number,
  stroke: StepStroke,
  options: SwimOptions = {},
): Omit<TWorkoutStep, "id"> {
  const intensity: TWorkoutStep["intensity"] =
    options.paceSeconds !== undefined
      ? { kind: "pace", secondsPer100: options.paceSeconds }
      : options.cssOffsetSeconds !== undefined
        ? { kind: "css", offsetSeconds: options.cssOffsetSeconds }
        : { kind: "effort" };
  return {
    kind: "step",
    category: "swim",
    distanceMetres: metres,
    stroke,
    drill: options.drill ?? "none",
    intensity,
    effort: options.effort ?? "easy",
    restSeconds: options.restSeconds ?? 0,
    equipment: options.equipment ?? [],
    notes: options.notes ?? "",
  };
}

/** Legs only, on a kickboard unless other equipment is given. */
export const kick = (metres: number, stroke: StepStroke, options: SwimOptions = {}) =>
  swim(metres, stroke, { equipment: ["kickboard"], ...options, drill: "kick" });

/** Arms only, with a pull buoy unless other equipment is given. */
export const pull = (metres: number, stroke: StepStroke, options: SwimOptions = {}) =>
  swim(metres, stroke, { equipment: ["pullbuoy"], ...options, drill: "pull" });

/** A technique drill; the notes say which one. */
export const drill = (metres: number, stroke: StepStroke, notes: string, options: SwimOptions = {}) =>
  swim(metres, stroke, { ...options, notes, drill: "drill" });

/** Time at the wall. */
export const rest = (seconds: number, notes = ""): Omit<TWorkoutStep, "id"> => ({
  ...swim(0, "choice", { effort: "recovery", restSeconds: seconds, notes }),
  category: "rest",
});

/** A repeat block; `sendOffSeconds` is the interval each round leaves on ("@1:30" = 90). */
export const repeat = (
  count: number,
  children: DraftNode[],
  sendOffSeconds: number | null = null,
): DraftRepeat => ({
  kind: "repeat",
  count,
  sendOffSeconds,
  children,
});

/**
 * The stored tree of a demo workout: ids "n1", "n2"… in reading order, each swum step's category the section it
 * is in (rest steps stay rests), validated by ZWorkoutSteps; throws on a definition the builder would refuse.
 */
export function workoutTree(sections: Partial<Record<WorkoutSection, DraftNode[]>>): TWorkoutSteps {
  let next = 0;
  const withIds = (nodes: DraftNode[], section: WorkoutSection): TWorkoutNode[] =>
    nodes.map((node) => {
      next += 1;
      const id = `n${next}`;
      if (node.kind === "repeat") return { ...node, id, children: withIds(node.children, section) };
      return { ...node, id, category: node.category === "rest" ? "rest" : section };
    });
  const tree = {
    warmup: withIds(sections.warmup ?? [], "warmup"),
    main: withIds(sections.main ?? [], "main"),
    cooldown: withIds(sections.cooldown ?? [], "cooldown"),
  };
  return ZWorkoutSteps.parse(tree);
}
