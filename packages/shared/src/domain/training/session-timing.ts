import {
  EVENT_STROKES,
  type EventStroke,
  eventOf,
  isEventSwumIn,
  type PoolLength,
  type SwimEvent,
} from "./events.ts";
import type { TWorkoutNode, TWorkoutSteps } from "./workout-steps.ts";

/*
 * What a session's time recorder and live mode time (TRAINING.md §6): the workout's timed repeats. A repeat is
 * timed when it swims a real event in the session's pool (a full-stroke swim of an event distance, no kick, pull
 * or drill), so the time it gives is a swim time that can be a personal best. A "4 × 100 freestyle" in the main
 * set gives four slots, one per round; nested repeats multiply.
 */

/** More columns than this would not fit a recorder or a coach's attention; the rest are left out. */
export const MAX_TIMED_SLOTS = 40;

export interface TimedSlot {
  /** `<stepId>.<round>`: stable while the workout's step keeps its id, so a recorded time finds its column. */
  key: string;
  event: SwimEvent;
  stepId: string;
  /** 1-based round of this step, and how many rounds it has in all. */
  round: number;
  rounds: number;
  /** The interval of the innermost repeat (send-off), seconds; null when rest paces it. */
  sendOffSeconds: number | null;
}

const isEventStroke = (stroke: string): stroke is EventStroke =>
  (EVENT_STROKES as readonly string[]).includes(stroke);

/** The timed repeats of a workout's main set, in the order they are swum. */
export function timedSlots(steps: TWorkoutSteps, poolLength: PoolLength): TimedSlot[] {
  const slots: TimedSlot[] = [];
  const visit = (nodes: TWorkoutNode[], rounds: number, sendOff: number | null) => {
    for (const node of nodes) {
      if (node.kind === "repeat") {
        visit(node.children, rounds * node.count, node.sendOffSeconds ?? sendOff);
        continue;
      }
      if (node.category === "rest" || node.drill !== "none" || !isEventStroke(node.stroke)) continue;
      const event = eventOf(node.stroke, node.distanceMetres);
      if (!event || !isEventSwumIn(event, poolLength)) continue;
      for (let round = 1; round <= rounds; round++)
        slots.push({
          key: `${node.id}.${round}`,
          event,
          stepId: node.id,
          round,
          rounds,
          sendOffSeconds: sendOff,
        });
    }
  };
  visit(steps.main, 1, null);
  return slots.slice(0, MAX_TIMED_SLOTS);
}
