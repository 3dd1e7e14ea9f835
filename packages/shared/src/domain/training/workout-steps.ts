import { z } from "zod";
import {
  DEFAULT_CSS_SECONDS,
  DRILL_TYPES,
  EFFORT_LEVELS,
  EFFORT_PACE_FACTOR,
  EFFORT_ZONE,
  EQUIPMENT,
  type Equipment,
  LEVEL_BASE_PACE_SECONDS,
  type PlanningZone,
  STEP_CATEGORIES,
  STEP_STROKES,
  type StepStroke,
  WORKOUT_SECTIONS,
  type WorkoutLevel,
} from "./workout-taxonomy.ts";

/*
 * A workout's steps (TRAINING.md §4): one tree, stored as one JSON document and validated by this one schema on
 * both sides. Three sections (warm-up, main set, cool-down) hold nodes; a node is a step or a repeat block whose
 * children are nodes again. Depth ≤ 3 (a top-level node is at depth 1).
 */

export const STEP_LIMITS = {
  maxDepth: 3,
  maxNodes: 200,
  maxRepeatCount: 50,
  maxStepMetres: 10_000,
  maxRestSeconds: 3_600,
  sendOffSeconds: { min: 10, max: 3_600 },
  paceSecondsPer100: { min: 30, max: 300 },
  cssOffsetSeconds: { min: -30, max: 60 },
  maxNotes: 500,
} as const;

/** Totals round to the nearest 25 m (SPEC §5, §9). */
export const DISTANCE_ROUNDING_METRES = 25;
export const roundDistance = (metres: number) =>
  Math.round(metres / DISTANCE_ROUNDING_METRES) * DISTANCE_ROUNDING_METRES;

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const ZIntensity = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("effort") }),
    z.object({
      kind: z.literal("pace"),
      secondsPer100: int(
        STEP_LIMITS.paceSecondsPer100.min,
        STEP_LIMITS.paceSecondsPer100.max,
        "workoutPaceRange",
      ),
    }),
    z.object({
      kind: z.literal("css"),
      offsetSeconds: int(
        STEP_LIMITS.cssOffsetSeconds.min,
        STEP_LIMITS.cssOffsetSeconds.max,
        "workoutCssOffsetRange",
      ),
    }),
  ],
  { error: "workoutStepInvalid" },
);
export type TIntensity = z.infer<typeof ZIntensity>;

const nodeId = z.string().min(1).max(40);

export const ZWorkoutStep = z
  .object({
    kind: z.literal("step"),
    id: nodeId,
    category: z.enum(STEP_CATEGORIES, { error: "workoutStepInvalid" }),
    distanceMetres: int(0, STEP_LIMITS.maxStepMetres, "workoutDistanceRange"),
    stroke: z.enum(STEP_STROKES, { error: "workoutStepInvalid" }),
    drill: z.enum(DRILL_TYPES, { error: "workoutStepInvalid" }),
    intensity: ZIntensity,
    effort: z.enum(EFFORT_LEVELS, { error: "workoutStepInvalid" }),
    restSeconds: int(0, STEP_LIMITS.maxRestSeconds, "workoutRestRange"),
    equipment: z.array(z.enum(EQUIPMENT, { error: "workoutStepInvalid" })).max(EQUIPMENT.length),
    notes: z.string().trim().max(STEP_LIMITS.maxNotes, "workoutNotesTooLong"),
  })
  .superRefine((step, ctx) => {
    // A rest step is time at the wall; every other step swims some distance.
    if (step.category === "rest" ? step.restSeconds === 0 : step.distanceMetres === 0)
      ctx.addIssue({
        code: "custom",
        path: [step.category === "rest" ? "restSeconds" : "distanceMetres"],
        message: step.category === "rest" ? "workoutRestRequired" : "workoutDistanceRange",
      });
  });
export type TWorkoutStep = z.infer<typeof ZWorkoutStep>;

export interface TRepeatBlock {
  kind: "repeat";
  id: string;
  count: number;
  /** Each round leaves on this interval (seconds), e.g. "@1:40"; null when rest steps pace it. */
  sendOffSeconds: number | null;
  children: TWorkoutNode[];
}
export type TWorkoutNode = TWorkoutStep | TRepeatBlock;

const ZRepeatObject = z.object({
  kind: z.literal("repeat"),
  id: nodeId,
  count: int(1, STEP_LIMITS.maxRepeatCount, "workoutRepeatRange"),
  sendOffSeconds: int(
    STEP_LIMITS.sendOffSeconds.min,
    STEP_LIMITS.sendOffSeconds.max,
    "workoutSendOffRange",
  ).nullable(),
  get children(): z.ZodArray<z.ZodType<TWorkoutNode>> {
    return z.array(ZWorkoutNode).min(1, "workoutRepeatEmpty");
  },
});
export const ZRepeatBlock: z.ZodType<TRepeatBlock> = ZRepeatObject;
/** Discriminated by `kind`, so a wrong field is reported at that field, not on the whole node. */
export const ZWorkoutNode: z.ZodType<TWorkoutNode> = z.lazy(() =>
  z.discriminatedUnion("kind", [ZWorkoutStep, ZRepeatObject], { error: "workoutStepInvalid" }),
);

