import {
  type PhaseRange,
  type PlanStatus,
  phaseGaps,
  planWeekCount,
  planWeekDays,
  planWeekOf,
  type RaceType,
} from "./plan-rules.ts";

/*
 * The planning centre's recommendations (SPEC §2 "/admin/traininghub", TRAINING.md §5): small rules that point a
 * coach at a plan that needs a look. Each names its plan and gives the params its translated reason needs.
 * They speak about what can still change: weeks already over and races already swum are left alone.
 */

export type RecommendationKind = "raceWithoutTaper" | "volumeJump" | "noWorkoutsNextWeek" | "phaseGap";

/** A week's volume may grow by at most this share on the week before (30 %) before it is pointed out. */
export const VOLUME_JUMP_PERCENT = 30;

/** What the rules read of a plan: its dates, phases, races, planned volume per week and swimmer count. */
export interface PlanForRecommendations {
  id: string;
  name: string;
  status: PlanStatus;
  startDate: string;
  endDate: string;
  phases: readonly PhaseRange[];
  races: readonly { name: string; date: string; type: RaceType }[];
  /** Per plan week, index 0 = week 1: metres and number of workouts placed. Missing weeks count as empty. */
  weeks: readonly { metres: number; workouts: number }[];
  /** Swimmers the plan reaches (its own and its groups' members, each once). */
  swimmerCount: number;
}

/**
 * One recommendation. Params by kind:
 * - raceWithoutTaper: race (name), date (YYYY-MM-DD), week (the race's plan week)
 * - volumeJump: week, previousWeek, metres, previousMetres, percent (the rise, rounded)
 * - noWorkoutsNextWeek: week (plan week), monday (YYYY-MM-DD)
 * - phaseGap: from, to (plan weeks, both included), weeks (how many)
 */
export interface PlanRecommendation {
  kind: RecommendationKind;
  plan: { id: string; name: string };
  params: Record<string, string | number>;
}

/** Plans the planning centre advises on: those being prepared and those running. */
const ADVISED: readonly PlanStatus[] = ["draft", "active"];

/**
 * The recommendations for one plan on `today` (YYYY-MM-DD, the club's day), in a fixed order: races without a
 * taper, volume jumps, an empty coming week, phase gaps.
 * - raceWithoutTaper: a target race still to come with no taper phase ending in its week or the week before.
 * - volumeJump: a week not yet over whose planned metres rise more than 30 % on the week before; a week after an
 *   empty week is not a jump (nothing to compare with).
 * - noWorkoutsNextWeek: an active plan with swimmers and nothing placed in the calendar week after today's, when
 *   that week belongs to the plan.
 * - phaseGap: a range of weeks no phase covers, unless it is already over.
 */
export function planRecommendations(plan: PlanForRecommendations, today: string): PlanRecommendation[] {
  if (!ADVISED.includes(plan.status)) return [];
  const ref = { id: plan.id, name: plan.name };
  const weekCount = planWeekCount(plan.startDate, plan.endDate);
  // Weeks before this one are over; before the plan starts every week is still to come.
  const currentWeek = Math.max(1, planWeekOf(plan.startDate, today));
  const week = (n: number) => plan.weeks[n - 1] ?? { metres: 0, workouts: 0 };
  const out: PlanRecommendation[] = [];

  for (const race of plan.races) {
    if (race.type !== "target" || race.date < today) continue;
    const raceWeek = planWeekOf(plan.startDate, race.date);
    const tapered = plan.phases.some(
      (p) => p.phase === "taper" && (p.endWeek === raceWeek || p.endWeek === raceWeek - 1),
    );
    if (!tapered)
      out.push({
        kind: "raceWithoutTaper",
        plan: ref,
        params: { race: race.name, date: race.date, week: raceWeek },
      });
  }

  for (let w = Math.max(2, currentWeek); w <= weekCount; w++) {
    const previous = week(w - 1).metres;
    const metres = week(w).metres;
    // Integer comparison: metres > previous × 1.3 without floating-point noise at exactly 30 %.
    if (previous > 0 && metres * 100 > previous * (100 + VOLUME_JUMP_PERCENT))
      out.push({
        kind: "volumeJump",
        plan: ref,
        params: {
          week: w,
          previousWeek: w - 1,
          metres,
          previousMetres: previous,
          percent: Math.round(((metres - previous) / previous) * 100),
        },
      });
  }

  const nextWeek = planWeekOf(plan.startDate, today) + 1;
  if (
    plan.status === "active" &&
    plan.swimmerCount > 0 &&
    nextWeek >= 1 &&
    nextWeek <= weekCount &&
    week(nextWeek).workouts === 0
  )
    out.push({
      kind: "noWorkoutsNextWeek",
      plan: ref,
      params: { week: nextWeek, monday: planWeekDays(plan.startDate, nextWeek).monday },
    });

  for (const gap of phaseGaps(plan.phases, weekCount)) {
    if (gap.to < currentWeek) continue;
    out.push({
      kind: "phaseGap",
      plan: ref,
      params: { from: gap.from, to: gap.to, weeks: gap.to - gap.from + 1 },
    });
  }
  return out;
}
