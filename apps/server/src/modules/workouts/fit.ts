import type {
  TRepeatBlock,
  TWorkoutNode,
  TWorkoutStep,
  TWorkoutSteps,
} from "@bazin/shared/domain/training/workout-steps";
import {
  type DrillType,
  type EffortLevel,
  EQUIPMENT,
  type Equipment,
  type StepStroke,
  WORKOUT_SECTIONS,
  type WorkoutSection,
} from "@bazin/shared/domain/training/workout-taxonomy";
import { Encoder, type FileIdMesg, Profile, type WorkoutMesg, type WorkoutStepMesg } from "@garmin/fitsdk";

/*
 * A workout as a Garmin FIT workout file (SPEC §8 "export to the watch"): a file_id of type workout, one workout
 * message (pool swimming, the pool's length) and the steps flattened in order. FIT has no tree: a repeat is a
 * step placed after its block that sends the watch back to the block's first step `count` times, so nested
 * repeats are repeat steps inside a block. A step's rest becomes a rest step of that many seconds; a block's
 * send-off ("@1:40") a rest step of type repetitionTime, which ends the round when the interval is up.
 */

/** The words the watch shows: drill, effort and equipment names in the caller's language. */
export interface FitWords {
  drill(drill: Exclude<DrillType, "none">): string;
  effort(effort: EffortLevel): string;
  equipment(item: Exclude<Equipment, "none">): string;
}

export interface FitWorkout {
  name: string;
  notes: string;
  steps: TWorkoutSteps;
}

/** The FIT strokes; "choice" has none (the swimmer picks): its steps carry no stroke target. */
const FIT_STROKE: Record<StepStroke, string | null> = {
  freestyle: "freestyle",
  backstroke: "backstroke",
  breaststroke: "breaststroke",
  butterfly: "butterfly",
  im: "im",
  im_by_round: "imByRound",
  reverse_im: "rimo",
  mixed: "mixed",
  choice: null,
};

const FIT_EQUIPMENT: Record<Exclude<Equipment, "none">, WorkoutStepMesg["equipment"]> = {
  kickboard: "swimKickboard",
  pullbuoy: "swimPullBuoy",
  fins: "swimFins",
  paddles: "swimPaddles",
  snorkel: "swimSnorkel",
};

/** A pace target is a speed window this many seconds per 100 m either side of the pace. */
const PACE_WINDOW_SECONDS = 2;
/** FIT strings are at most 255 bytes with their terminating zero. */
const MAX_STRING_BYTES = 254;

/** The number a FIT enum gives a value (`swimStroke`, "im" → 6): duration and target values are raw numbers. */
function enumValue(type: string, value: string): number {
  const entry = Object.entries(Profile.types[type] ?? {}).find(([, name]) => name === value);
  if (!entry) throw new Error(`FIT ${type} has no value ${value}`);
  return Number(entry[0]);
}

/** Cuts a text to what a FIT string field holds (UTF-8 bytes), never inside a character. */
function fitString(text: string): string {
  const encoder = new TextEncoder();
  let out = text.trim();
  while (encoder.encode(out).length > MAX_STRING_BYTES) out = Array.from(out).slice(0, -1).join("");
  return out;
}

type Step = Omit<WorkoutStepMesg, "messageIndex">;

/** The watch's intensity of a swum step: its own category, else the section it sits in. */
function intensityOf(step: TWorkoutStep, section: WorkoutSection): WorkoutStepMesg["intensity"] {
  if (step.category === "warmup" || step.category === "cooldown") return step.category;
  if (section === "main") return "active";
  return section;
}

