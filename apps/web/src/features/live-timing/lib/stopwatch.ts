import { MAX_SPLITS } from "@bazin/shared/contracts/session-times";
import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { MAX_SWIM_HUNDREDTHS } from "@bazin/shared/domain/training/swim-time";

/*
 * The poolside stopwatch (TRAINING.md §6 "Live mode"). Times come from `performance.now()` offsets against the
 * set's start, never from a counter a timer adds to: a throttled tab or a busy phone cannot make it drift.
 */

export interface Lane {
  studentId: string;
  fullName: string;
  /** How long after the set's start this lane is sent off (staggered starts), milliseconds. */
  offsetMs: number;
  /** Cumulative split times, hundredths, ascending. */
  splits: number[];
  /** The finish time, hundredths; null while swimming. */
  finish: number | null;
  /** The outbox key of the finish, once taken. */
  key: string | null;
}

export interface LiveSet {
  event: SwimEvent;
  /** The workout slot timed (`TimedSlot.key`), null for a free event. */
  slot: string | null;
  /** `performance.now()` at Start. */
  startedAt: number;
  lanes: Lane[];
}

export type StartMode = "common" | "staggered";

export function startSet(
  swimmers: { id: string; fullName: string }[],
  options: { event: SwimEvent; slot: string | null; mode: StartMode; staggerSeconds: number; now: number },
): LiveSet {
  const gap = options.mode === "staggered" ? Math.max(0, options.staggerSeconds) * 1000 : 0;
  return {
    event: options.event,
    slot: options.slot,
    startedAt: options.now,
    lanes: swimmers.map((swimmer, index) => ({
      studentId: swimmer.id,
      fullName: swimmer.fullName,
      offsetMs: index * gap,
      splits: [],
      finish: null,
      key: null,
    })),
  };
}

/** A lane's running time at `now`, hundredths; negative while its send-off is still to come. */
export function laneElapsed(set: LiveSet, lane: Lane, now: number): number {
  const ms = now - set.startedAt - lane.offsetMs;
  return ms >= 0 ? Math.floor(ms / 10) : -Math.ceil(-ms / 10);
}

/** Takes a split at `elapsed`: ignored before the lane started, after its finish, or when nothing moved. */
export function takeSplit(lane: Lane, elapsed: number): Lane {
  if (lane.finish !== null || elapsed <= 0 || elapsed > MAX_SWIM_HUNDREDTHS) return lane;
  if (lane.splits.length >= MAX_SPLITS) return lane;
  const last = lane.splits.at(-1) ?? 0;
  if (elapsed <= last) return lane;
  return { ...lane, splits: [...lane.splits, elapsed] };
}

/** Takes back the last split of a lane still swimming. */
export function undoSplit(lane: Lane): Lane {
  if (lane.finish !== null || lane.splits.length === 0) return lane;
  return { ...lane, splits: lane.splits.slice(0, -1) };
}

/** Whether a lane can be finished at `elapsed` (started, not finished, within the longest time). */
export function canFinish(lane: Lane, elapsed: number): boolean {
  return lane.finish === null && elapsed > (lane.splits.at(-1) ?? 0) && elapsed <= MAX_SWIM_HUNDREDTHS;
}

export function finishLane(lane: Lane, elapsed: number, key: string): Lane {
  return canFinish(lane, elapsed) ? { ...lane, finish: elapsed, key } : lane;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The big running display: always `MM:SS.CC`, so the digits do not jump as a swim passes a minute. */
export function formatRunning(hundredths: number): string {
  const value = Math.max(0, Math.min(hundredths, MAX_SWIM_HUNDREDTHS));
  const minutes = Math.floor(value / 6000);
  const seconds = Math.floor((value % 6000) / 100);
  return `${pad(minutes)}:${pad(seconds)}.${pad(value % 100)}`;
}

/** Whole seconds left before a staggered lane's send-off (for its countdown). */
export function secondsToStart(elapsed: number): number {
  return elapsed >= 0 ? 0 : Math.ceil(-elapsed / 100);
}