export type TWorkoutSteps = Record<(typeof WORKOUT_SECTIONS)[number], TWorkoutNode[]>;

/** The whole tree: depth, node count, unique ids and at least one swum step are checked here. */
export const ZWorkoutSteps = z
  .object({
    warmup: z.array(ZWorkoutNode).default([]),
    main: z.array(ZWorkoutNode).default([]),
    cooldown: z.array(ZWorkoutNode).default([]),
  })
  .superRefine((steps, ctx) => {
    const ids = new Set<string>();
    let count = 0;
    let swum = 0;
    const visit = (nodes: TWorkoutNode[], depth: number, path: (string | number)[]) => {
      nodes.forEach((node, index) => {
        const at = [...path, index];
        count += 1;
        if (ids.has(node.id)) ctx.addIssue({ code: "custom", path: at, message: "workoutStepInvalid" });
        ids.add(node.id);
        if (depth > STEP_LIMITS.maxDepth)
          ctx.addIssue({ code: "custom", path: at, message: "workoutTooDeep" });
        if (node.kind === "repeat") visit(node.children, depth + 1, [...at, "children"]);
        else if (node.distanceMetres > 0) swum += 1;
      });
    };
    for (const section of WORKOUT_SECTIONS) visit(steps[section], 1, [section]);
    if (count > STEP_LIMITS.maxNodes)
      ctx.addIssue({ code: "custom", path: [], message: "workoutTooManySteps" });
    if (swum === 0) ctx.addIssue({ code: "custom", path: ["main"], message: "workoutStepsRequired" });
  });

/** Every step of the tree with how many times it is swum (repeat counts multiplied out). */
export function* stepsWithTimes(
  nodes: readonly TWorkoutNode[],
  times = 1,
): Generator<[TWorkoutStep, number]> {
  for (const node of nodes) {
    if (node.kind === "step") yield [node, times];
    else yield* stepsWithTimes(node.children, times * node.count);
  }
}

export const allNodes = (steps: TWorkoutSteps): TWorkoutNode[] => [
  ...steps.warmup,
  ...steps.main,
  ...steps.cooldown,
];

/** The planning zone of a step (SPEC §9): its effort graded by the one table. */
export const stepZone = (step: TWorkoutStep): PlanningZone => EFFORT_ZONE[step.effort];

/** Seconds per 100 m a step is swum at: its pace target, CSS + offset, or the level's pace at its effort. */
export function stepPaceSeconds(step: TWorkoutStep, level: WorkoutLevel, cssSeconds = DEFAULT_CSS_SECONDS) {
  if (step.intensity.kind === "pace") return step.intensity.secondsPer100;
  if (step.intensity.kind === "css") return cssSeconds + step.intensity.offsetSeconds;
  return LEVEL_BASE_PACE_SECONDS[level] * EFFORT_PACE_FACTOR[step.effort];
}

function nodesSeconds(nodes: readonly TWorkoutNode[], level: WorkoutLevel): number {
  let seconds = 0;
  for (const node of nodes) {
    if (node.kind === "step") {
      seconds += (node.distanceMetres / 100) * stepPaceSeconds(node, level) + node.restSeconds;
    } else {
      const round = node.sendOffSeconds ?? nodesSeconds(node.children, level);
      seconds += node.count * round;
    }
  }
  return seconds;
}

export interface WorkoutMetrics {
  /** Repeats multiplied out, rounded to the nearest 25 m. */
  totalDistanceMetres: number;
  estimatedSeconds: number;
  strokes: StepStroke[];
  /** Equipment used, without "none". */
  equipment: Equipment[];
  /** Zones the workout's swum steps touch, ascending. */
  zones: PlanningZone[];
  /** Metres swum in each zone (the library's zone bar, the plan's volume per zone). */
  zoneMetres: Record<PlanningZone, number>;
  /** The hardest zone swum: what the workout asks of the body (recovery conflicts). */
  peakZone: PlanningZone;
}

/** The derived values kept on write for the library's filters, and shown live in the builder. */
export function workoutMetrics(steps: TWorkoutSteps, level: WorkoutLevel): WorkoutMetrics {
  const nodes = allNodes(steps);
  const zoneMetres: Record<PlanningZone, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  const strokes = new Set<StepStroke>();
  const equipment = new Set<Equipment>();
  let metres = 0;
  for (const [step, times] of stepsWithTimes(nodes)) {
    const swum = step.distanceMetres * times;
    for (const item of step.equipment) if (item !== "none") equipment.add(item);
    if (swum === 0) continue;
    metres += swum;
    strokes.add(step.stroke);
    zoneMetres[stepZone(step)] += swum;
  }
  const zones = ([1, 2, 3, 4, 5, 6] as const).filter((zone) => zoneMetres[zone] > 0);
  return {
    totalDistanceMetres: roundDistance(metres),
    estimatedSeconds: Math.round(nodesSeconds(nodes, level)),
    strokes: [...strokes].sort(),
    equipment: [...equipment].sort(),
    zones,
    zoneMetres,
    peakZone: zones.at(-1) ?? 1,
  };
}
