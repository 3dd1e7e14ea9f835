import type { TSessionTime, TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { SWIM_EVENTS, type SwimEvent } from "@bazin/shared/domain/training/events";

/*
 * The recorder's columns: the workout's timed repeats (one per round), or, without them, free events the coach
 * adds (several columns of one event when a swimmer swims it more than once). A free event's nth column holds
 * each swimmer's nth time of that event, oldest first.
 */

export interface RecorderColumn {
  /** The slot's key, or `free.<event>.<n>`. */
  id: string;
  event: SwimEvent;
  /** What the time is sent with (`TimedSlot.key`); null for a free event. */
  slot: string | null;
  /** Round of a repeat (or nth column of a free event), 1-based, and how many. */
  round: number;
  rounds: number;
  /** When two repeats of the workout swim the same event and rounds: which one this is (1-based), else null. */
  repeat: number | null;
}

/** How many columns the coach asked for per free event, in the order the events were added. */
export type FreeColumnRequests = Partial<Record<SwimEvent, number>>;

export const cellId = (columnId: string, studentId: string) => `${columnId}|${studentId}`;

const byAge = (a: TSessionTime, b: TSessionTime) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Times kept in free columns: those without a slot, or whose slot the workout no longer has. */
function freeTimes(board: TSessionTimesBoard): TSessionTime[] {
  const slotKeys = new Set(board.slots.map((s) => s.key));
  return board.times.filter((time) => time.slot === null || !slotKeys.has(time.slot));
}

/** Each swimmer's free times of each event, oldest first: `<event>|<studentId>` → times. */
function freeTimesBySwimmer(board: TSessionTimesBoard): Map<string, TSessionTime[]> {
  const groups = new Map<string, TSessionTime[]>();
  for (const time of [...freeTimes(board)].sort(byAge)) {
    const key = `${time.event}|${time.studentId}`;
    groups.set(key, [...(groups.get(key) ?? []), time]);
  }
  return groups;
}

/** How many free columns each event needs to show every time already recorded. */
export function storedFreeColumns(board: TSessionTimesBoard): FreeColumnRequests {
  const counts: FreeColumnRequests = {};
  for (const [key, times] of freeTimesBySwimmer(board)) {
    const event = key.split("|")[0] as SwimEvent;
    counts[event] = Math.max(counts[event] ?? 0, times.length);
  }
  return counts;
}

function slotColumns(board: TSessionTimesBoard): RecorderColumn[] {
  const stepsOf = new Map<string, string[]>();
  for (const slot of board.slots) {
    const group = `${slot.event}|${slot.rounds}`;
    const steps = stepsOf.get(group) ?? [];
    if (!steps.includes(slot.stepId)) stepsOf.set(group, [...steps, slot.stepId]);
  }
  return board.slots.map((slot) => {
    const steps = stepsOf.get(`${slot.event}|${slot.rounds}`) ?? [];
    return {
      id: slot.key,
      event: slot.event,
      slot: slot.key,
      round: slot.round,
      rounds: slot.rounds,
      repeat: steps.length > 1 ? steps.indexOf(slot.stepId) + 1 : null,
    };
  });
}

/** The columns: slots first, then free events (those with times in the events' order, then those added). */
export function buildColumns(board: TSessionTimesBoard, requested: FreeColumnRequests): RecorderColumn[] {
  const stored = storedFreeColumns(board);
  const events = [
    ...SWIM_EVENTS.filter((event) => stored[event]),
    ...(Object.keys(requested) as SwimEvent[]).filter((event) => !stored[event]),
  ];
  const free = events.flatMap((event) => {
    const count = Math.max(stored[event] ?? 0, requested[event] ?? 0);
    return Array.from({ length: count }, (_, i) => ({
      id: `free.${event}.${i + 1}`,
      event,
      slot: null,
      round: i + 1,
      rounds: count,
      repeat: null,
    }));
  });
  return [...slotColumns(board), ...free];
}

/** The column count of a free event after the coach adds one more. */
export function withOneMore(
  board: TSessionTimesBoard,
  requested: FreeColumnRequests,
  event: SwimEvent,
): FreeColumnRequests {
  const now = Math.max(storedFreeColumns(board)[event] ?? 0, requested[event] ?? 0);
  return { ...requested, [event]: now + 1 };
}

/** Which recorded time each cell shows: `cellId` → time. */
export function placeTimes(board: TSessionTimesBoard): Map<string, TSessionTime> {
  const placed = new Map<string, TSessionTime>();
  const slotKeys = new Set(board.slots.map((s) => s.key));
  for (const time of board.times)
    if (time.slot !== null && slotKeys.has(time.slot)) placed.set(cellId(time.slot, time.studentId), time);
  for (const times of freeTimesBySwimmer(board).values())
    times.forEach((time, i) => {
      placed.set(cellId(`free.${time.event}.${i + 1}`, time.studentId), time);
    });
  return placed;
}

const AWAY = new Set(["absent", "injured"]);

/** Swimmers who are not swimming today (absent, injured) go to the end, still enterable. */
export function orderSwimmers<T extends { attendance: string | null }>(swimmers: T[]): T[] {
  return [
    ...swimmers.filter((s) => !AWAY.has(s.attendance ?? "")),
    ...swimmers.filter((s) => AWAY.has(s.attendance ?? "")),
  ];
}

export const isAway = (attendance: string | null) => AWAY.has(attendance ?? "");
