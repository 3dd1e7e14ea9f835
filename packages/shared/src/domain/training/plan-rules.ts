/*
 * Training plans (SPEC §3 "Training plan", §4, §5, §9; TRAINING.md §5): status transitions, weeks counted from
 * the plan's start, macro phases and their durations, key races. Dates are calendar days "YYYY-MM-DD" (the
 * club's day in Europe/Bucharest); weeks run Monday to Sunday.
 */

export const PLAN_STATUSES = ["draft", "active", "paused", "completed"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** draft → active, active ↔ paused, active | paused → completed. A completed plan is read-only. */
export const PLAN_TRANSITIONS: Record<PlanStatus, readonly PlanStatus[]> = {
  draft: ["active"],
  active: ["paused", "completed"],
  paused: ["active", "completed"],
  completed: [],
};
export const canTransition = (from: PlanStatus, to: PlanStatus) =>
  from === to || PLAN_TRANSITIONS[from].includes(to);
/** Only a draft may be deleted. */
export const canDeletePlan = (status: PlanStatus) => status === "draft";
export const isPlanReadOnly = (status: PlanStatus) => status === "completed";

export const MACRO_PHASES = [
  "accumulation",
  "intensification",
  "realization",
  "taper",
  "transition",
] as const;
export type MacroPhase = (typeof MACRO_PHASES)[number];

/** Phase durations in weeks (SPEC §9). */
export const PHASE_WEEKS: Record<MacroPhase, { min: number; max: number }> = {
  accumulation: { min: 4, max: 6 },
  intensification: { min: 2, max: 4 },
  realization: { min: 1, max: 2 },
  taper: { min: 1, max: 3 },
  transition: { min: 2, max: 4 },
};

export const RACE_TYPES = ["target", "tuneup", "testset"] as const;
export type RaceType = (typeof RACE_TYPES)[number];

export const PLAN_LIMITS = {
  maxWeeks: 104,
  maxPhases: 30,
  maxRaces: 30,
  maxGoals: 10,
  maxGoalLength: 200,
  maxParticipants: 200,
  maxPlacements: 1_000,
  maxName: 120,
  maxDescription: 2_000,
} as const;

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a calendar day; no time zone can shift it. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayFromNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayFromNumber(dayNumber(day) + days);
/** 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
/** The Monday of the week that holds this day. */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/** The plan week of a day: week 1 holds the start date (TRAINING.md §5). Days before the start give ≤ 0. */
export function planWeekOf(planStart: string, day: string): number {
  return Math.floor((dayNumber(mondayOf(day)) - dayNumber(mondayOf(planStart))) / 7) + 1;
}

/** How many plan weeks the plan spans (the week of its end date). */
export const planWeekCount = (start: string, end: string) => planWeekOf(start, end);

/** The Monday and Sunday of a plan week. */
export function planWeekDays(planStart: string, week: number): { monday: string; sunday: string } {
  const monday = addDays(mondayOf(planStart), (week - 1) * 7);
  return { monday, sunday: addDays(monday, 6) };
}

export interface PhaseRange {
  phase: MacroPhase;
  startWeek: number;
  endWeek: number;
}

export type PhaseProblem =
  | { code: "PHASE_DURATION"; index: number; phase: MacroPhase; weeks: number; min: number; max: number }
  | { code: "PHASE_OUTSIDE_PLAN"; index: number; phase: MacroPhase; weekCount: number }
  | { code: "PHASE_OVERLAP"; index: number; other: number; phase: MacroPhase; otherPhase: MacroPhase };

/** The weeks a phase holds, both ends included. */
export const phaseWeeks = (p: PhaseRange) => p.endWeek - p.startWeek + 1;

/**
 * Every rule a plan's phases break: durations of SPEC §9, inside the plan's weeks, and no two overlapping
 * (SPEC §4). Empty when the phases are valid. The form and the server both call it.
 */
export function phaseProblems(phases: readonly PhaseRange[], weekCount: number): PhaseProblem[] {
  const problems: PhaseProblem[] = [];
  phases.forEach((p, index) => {
    const weeks = phaseWeeks(p);
    const { min, max } = PHASE_WEEKS[p.phase];
    if (weeks < min || weeks > max)
      problems.push({ code: "PHASE_DURATION", index, phase: p.phase, weeks, min, max });
    if (p.startWeek < 1 || p.endWeek > weekCount)
      problems.push({ code: "PHASE_OUTSIDE_PLAN", index, phase: p.phase, weekCount });
  });
  phases.forEach((p, index) => {
    phases.forEach((q, other) => {
      if (other <= index) return;
      if (p.startWeek <= q.endWeek && q.startWeek <= p.endWeek)
        problems.push({ code: "PHASE_OVERLAP", index, other, phase: p.phase, otherPhase: q.phase });
    });
  });
  return problems;
}

/** Week ranges of the plan no phase covers (a recommendation, not an error). */
export function phaseGaps(phases: readonly PhaseRange[], weekCount: number): { from: number; to: number }[] {
  const covered = new Array<boolean>(weekCount + 1).fill(false);
  for (const p of phases)
    for (let w = Math.max(1, p.startWeek); w <= Math.min(weekCount, p.endWeek); w++) covered[w] = true;
  const gaps: { from: number; to: number }[] = [];
  for (let w = 1; w <= weekCount; w++) {
    if (covered[w]) continue;
    const last = gaps.at(-1);
    if (last && last.to === w - 1) last.to = w;
    else gaps.push({ from: w, to: w });
  }
  return gaps;
}

/** The phase a plan week falls in, if any. */
export const phaseOfWeek = <P extends PhaseRange>(phases: readonly P[], week: number) =>
  phases.find((p) => p.startWeek <= week && week <= p.endWeek);

/** A day lies inside the plan (both ends included). */
export const isInsidePlan = (plan: { startDate: string; endDate: string }, day: string) =>
  plan.startDate <= day && day <= plan.endDate;
