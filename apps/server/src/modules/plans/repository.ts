import type { PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { foldText } from "@bazin/shared/domain/training/workout-taxonomy";
import { and, asc, desc, eq, gte, inArray, lte, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import {
  planPhases,
  planRaces,
  planWorkouts,
  trainingPlans,
  workouts,
} from "../../db/schema/training-hub.ts";
import { likePattern } from "../../lib/sql-like.ts";
import { foldedName } from "../swimmers/repository.ts";

/* Training plans and what they hold: phases, races and the workouts placed on their days (TRAINING.md §5). */

export type PlanRow = typeof trainingPlans.$inferSelect;
export type NewPlan = typeof trainingPlans.$inferInsert;

/** A plan with the name of who created it. */
export async function findPlan(db: Db, id: string) {
  const [row] = await db
    .select({
      plan: trainingPlans,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(trainingPlans)
    .leftJoin(users, eq(users.id, trainingPlans.createdBy))
    .where(eq(trainingPlans.id, id))
    .limit(1);
  return row;
}

/** A plan locked for the rest of the transaction, so two saves of one plan run one after the other. */
export async function lockPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(trainingPlans).where(eq(trainingPlans.id, id)).for("update").limit(1);
  return row;
}

// Running plans first, then those paused, being prepared, and done; the last worked on first within each.
const STATUS_RANK = sql`case ${trainingPlans.status} when 'active' then 0 when 'paused' then 1 when 'draft' then 2 else 3 end`;

/** Plans of a status and/or whose name contains the text (ignoring case and diacritics). */
export async function listPlanRows(db: Db, filter: { status?: PlanStatus; q?: string }): Promise<PlanRow[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(trainingPlans.status, filter.status));
  const text = foldText(filter.q ?? "");
  if (text) conditions.push(sql`${foldedName(sql`${trainingPlans.name}`)} like ${likePattern(text)}`);
  return db
    .select()
    .from(trainingPlans)
    .where(and(...conditions))
    .orderBy(STATUS_RANK, desc(trainingPlans.updatedAt), asc(trainingPlans.name));
}

/** Plans of the given statuses, optionally leaving one out. */
export async function plansWithStatus(db: Db, statuses: readonly PlanStatus[], exceptId?: string | null) {
  return db
    .select()
    .from(trainingPlans)
    .where(
      and(
        inArray(trainingPlans.status, [...statuses]),
        exceptId ? ne(trainingPlans.id, exceptId) : undefined,
      ),
    )
    .orderBy(STATUS_RANK, desc(trainingPlans.updatedAt));
}

/** How many plans have each status. */
export async function statusCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: trainingPlans.status, plans: sql<number>`count(*)::int` })
    .from(trainingPlans)
    .groupBy(trainingPlans.status);
  return new Map(rows.map((r) => [r.status, Number(r.plans)]));
}

export async function insertPlan(db: Db, values: NewPlan): Promise<PlanRow> {
  const [row] = await db.insert(trainingPlans).values(values).returning();
  return row!;
}

export async function updatePlan(db: Db, id: string, values: Partial<NewPlan>) {
  await db.update(trainingPlans).set(values).where(eq(trainingPlans.id, id));
}

/** Deletes a plan; phases, races, participants and placements go with it (cascade). */
export async function deletePlan(db: Db, id: string) {
  await db.delete(trainingPlans).where(eq(trainingPlans.id, id));
}

export type PhaseRow = typeof planPhases.$inferSelect;
export type RaceRow = typeof planRaces.$inferSelect;

/** The phases of the given plans, by start week. */
export async function phasesOf(db: Db, planIds: readonly string[]): Promise<PhaseRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(planPhases)
    .where(inArray(planPhases.planId, [...planIds]))
    .orderBy(asc(planPhases.startWeek), asc(planPhases.endWeek));
}

/** The races of the given plans, by date. */
export async function racesOf(db: Db, planIds: readonly string[]): Promise<RaceRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(planRaces)
    .where(inArray(planRaces.planId, [...planIds]))
    .orderBy(asc(planRaces.raceDate), asc(planRaces.name));
}

/** Races of the given plans between two days (both included), by date. */
export async function racesBetween(db: Db, planIds: readonly string[], from: string, to: string) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(planRaces)
    .where(
      and(
        inArray(planRaces.planId, [...planIds]),
        gte(planRaces.raceDate, from),
        lte(planRaces.raceDate, to),
      ),
    )
    .orderBy(asc(planRaces.raceDate), asc(planRaces.name));
}

