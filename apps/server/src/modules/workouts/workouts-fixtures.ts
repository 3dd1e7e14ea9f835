/*
 * Bodies for the workout tests: a step, a repeat block and a whole workout as the builder sends them, written
 * short so each test shows only what it is about.
 */

type Json = Record<string, unknown>;

let nextId = 0;
const id = (prefix: string) => `${prefix}${++nextId}`;

/** A swum step: 100 m freestyle, easy, no rest, no equipment unless told. */
export function step(over: Json = {}): Json {
  return {
    kind: "step",
    id: id("s"),
    category: "swim",
    distanceMetres: 100,
    stroke: "freestyle",
    drill: "none",
    intensity: { kind: "effort" },
    effort: "easy",
    restSeconds: 0,
    equipment: [],
    notes: "",
    ...over,
  };
}

/** A rest step of `seconds` at the wall. */
export const restStep = (seconds: number, over: Json = {}) =>
  step({ category: "rest", distanceMetres: 0, restSeconds: seconds, ...over });

/** A repeat block of `count` rounds. */
export function repeat(count: number, children: Json[], sendOffSeconds: number | null = null): Json {
  return { kind: "repeat", id: id("r"), count, sendOffSeconds, children };
}

/** A workout body: a 200 m warm-up, the main set given, a 100 m cool-down. */
export function workoutBody(name: string, main: Json[] = [step()], over: Json = {}): Json {
  return {
    name,
    level: "intermediate",
    type: "endurance",
    notes: "",
    steps: {
      warmup: [step({ distanceMetres: 200, category: "warmup" })],
      main,
      cooldown: [step({ category: "cooldown", effort: "recovery" })],
    },
    ...over,
  };
}
