import { asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planWorkouts, workouts } from "../../db/schema/training-hub.ts";

/* What plans read of the workout library (the workouts module owns writing it). */

/** The given workouts with what placing them needs: name, type, hardest zone, archived or not. */
export async function workoutsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, PlacedWorkout>();
  const rows = await db
    .select({
      id: workouts.id,
      name: workouts.name,
      type: workouts.type,
      peakZone: workouts.peakZone,
      archivedAt: workouts.archivedAt,
    })
    .from(workouts)
    .where(inArray(workouts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface PlacedWorkout {
  id: string;
  name: string;
  type: string;
  peakZone: number;
  archivedAt: Date | null;
}

/** How many workouts the library holds (archived ones left out). */
export async function libraryWorkoutCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ workouts: sql<number>`count(*)::int` })
    .from(workouts)
    .where(isNull(workouts.archivedAt));
  return Number(row?.workouts ?? 0);
}

/** The workouts placed most often across all plans, most used first (ties by name). */
export async function mostPlacedWorkouts(db: Db, limit: number) {
  const uses = sql<number>`count(*)::int`;
  const rows = await db
    .select({ id: workouts.id, name: workouts.name, uses })
    .from(planWorkouts)
    .innerJoin(workouts, eq(workouts.id, planWorkouts.workoutId))
    .groupBy(workouts.id, workouts.name)
    .orderBy(desc(uses), asc(workouts.name))
    .limit(limit);
  return rows.map((r) => ({ ...r, uses: Number(r.uses) }));
}
