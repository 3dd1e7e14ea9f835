import type { TPlanningOverview } from "@bazin/shared/contracts/plans";
import { localDate } from "@bazin/shared/domain/club";
import { planRecommendations } from "@bazin/shared/domain/training/plan-recommendations";
import {
  addDays,
  mondayOf,
  type PlanStatus,
  planWeekCount,
  planWeekOf,
  type RaceType,
} from "@bazin/shared/domain/training/plan-rules";
import type { AppContext } from "../../app-context.ts";
import { swimmersOfPlans } from "./participants.repository.ts";
import { addZoneMetres, emptyZoneMetres, toPhase } from "./presenter.ts";
import {
  phasesOf,
  placementsOf,
  plansWithStatus,
  racesBetween,
  racesOf,
  statusCounts,
} from "./repository.ts";
import { libraryWorkoutCount, mostPlacedWorkouts } from "./workouts.repository.ts";

/*
 * The planning centre (SPEC §2 "/admin/traininghub"): statistics over the club's plans and the recommendations
 * of the shared rules (domain/training/plan-recommendations.ts). Days are the club's (Europe/Bucharest).
 */

/** The zone distribution looks this many days ahead, today included: the coming four weeks. */
export const ZONE_WINDOW_DAYS = 28;
/** Races from today to this many days ahead (both included) are upcoming. */
export const UPCOMING_RACE_DAYS = 60;
const MOST_USED_WORKOUTS = 5;

/** GET /api/training-hub/overview */
export async function planningOverview(ctx: AppContext): Promise<TPlanningOverview> {
  const today = localDate(ctx.clock.now());
  const monday = mondayOf(today);
  const [counts, running, advised, mostUsed, workoutCount] = await Promise.all([
    statusCounts(ctx.db),
    plansWithStatus(ctx.db, ["active", "paused"]),
    plansWithStatus(ctx.db, ["active", "draft"]),
    mostPlacedWorkouts(ctx.db, MOST_USED_WORKOUTS),
    libraryWorkoutCount(ctx.db),
  ]);
  const active = running.filter((p) => p.status === "active");
  const names = new Map([...running, ...advised].map((p) => [p.id, p.name]));

  // Active plans' placements from this week's Monday to the end of the zone window.
  const soon = await placementsOf(
    ctx.db,
    active.map((p) => p.id),
    { from: monday, to: addDays(today, ZONE_WINDOW_DAYS - 1) },
  );
  const sunday = addDays(monday, 6);
  let weeklyPlannedMetres = 0;
  const zoneDistribution = emptyZoneMetres();
  for (const p of soon) {
    if (p.day <= sunday) weeklyPlannedMetres += p.totalDistanceMetres;
    if (p.day >= today) addZoneMetres(zoneDistribution, p.zoneMetres);
  }

  // Races of the running plans (active or paused) in the coming 60 days.
  const races = await racesBetween(
    ctx.db,
    running.map((p) => p.id),
    today,
    addDays(today, UPCOMING_RACE_DAYS),
  );

  return {
    activePlans: counts.get("active") ?? 0,
    draftPlans: counts.get("draft") ?? 0,
    weeklyPlannedMetres,
    zoneDistribution,
    upcomingRaces: races.map((r) => ({
      plan: { id: r.planId, name: names.get(r.planId) ?? "" },
      name: r.name,
      date: r.raceDate,
      type: r.type as RaceType,
    })),
    mostUsedWorkouts: mostUsed,
    workoutCount,
    recommendations: await recommendationsFor(ctx, advised, today),
  };
}

/** The shared rules run over each active or draft plan, with its planned volume per week. */
async function recommendationsFor(
  ctx: AppContext,
  plans: Awaited<ReturnType<typeof plansWithStatus>>,
  today: string,
) {
  const ids = plans.map((p) => p.id);
  const [phases, races, placements, swimmers] = await Promise.all([
    phasesOf(ctx.db, ids),
    racesOf(ctx.db, ids),
    placementsOf(ctx.db, ids),
    swimmersOfPlans(ctx.db, ids),
  ]);
  return plans.flatMap((plan) => {
    const weeks = Array.from({ length: Math.max(0, planWeekCount(plan.startDate, plan.endDate)) }, () => ({
      metres: 0,
      workouts: 0,
    }));
    for (const p of placements) {
      if (p.planId !== plan.id) continue;
      const week = weeks[planWeekOf(plan.startDate, p.day) - 1];
      if (!week) continue;
      week.metres += p.totalDistanceMetres;
      week.workouts += 1;
    }
    return planRecommendations(
      {
        id: plan.id,
        name: plan.name,
        status: plan.status as PlanStatus,
        startDate: plan.startDate,
        endDate: plan.endDate,
        phases: phases.filter((p) => p.planId === plan.id).map(toPhase),
        races: races
          .filter((r) => r.planId === plan.id)
          .map((r) => ({ name: r.name, date: r.raceDate, type: r.type as RaceType })),
        weeks,
        swimmerCount: swimmers.get(plan.id)?.size ?? 0,
      },
      today,
    );
  });
}
