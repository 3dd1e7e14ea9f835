import type { TPlanAnalytics } from "@bazin/shared/contracts/plans";
import { localDate } from "@bazin/shared/domain/club";
import {
  phaseOfWeek,
  planWeekCount,
  planWeekDays,
  planWeekOf,
  type RaceType,
} from "@bazin/shared/domain/training/plan-rules";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { groupsOfStudents, studentNames, swimmerRowsOfPlans } from "./participants.repository.ts";
import { addZoneMetres, emptyZoneMetres, NO_GROUP_COLOUR, toPhase } from "./presenter.ts";
import { findPlan, phasesOf, placementsOf, racesOf } from "./repository.ts";
import { planSessionStats, scheduledPlacements, sessionLinesOfPlan } from "./session-stats.ts";

/*
 * A plan's analytics (SPEC §2 "…/plans/{id}/analytics"): per plan week the planned metres, seconds and workouts,
 * metres per planning zone (from each workout's zone metres), the week's phase and races; totals; and who takes
 * part, through the plan's own list, a group, or both, with what the plan's sessions say of each (session-stats.ts).
 */

/** GET /api/plans/:id/analytics */
export async function planAnalytics(ctx: AppContext, id: string): Promise<TPlanAnalytics> {
  const found = await findPlan(ctx.db, id);
  if (!found) throw new AppError("PLAN_NOT_FOUND", 404);
  const plan = found.plan;
  const [phases, races, placements, swimmerRows, lines] = await Promise.all([
    phasesOf(ctx.db, [id]),
    racesOf(ctx.db, [id]),
    placementsOf(ctx.db, [id]),
    swimmerRowsOfPlans(ctx.db, [id]),
    sessionLinesOfPlan(ctx.db, id),
  ]);
  const today = localDate(ctx.clock.now());

  const weekCount = planWeekCount(plan.startDate, plan.endDate);
  const ranges = phases.map(toPhase);
  const weeks: TPlanAnalytics["weeks"] = Array.from({ length: weekCount }, (_, i) => ({
    week: i + 1,
    monday: planWeekDays(plan.startDate, i + 1).monday,
    phase: phaseOfWeek(ranges, i + 1)?.phase ?? null,
    plannedMetres: 0,
    plannedSeconds: 0,
    workoutCount: 0,
    zoneMetres: emptyZoneMetres(),
    races: [],
  }));
  const zoneTotals = emptyZoneMetres();
  let totalMetres = 0;
  for (const p of placements) {
    const week = weeks[planWeekOf(plan.startDate, p.day) - 1];
    // Placements lie inside the plan; one left outside by a later change of dates is not counted.
    if (!week) continue;
    week.plannedMetres += p.totalDistanceMetres;
    week.plannedSeconds += p.estimatedSeconds;
    week.workoutCount += 1;
    addZoneMetres(week.zoneMetres, p.zoneMetres);
    addZoneMetres(zoneTotals, p.zoneMetres);
    totalMetres += p.totalDistanceMetres;
  }
  for (const r of races)
    weeks[planWeekOf(plan.startDate, r.raceDate) - 1]?.races.push({
      name: r.name,
      date: r.raceDate,
      type: r.type as RaceType,
    });

  const via = new Map<string, Set<"direct" | "group">>();
  for (const row of swimmerRows) via.set(row.studentId, (via.get(row.studentId) ?? new Set()).add(row.via));
  const ids = [...via.keys()];
  const pastPlacements = placements.filter((p) => p.day <= today);
  const [names, groupRows, scheduled] = await Promise.all([
    studentNames(ctx.db, ids),
    groupsOfStudents(ctx.db, ids),
    scheduledPlacements(
      ctx.db,
      pastPlacements.map((p) => p.id),
    ),
  ]);
  const unscheduledMetres = pastPlacements
    .filter((p) => !scheduled.has(p.id))
    .reduce((sum, p) => sum + p.totalDistanceMetres, 0);
  const stats = planSessionStats(ids, lines, today, unscheduledMetres);
  const participants = ids
    .map((studentId) => {
      const ways = via.get(studentId)!;
      return {
        id: studentId,
        fullName: names.get(studentId) ?? "",
        groups: groupRows
          .filter((g) => g.studentId === studentId)
          .map((g) => ({ id: g.id, name: g.name, color: g.color ?? NO_GROUP_COLOUR })),
        via:
          ways.size === 2 ? ("both" as const) : ways.has("direct") ? ("direct" as const) : ("group" as const),
        sessions: stats.byStudent.get(studentId)!,
      };
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName, "ro"));

  return { weeks, zoneTotals, totalMetres, participants, sessionTotals: stats.totals };
}
