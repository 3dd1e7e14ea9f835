import type { ZWorkoutListQuery } from "@bazin/shared/contracts/workouts";
import { foldText } from "@bazin/shared/domain/training/workout-taxonomy";
import {
  and,
  arrayContains,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  ne,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { users } from "../../db/schema/auth.ts";
import { trainingSessions } from "../../db/schema/sessions.ts";
import { planWorkouts, workouts } from "../../db/schema/training-hub.ts";
import { likePattern } from "../../lib/sql-like.ts";

export type WorkoutRow = typeof workouts.$inferSelect;
export type NewWorkout = typeof workouts.$inferInsert;

/** The unique index on the folded name: a concurrent insert of a taken name fails on it. */
export const WORKOUT_NAME_KEY = "workouts_name_key_idx";

/** The list's filters as the contract parses them. */
export type WorkoutListFilter = z.output<typeof ZWorkoutListQuery>;

/** Placements in plans: what "used" means until sessions exist. */
const usedCount = sql<number>`(select count(*)::int from ${planWorkouts} where ${planWorkouts.workoutId} = ${workouts.id})`;

const authorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** What a library card needs: every column but the step tree and the search helpers. */
const { steps: _steps, searchText: _search, nameKey: _key, ...summaryColumns } = getTableColumns(workouts);

/** A workout without its steps, with its author's name and how often plans use it. */
export type WorkoutSummaryRow = Omit<WorkoutRow, "steps" | "searchText" | "nameKey"> & {
  authorName: string | null;
  usedCount: number;
};
/** A whole workout, with its author's name and how often plans use it. */
export type WorkoutWithAuthor = WorkoutRow & { authorName: string | null; usedCount: number };

export async function insertWorkout(db: Db, values: NewWorkout): Promise<WorkoutRow> {
  const [row] = await db.insert(workouts).values(values).returning();
  return row!;
}

export async function updateWorkout(
  db: Db,
  id: string,
  changes: Partial<NewWorkout>,
): Promise<WorkoutRow | null> {
  const [row] = await db.update(workouts).set(changes).where(eq(workouts.id, id)).returning();
  return row ?? null;
}

export async function deleteWorkout(db: Db, id: string): Promise<WorkoutRow | null> {
  const [row] = await db.delete(workouts).where(eq(workouts.id, id)).returning();
  return row ?? null;
}

export async function findWorkout(db: Db, id: string): Promise<WorkoutWithAuthor | null> {
  const [row] = await db
    .select({ workout: workouts, authorName, usedCount })
    .from(workouts)
    .leftJoin(users, eq(users.id, workouts.authorId))
    .where(eq(workouts.id, id))
    .limit(1);
  return row ? { ...row.workout, authorName: row.authorName, usedCount: row.usedCount } : null;
}

/** Whether another workout (not `exceptId`) holds this folded name. */
export async function nameKeyTaken(db: Db, nameKey: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.nameKey, nameKey), exceptId ? ne(workouts.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The folded names that start with `prefix` (the copies of a workout already made). */
export async function nameKeysStartingWith(db: Db, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ nameKey: workouts.nameKey })
    .from(workouts)
    .where(like(workouts.nameKey, pattern));
  return rows.map((r) => r.nameKey);
}

/** How many plans place this workout on a day. */
export async function countPlansUsing(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(planWorkouts.planId) })
    .from(planWorkouts)
    .where(eq(planWorkouts.workoutId, id));
  return row?.n ?? 0;
}

/** How many training sessions use the workout (any status: a past session keeps its workout). */
export async function countSessionsUsing(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trainingSessions)
    .where(eq(trainingSessions.workoutId, id));
  return Number(row?.n ?? 0);
}

/** Placements per workout, over all plans: joined only when the list is sorted by use. */
const placements = (db: Db) =>
  db
    .select({ workoutId: planWorkouts.workoutId, n: count().as("n") })
    .from(planWorkouts)
    .groupBy(planWorkouts.workoutId)
    .as("placements");

const SORTS: Record<Exclude<WorkoutListFilter["sort"], "-usedCount">, SQL[]> = {
  name: [asc(workouts.nameKey)],
  "-updatedAt": [desc(workouts.updatedAt)],
  distance: [asc(workouts.totalDistanceMetres)],
  "-distance": [desc(workouts.totalDistanceMetres)],
  duration: [asc(workouts.estimatedSeconds)],
};

function listWhere(f: WorkoutListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.archived ? isNotNull(workouts.archivedAt) : isNull(workouts.archivedAt),
  ];
  // Every word must appear somewhere in the folded name and notes, in any order ("aerob rezistenta").
  for (const word of foldText(f.q ?? "")
    .split(" ")
    .filter(Boolean))
    conditions.push(like(workouts.searchText, likePattern(word)));
  if (f.level) conditions.push(eq(workouts.level, f.level));
  if (f.type) conditions.push(eq(workouts.type, f.type));
  if (f.minDistance !== undefined) conditions.push(gte(workouts.totalDistanceMetres, f.minDistance));
  if (f.maxDistance !== undefined) conditions.push(lte(workouts.totalDistanceMetres, f.maxDistance));
  if (f.stroke?.length) conditions.push(arrayContains(workouts.strokes, f.stroke));
  if (f.equipment?.length) conditions.push(arrayContains(workouts.equipment, f.equipment));
  if (f.zone) conditions.push(arrayContains(workouts.zones, [f.zone]));
  if (f.authorId) conditions.push(eq(workouts.authorId, f.authorId));
  return and(...conditions);
}

/** How many placements each of these workouts has (none: absent). */
async function placementCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ workoutId: planWorkouts.workoutId, n: count() })
    .from(planWorkouts)
    .where(inArray(planWorkouts.workoutId, ids))
    .groupBy(planWorkouts.workoutId);
  return new Map(rows.map((r) => [r.workoutId, r.n]));
}

/**
 * A page of the library matching the filters, in the asked order (then by name, then id: a stable order).
 * The use counts are read for the page's rows only (a count per matching row before the offset cost more than
 * the rest of the query), except when they are the order.
 */
export async function listWorkouts(
  db: Db,
  f: WorkoutListFilter,
): Promise<{ rows: WorkoutSummaryRow[]; total: number }> {
  const where = listWhere(f);
  let page = db
    .select({ ...summaryColumns, authorName, pageTotal: pageTotal() })
    .from(workouts)
    .leftJoin(users, eq(users.id, workouts.authorId))
    .$dynamic();
  if (f.sort === "-usedCount") {
    const used = placements(db);
    page = page
      .leftJoin(used, eq(used.workoutId, workouts.id))
      .orderBy(desc(sql`coalesce(${used.n}, 0)`), asc(workouts.nameKey), asc(workouts.id));
  } else page = page.orderBy(...SORTS[f.sort], asc(workouts.nameKey), asc(workouts.id));
  const offset = (f.page - 1) * f.pageSize;
  const { rows, total } = await withPageTotal(
    await page.where(where).limit(f.pageSize).offset(offset),
    offset,
    countRows(db, workouts, where),
  );
  const used = await placementCounts(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, usedCount: used.get(r.id) ?? 0 })), total };
}

/** Everyone who wrote a workout of the library (archived ones too), by name. */
export async function listAuthors(db: Db): Promise<{ id: string; fullName: string }[]> {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(workouts)
    .innerJoin(users, eq(users.id, workouts.authorId));
  return rows
    .map((r) => ({ id: r.id, fullName: `${r.firstName} ${r.lastName}`.trim() }))
    .sort((a, b) => foldText(a.fullName).localeCompare(foldText(b.fullName)) || a.id.localeCompare(b.id));
}
