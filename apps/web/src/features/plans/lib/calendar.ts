import {
  addDays,
  isInsidePlan,
  type MacroPhase,
  PHASE_WEEKS,
  PLAN_LIMITS,
  planWeekCount,
  planWeekDays,
  planWeekOf,
} from "@bazin/shared/domain/training/plan-rules";

/*
 * The plan calendar's arithmetic, kept out of the components so it can be checked on its own: the weeks of a
 * plan, moving a phase band's edge or the whole band, where a new phase fits, and the metres of a week.
 */

/** One row of the calendar: a plan week, its Monday and its seven days (Monday first). */
export interface CalendarWeek {
  week: number;
  monday: string;
  days: string[];
}

/** A phase as the calendar edits it (the contract's phase). */
export interface PhaseValue {
  phase: MacroPhase;
  startWeek: number;
  endWeek: number;
  notes: string;
}

/** Plan weeks of a valid date range, or 0 when the dates are missing, reversed or too far apart. */
export function weekCountOf(startDate: string, endDate: string): number {
  if (!startDate || !endDate || endDate < startDate) return 0;
  const count = planWeekCount(startDate, endDate);
  return count > PLAN_LIMITS.maxWeeks ? 0 : count;
}

/** The rows of the calendar, week 1 (the one holding the start date) to the week of the end date. */
export function calendarWeeks(startDate: string, endDate: string): CalendarWeek[] {
  const count = weekCountOf(startDate, endDate);
  return Array.from({ length: count }, (_, index) => {
    const week = index + 1;
    const { monday } = planWeekDays(startDate, week);
    return { week, monday, days: Array.from({ length: 7 }, (_, day) => addDays(monday, day)) };
  });
}

/** A day of a plan week's row may take workouts only when it lies inside the plan. */
export const isPlanDay = (plan: { startDate: string; endDate: string }, day: string) =>
  isInsidePlan(plan, day);

/** Which end of a band moves. */
export type BandEdge = "start" | "end";

/**
 * Moves one edge of a phase to `week`, kept inside the plan and never past the other edge (a band holds at
 * least one week). Durations are not clamped: a band may be too short or too long, and the form says so.
 */
export function moveEdge(phase: PhaseValue, edge: BandEdge, week: number, weekCount: number): PhaseValue {
  if (edge === "start") {
    const startWeek = Math.min(Math.max(1, week), phase.endWeek);
    return { ...phase, startWeek };
  }
  const endWeek = Math.max(Math.min(weekCount, week), phase.startWeek);
  return { ...phase, endWeek };
}

/** Moves a whole band by `weeks`, keeping its length and staying inside the plan. */
export function shiftPhase(phase: PhaseValue, weeks: number, weekCount: number): PhaseValue {
  const length = phase.endWeek - phase.startWeek;
  const startWeek = Math.min(Math.max(1, phase.startWeek + weeks), Math.max(1, weekCount - length));
  return { ...phase, startWeek, endWeek: startWeek + length };
}

/**
 * Where a new phase of this type goes by default: from the first week no phase covers, for its shortest
 * allowed length (cut at the plan's end). Week 1 when every week is taken (the form then shows the overlap).
 */
export function newPhaseRange(
  phases: readonly PhaseValue[],
  phase: MacroPhase,
  weekCount: number,
): { startWeek: number; endWeek: number } {
  const taken = (week: number) => phases.some((p) => p.startWeek <= week && week <= p.endWeek);
  let startWeek = 1;
  while (startWeek <= weekCount && taken(startWeek)) startWeek++;
  if (startWeek > weekCount) startWeek = 1;
  const endWeek = Math.max(startWeek, Math.min(weekCount, startWeek + PHASE_WEEKS[phase].min - 1));
  return { startWeek, endWeek };
}

/**
 * Side-by-side lanes for bands that share weeks (an overlap the form is pointing at): each band gets the
 * first lane where it touches no earlier band, so none hides another. Returns a lane per band and the count.
 */
export function bandLanes(phases: readonly { startWeek: number; endWeek: number }[]): {
  lanes: number[];
  laneCount: number;
} {
  const lanes: number[] = [];
  phases.forEach((p, index) => {
    let lane = 0;
    const clash = (l: number) =>
      phases.some(
        (q, other) =>
          other < index && lanes[other] === l && p.startWeek <= q.endWeek && q.startWeek <= p.endWeek,
      );
    while (clash(lane)) lane++;
    lanes.push(lane);
  });
  return { lanes, laneCount: Math.max(1, ...lanes.map((l) => l + 1)) };
}

/** Metres placed in each plan week (index = week), for the calendar's weekly totals. */
export function weeklyMetres(
  startDate: string,
  weekCount: number,
  placements: readonly { day: string; workout: { totalDistanceMetres: number } }[],
): number[] {
  const totals = new Array<number>(weekCount + 1).fill(0);
  for (const p of placements) {
    const week = planWeekOf(startDate, p.day);
    if (week >= 1 && week <= weekCount) totals[week] = (totals[week] ?? 0) + p.workout.totalDistanceMetres;
  }
  return totals;
}

/** Items grouped by their day ("YYYY-MM-DD"), in the order given. */
export function byDay<T extends { day: string }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.day);
    if (list) list.push(item);
    else map.set(item.day, [item]);
  }
  return map;
}

/** The hardest planning zone with metres in it (0 when none), for a placed workout's colour. */
export function peakZoneOf(zoneMetres: Record<string, number>): number {
  let peak = 0;
  for (const [zone, metres] of Object.entries(zoneMetres))
    if (metres > 0) peak = Math.max(peak, Number(zone));
  return peak;
}