function swimStep(step: TWorkoutStep, section: WorkoutSection, words: FitWords): Step {
  const stroke = step.drill === "drill" ? "drill" : FIT_STROKE[step.stroke];
  const items = EQUIPMENT.filter((item) => item !== "none" && step.equipment.includes(item)) as Exclude<
    Equipment,
    "none"
  >[];
  // FIT holds one piece of equipment per step: the first, in the library's order; the others go to the notes.
  const [main, ...others] = items;
  const name = [step.drill === "none" ? null : words.drill(step.drill), words.effort(step.effort)];
  const notes = [step.notes, ...others.map((item) => words.equipment(item))].filter(Boolean).join(" · ");
  const fit: Step = {
    wktStepName: fitString(name.filter(Boolean).join(" · ")),
    durationType: "distance",
    // Raw value of durationDistance: centimetres (the encoder writes main fields, not sub-fields).
    durationValue: step.distanceMetres * 100,
    targetType: stroke ? "swimStroke" : "open",
    ...(stroke ? { targetValue: enumValue("swimStroke", stroke) } : {}),
    intensity: intensityOf(step, section),
    ...(main ? { equipment: FIT_EQUIPMENT[main] } : {}),
    ...(notes ? { notes: fitString(notes) } : {}),
  };
  if (step.intensity.kind === "pace") {
    const pace = step.intensity.secondsPer100;
    // Speeds in mm/s (raw secondaryCustomTargetSpeed): slower bound first.
    const speed = (secondsPer100: number) => Math.round((100 / secondsPer100) * 1000);
    Object.assign(fit, {
      secondaryTargetType: "speed",
      secondaryTargetValue: 0,
      secondaryCustomTargetValueLow: speed(pace + PACE_WINDOW_SECONDS),
      secondaryCustomTargetValueHigh: speed(Math.max(1, pace - PACE_WINDOW_SECONDS)),
    });
  }
  return fit;
}

function restStep(seconds: number, durationType: "time" | "repetitionTime", notes = ""): Step {
  return {
    durationType,
    // Raw value of durationTime: milliseconds.
    durationValue: seconds * 1000,
    targetType: "open",
    intensity: "rest",
    ...(notes ? { notes: fitString(notes) } : {}),
  };
}

/** The tree flattened into FIT steps, in order; a repeat step's durationValue is its block's first index. */
export function fitSteps(steps: TWorkoutSteps, words: FitWords): Step[] {
  const out: Step[] = [];
  const emitStep = (step: TWorkoutStep, section: WorkoutSection, sendOffFollows: boolean) => {
    if (step.category === "rest") {
      out.push(restStep(step.restSeconds, "time", step.notes));
      return;
    }
    out.push(swimStep(step, section, words));
    // The send-off decides when the next round leaves: the last step's own rest would count twice.
    if (step.restSeconds > 0 && !sendOffFollows) out.push(restStep(step.restSeconds, "time"));
  };
  const emitRepeat = (block: TRepeatBlock, section: WorkoutSection) => {
    const first = out.length;
    emitNodes(block.children, section, block.sendOffSeconds !== null);
    if (block.sendOffSeconds !== null) out.push(restStep(block.sendOffSeconds, "repetitionTime"));
    if (block.count > 1)
      out.push({
        durationType: "repeatUntilStepsCmplt",
        durationValue: first,
        // Raw value of repeatSteps: how many times the block is swum in all.
        targetValue: block.count,
      });
  };
  const emitNodes = (nodes: readonly TWorkoutNode[], section: WorkoutSection, sendOff: boolean) => {
    nodes.forEach((node, index) => {
      if (node.kind === "step") emitStep(node, section, sendOff && index === nodes.length - 1);
      else emitRepeat(node, section);
    });
  };
  for (const section of WORKOUT_SECTIONS) emitNodes(steps[section], section, false);
  return out;
}

/** The workout as the bytes of a FIT workout file for a pool of `poolLengthMetres`. */
export function encodeWorkoutFit(
  workout: FitWorkout,
  poolLengthMetres: 25 | 50,
  words: FitWords,
  createdAt: Date,
): Uint8Array {
  const steps = fitSteps(workout.steps, words);
  const encoder = new Encoder();
  const fileId: FileIdMesg = {
    type: "workout",
    manufacturer: "development",
    product: 0,
    timeCreated: createdAt,
  };
  const header: WorkoutMesg = {
    wktName: fitString(workout.name),
    sport: "swimming",
    subSport: "lapSwimming",
    numValidSteps: steps.length,
    poolLength: poolLengthMetres,
    poolLengthUnit: "metric",
    ...(workout.notes.trim() ? { wktDescription: fitString(workout.notes) } : {}),
  };
  encoder.onMesg(Profile.MesgNum.FILE_ID!, fileId);
  encoder.onMesg(Profile.MesgNum.WORKOUT!, header);
  steps.forEach((step, messageIndex) => {
    const mesg: WorkoutStepMesg = { messageIndex, ...step };
    encoder.onMesg(Profile.MesgNum.WORKOUT_STEP!, mesg);
  });
  return encoder.close();
}

/** A download name from the workout's name: ASCII letters, digits and dashes ("Rezistență 1" → "Rezistenta-1.fit"). */
export function fitFileName(name: string, fallback: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${slug || fallback}.fit`;
}