/** Replaces a plan's phases and races. */
export async function replacePhasesAndRaces(
  db: Db,
  planId: string,
  phases: readonly { phase: string; startWeek: number; endWeek: number; notes: string }[],
  races: readonly { name: string; date: string; type: string; description: string }[],
) {
  await db.delete(planPhases).where(eq(planPhases.planId, planId));
  await db.delete(planRaces).where(eq(planRaces.planId, planId));
  if (phases.length > 0) await db.insert(planPhases).values(phases.map((p) => ({ ...p, planId })));
  if (races.length > 0)
    await db.insert(planRaces).values(
      races.map((r) => ({
        planId,
        name: r.name,
        raceDate: r.date,
        type: r.type,
        description: r.description,
      })),
    );
}

const placementColumns = {
  id: planWorkouts.id,
  planId: planWorkouts.planId,
  day: planWorkouts.day,
  notes: planWorkouts.notes,
  createdAt: planWorkouts.createdAt,
  workoutId: workouts.id,
  workoutName: workouts.name,
  level: workouts.level,
  type: workouts.type,
  totalDistanceMetres: workouts.totalDistanceMetres,
  estimatedSeconds: workouts.estimatedSeconds,
  peakZone: workouts.peakZone,
  zoneMetres: workouts.zoneMetres,
};
function placementsQuery(db: Db) {
  return db
    .select(placementColumns)
    .from(planWorkouts)
    .innerJoin(workouts, eq(workouts.id, planWorkouts.workoutId));
}
/** A workout placed on a plan's day, with what the calendar, analytics and recovery rules read of the workout. */
export type PlacementRow = Awaited<ReturnType<typeof placementsQuery>>[number];

/** The placements of the given plans, optionally only between two days (both included), by day. */
export async function placementsOf(
  db: Db,
  planIds: readonly string[],
  days?: { from: string; to: string },
): Promise<PlacementRow[]> {
  if (planIds.length === 0) return [];
  return placementsQuery(db)
    .where(
      and(
        inArray(planWorkouts.planId, [...planIds]),
        days ? gte(planWorkouts.day, days.from) : undefined,
        days ? lte(planWorkouts.day, days.to) : undefined,
      ),
    )
    .orderBy(asc(planWorkouts.day), asc(planWorkouts.createdAt), asc(planWorkouts.id));
}

/** How many workouts each of the given plans has placed. */
export async function placementCounts(db: Db, planIds: readonly string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: planWorkouts.planId, placements: sql<number>`count(*)::int` })
    .from(planWorkouts)
    .where(inArray(planWorkouts.planId, [...planIds]))
    .groupBy(planWorkouts.planId);
  return new Map(rows.map((r) => [r.planId, Number(r.placements)]));
}

export interface PlacementWrite {
  id: string;
  workoutId: string;
  day: string;
  notes: string;
}

/**
 * Makes a plan's placements these: rows not listed are deleted, kept ones (same id) updated when they changed,
 * new ones inserted with their id. Ids survive a save, so whatever refers to a placement keeps pointing at it.
 */
export async function syncPlacements(
  db: Db,
  planId: string,
  wanted: readonly PlacementWrite[],
  current: ReadonlyMap<string, Omit<PlacementWrite, "id">>,
  at: Date,
) {
  const keep = wanted.filter((p) => current.has(p.id)).map((p) => p.id);
  await db
    .delete(planWorkouts)
    .where(
      and(eq(planWorkouts.planId, planId), keep.length > 0 ? notInArray(planWorkouts.id, keep) : undefined),
    );
  const fresh: PlacementWrite[] = [];
  for (const p of wanted) {
    const before = current.get(p.id);
    if (!before) fresh.push(p);
    else if (before.workoutId !== p.workoutId || before.day !== p.day || before.notes !== p.notes)
      await db
        .update(planWorkouts)
        .set({ workoutId: p.workoutId, day: p.day, notes: p.notes })
        .where(eq(planWorkouts.id, p.id));
  }
  if (fresh.length > 0)
    await db.insert(planWorkouts).values(
      // One millisecond apart: the calendar lists a day's workouts in the order they were given.
      fresh.map((p, i) => ({ ...p, planId, createdAt: new Date(at.getTime() + i) })),
    );
}
