import type { TPlan, TPlanPlacement, TPlanSummary } from "@bazin/shared/contracts/plans";
import {
  isInsidePlan,
  isPlanReadOnly,
  type MacroPhase,
  PLAN_TRANSITIONS,
  type PlanStatus,
  phaseOfWeek,
  planWeekCount,
  planWeekOf,
  type RaceType,
} from "@bazin/shared/domain/training/plan-rules";
import type { WorkoutLevel, WorkoutType } from "@bazin/shared/domain/training/workout-taxonomy";
import type { PhaseRow, PlacementRow, PlanRow, RaceRow } from "./repository.ts";

/* Plan rows into the API's shapes (contracts/plans.ts). */

/** The colour a group without one is drawn in (Mantine's gray 6). */
export const NO_GROUP_COLOUR = "#868e96";

/** Metres per zone "1"…"6", every zone present. */
export const emptyZoneMetres = (): Record<string, number> => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });

/** Adds a workout's metres per zone into a running total. */
export function addZoneMetres(total: Record<string, number>, zoneMetres: Record<string, number>) {
  for (const [zone, metres] of Object.entries(zoneMetres)) total[zone] = (total[zone] ?? 0) + metres;
}

export const toPhase = (p: PhaseRow) => ({
  phase: p.phase as MacroPhase,
  startWeek: p.startWeek,
  endWeek: p.endWeek,
  notes: p.notes,
});

export function toPlacement(row: PlacementRow, startDate: string): TPlanPlacement {
  return {
    id: row.id,
    day: row.day,
    week: planWeekOf(startDate, row.day),
    notes: row.notes,
    workout: {
      id: row.workoutId,
      name: row.workoutName,
      level: row.level as WorkoutLevel,
      type: row.type as WorkoutType,
      totalDistanceMetres: row.totalDistanceMetres,
      estimatedSeconds: row.estimatedSeconds,
      peakZone: row.peakZone,
      zoneMetres: { ...emptyZoneMetres(), ...row.zoneMetres },
    },
  };
}

export interface PlanParts {
  row: PlanRow;
  creator: { firstName: string | null; lastName: string | null };
  phases: PhaseRow[];
  races: RaceRow[];
  students: { id: string; fullName: string; groupName: string | null }[];
  groups: { id: string; name: string; color: string | null; memberCount: number }[];
  placements: PlacementRow[];
}

export function toPlan({ row, creator, phases, races, students, groups, placements }: PlanParts): TPlan {
  const status = row.status as PlanStatus;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    status,
    nextStatuses: [...PLAN_TRANSITIONS[status]],
    readOnly: isPlanReadOnly(status),
    weekCount: planWeekCount(row.startDate, row.endDate),
    goals: row.goals,
    phases: phases.map(toPhase),
    races: races.map((r) => ({
      name: r.name,
      date: r.raceDate,
      type: r.type as RaceType,
      description: r.description,
      week: planWeekOf(row.startDate, r.raceDate),
    })),
    students,
    groups: groups.map((g) => ({ ...g, color: g.color ?? NO_GROUP_COLOUR })),
    placements: placements.map((p) => toPlacement(p, row.startDate)),
    createdBy:
      row.createdBy && creator.firstName !== null
        ? { id: row.createdBy, fullName: `${creator.firstName} ${creator.lastName ?? ""}`.trim() }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list row: where the plan stands today (its week and phase), its next race and its reach. */
export function toPlanSummary(
  row: PlanRow,
  parts: { phases: PhaseRow[]; races: RaceRow[]; swimmerCount: number; placementCount: number },
  today: string,
): TPlanSummary {
  const currentWeek = isInsidePlan(row, today) ? planWeekOf(row.startDate, today) : null;
  const currentPhase = currentWeek === null ? undefined : phaseOfWeek(parts.phases.map(toPhase), currentWeek);
  const nextRace = parts.races.find((r) => r.raceDate >= today);
  return {
    id: row.id,
    name: row.name,
    status: row.status as PlanStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    weekCount: planWeekCount(row.startDate, row.endDate),
    currentWeek,
    currentPhase: currentPhase?.phase ?? null,
    swimmerCount: parts.swimmerCount,
    placementCount: parts.placementCount,
    nextRace: nextRace
      ? { name: nextRace.name, date: nextRace.raceDate, type: nextRace.type as RaceType }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
