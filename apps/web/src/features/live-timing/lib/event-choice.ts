import type { TSessionTimesBoard, TTimedSlot } from "@bazin/shared/contracts/session-times";
import { eventsOfPool, type PoolLength, type SwimEvent } from "@bazin/shared/domain/training/events";

/** What a set times: a slot of the workout (its event, its column in the recorder) or a free event. */
export interface EventChoice {
  event: SwimEvent;
  slot: TTimedSlot | null;
}

/** Select values: `slot:<key>` or `event:<id>`. */
export const choiceValue = (choice: EventChoice) =>
  choice.slot ? `slot:${choice.slot.key}` : `event:${choice.event}`;

export function choiceOf(value: string | null, board: TSessionTimesBoard): EventChoice | null {
  if (!value) return null;
  const [kind, id] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (kind === "slot") {
    const slot = board.slots.find((s) => s.key === id);
    return slot ? { event: slot.event, slot } : null;
  }
  const event = poolEvents(board).find((e) => e === id);
  return event ? { event, slot: null } : null;
}

export const poolEvents = (board: TSessionTimesBoard): SwimEvent[] =>
  eventsOfPool(board.session.poolLength as PoolLength);

/** The next timed slot of the workout (the first without a time yet), else the pool's first event. */
export function nextChoice(board: TSessionTimesBoard): EventChoice | null {
  const timed = new Set(board.times.map((time) => time.slot).filter(Boolean));
  const slot = board.slots.find((s) => !timed.has(s.key)) ?? board.slots[0];
  if (slot) return { event: slot.event, slot };
  const [first] = poolEvents(board);
  return first ? { event: first, slot: null } : null;
}

/** The swimmers a set starts with: those marked present or late (none marked: nobody, the coach picks). */
export const defaultSwimmerIds = (board: TSessionTimesBoard) =>
  board.swimmers.filter((s) => s.attendance === "present" || s.attendance === "late").map((s) => s.id);
