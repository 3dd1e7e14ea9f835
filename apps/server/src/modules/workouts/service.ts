import {
  type TWorkout,
  type TWorkoutInputParsed,
  type TWorkoutPage,
  WORKOUT_NAME_MAX,
} from "@bazin/shared/contracts/workouts";
import { workoutMetrics } from "@bazin/shared/domain/training/workout-steps";
import { foldText } from "@bazin/shared/domain/training/workout-taxonomy";
import type { TFunction } from "i18next";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { encodeWorkoutFit, type FitWords, fitFileName } from "./fit.ts";
import { toWorkout, toWorkoutSummary } from "./presenter.ts";
import {
  countPlansUsing,
  countSessionsUsing,
  deleteWorkout,
  findWorkout,
  insertWorkout,
  listAuthors,
  listWorkouts,
  type NewWorkout,
  nameKeysStartingWith,
  nameKeyTaken,
  updateWorkout,
  WORKOUT_NAME_KEY,
  type WorkoutListFilter,
  type WorkoutWithAuthor,
} from "./repository.ts";

const notFound = () => new AppError("WORKOUT_NOT_FOUND", 404);
const nameTaken = () => new AppError("WORKOUT_NAME_TAKEN", 409, {}, { name: "workoutNameTaken" });

/** Turns a lost race on the unique name (two saves of one name at once) into the same 409 as the check. */
async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, WORKOUT_NAME_KEY)) throw nameTaken();
    throw error;
  }
}

/** A foreign-key violation (a plan placed the workout while it was being deleted), as either driver throws it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "23503") return true;
  return false;
}

async function requireWorkout(db: Db, id: string): Promise<WorkoutWithAuthor> {
  const row = await findWorkout(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The columns a workout's input decides: the folded name and search text, and the values derived from the
 * steps (TRAINING.md §4) that the library filters on without reading the tree.
 */
function writtenColumns(input: TWorkoutInputParsed, now: Date) {
  const metrics = workoutMetrics(input.steps, input.level);
  return {
    name: input.name,
    nameKey: foldText(input.name),
    level: input.level,
    type: input.type,
    notes: input.notes,
    steps: input.steps,
    totalDistanceMetres: metrics.totalDistanceMetres,
    estimatedSeconds: metrics.estimatedSeconds,
    strokes: metrics.strokes,
    equipment: metrics.equipment,
    zones: [...metrics.zones],
    zoneMetres: metrics.zoneMetres,
    peakZone: metrics.peakZone,
    searchText: foldText(`${input.name} ${input.notes}`),
    updatedAt: now,
  } satisfies Partial<NewWorkout>;
}

/** GET /api/workouts: the library's page. */
export async function workoutPage(ctx: AppContext, query: WorkoutListFilter): Promise<TWorkoutPage> {
  const { rows, total } = await listWorkouts(ctx.db, query);
  return { items: rows.map(toWorkoutSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function workoutAuthors(ctx: AppContext) {
  return { items: await listAuthors(ctx.db) };
}

/** Whether a name is free, ignoring case and diacritics ("Rezistență 1" = "rezistenta 1"). */
export async function nameAvailable(ctx: AppContext, name: string, exceptId?: string) {
  return { available: !(await nameKeyTaken(ctx.db, foldText(name), exceptId)) };
}

export async function workoutDetail(ctx: AppContext, id: string): Promise<TWorkout> {
  return toWorkout(await requireWorkout(ctx.db, id));
}

/** POST /api/workouts: the caller is the author. */
export async function createWorkout(
  ctx: AppContext,
  actor: AuditActor,
  input: TWorkoutInputParsed,
): Promise<TWorkout> {
  const now = ctx.clock.now();
  const columns = writtenColumns(input, now);
  if (await nameKeyTaken(ctx.db, columns.nameKey)) throw nameTaken();
  const id = await withNameGuard(() =>
    inTransaction(ctx.db, async (tx) => {
      const row = await insertWorkout(tx, { ...columns, authorId: actor.id, createdAt: now });
      await recordAudit(
        tx,
        actor,
        { action: "workout.create", targetType: "workout", targetId: row.id },
        now,
      );
      return row.id;
    }),
  );
  return workoutDetail(ctx, id);
}

/** PUT /api/workouts/:id: the whole workout again; author and archive state stay. */
export async function saveWorkout(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: TWorkoutInputParsed,
): Promise<TWorkout> {
  await requireWorkout(ctx.db, id);
  const now = ctx.clock.now();
  const columns = writtenColumns(input, now);
  if (await nameKeyTaken(ctx.db, columns.nameKey, id)) throw nameTaken();
  await withNameGuard(() =>
    inTransaction(ctx.db, async (tx) => {
      if (!(await updateWorkout(tx, id, columns))) throw notFound();
      await recordAudit(tx, actor, { action: "workout.update", targetType: "workout", targetId: id }, now);
    }),
  );
  return workoutDetail(ctx, id);
}

const COPY_SUFFIX = /\s*\(copie(?: \d+)?\)$/;
/** "<name> (copie)", "<name> (copie 2)" …, the base shortened when the suffix would pass the name's limit. */
function copyName(base: string, n: number): string {
  const suffix = n === 1 ? " (copie)" : ` (copie ${n})`;
  return `${base.slice(0, WORKOUT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** The first free copy name of `name` (a copy of a copy counts on from the original's copies). */
async function freeCopyName(db: Db, name: string): Promise<string> {
  const base = name.replace(COPY_SUFFIX, "") || name;
  // Every candidate starts with the base's first characters: one query finds the copies already made.
  const taken = new Set(await nameKeysStartingWith(db, foldText(base.slice(0, 60))));
  for (let n = 1; ; n++) {
    const candidate = copyName(base, n);
    if (!taken.has(foldText(candidate))) return candidate;
  }
}

/** POST /api/workouts/:id/duplicate: a copy with a free name (TRAINING.md §4), written by the caller. */
export async function duplicateWorkout(ctx: AppContext, actor: AuditActor, id: string): Promise<TWorkout> {
  const source = await requireWorkout(ctx.db, id);
  const now = ctx.clock.now();
  // Two copies at once may pick the same name: the loser tries the next free one.
  for (let attempt = 1; ; attempt++) {
    const name = await freeCopyName(ctx.db, source.name);
    try {
      const copyId = await inTransaction(ctx.db, async (tx) => {
        const { id: _id, authorId: _a, archivedAt: _z, authorName: _n, usedCount: _u, ...rest } = source;
        const row = await insertWorkout(tx, {
          ...rest,
          name,
          nameKey: foldText(name),
          searchText: foldText(`${name} ${source.notes}`),
          authorId: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(
          tx,
          actor,
          { action: "workout.create", targetType: "workout", targetId: row.id, detail: { copyOf: id } },
          now,
        );
        return row.id;
      });
      return workoutDetail(ctx, copyId);
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, WORKOUT_NAME_KEY)) continue;
      if (isUniqueViolation(error, WORKOUT_NAME_KEY)) throw nameTaken();
      throw error;
    }
  }
}

/** POST /api/workouts/:id/archive: hidden from the library (plans keep it), or back. */
export async function archiveWorkout(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  archived: boolean,
): Promise<TWorkout> {
  const current = await requireWorkout(ctx.db, id);
  if ((current.archivedAt !== null) !== archived) {
    const now = ctx.clock.now();
    await inTransaction(ctx.db, async (tx) => {
      await updateWorkout(tx, id, { archivedAt: archived ? now : null, updatedAt: now });
      await recordAudit(
        tx,
        actor,
        { action: "workout.update", targetType: "workout", targetId: id, detail: { archived } },
        now,
      );
    });
  }
  return workoutDetail(ctx, id);
}

/** DELETE /api/workouts/:id: refused while a plan or a session uses it (archive it instead). */
export async function removeWorkout(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const inUse = (plans: number, sessions: number) => new AppError("WORKOUT_IN_USE", 409, { plans, sessions });
  try {
    await inTransaction(ctx.db, async (tx) => {
      const [plans, sessions] = await Promise.all([countPlansUsing(tx, id), countSessionsUsing(tx, id)]);
      if (plans > 0 || sessions > 0) throw inUse(plans, sessions);
      const row = await deleteWorkout(tx, id);
      if (!row) throw notFound();
      // The name is kept: the log names a deleted workout by it.
      await recordAudit(
        tx,
        actor,
        { action: "workout.delete", targetType: "workout", targetId: id, detail: { name: row.name } },
        ctx.clock.now(),
      );
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      const [plans, sessions] = await Promise.all([
        countPlansUsing(ctx.db, id),
        countSessionsUsing(ctx.db, id),
      ]);
      throw inUse(plans, plans + sessions > 0 ? sessions : 1);
    }
    throw error;
  }
}

/** The hub's words for the watch in the caller's language. */
export function fitWords(t: TFunction): FitWords {
  return {
    drill: (drill) => t(`common:hub.drills.${drill}`),
    effort: (effort) => t(`common:hub.efforts.${effort}`),
    equipment: (item) => t(`common:hub.equipment.${item}`),
  };
}

/** GET /api/workouts/:id/fit: the Garmin FIT file and its download name. */
export async function workoutFitFile(
  ctx: AppContext,
  id: string,
  poolLengthMetres: 25 | 50,
  t: TFunction,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const row = await requireWorkout(ctx.db, id);
  const bytes = encodeWorkoutFit(row, poolLengthMetres, fitWords(t), ctx.clock.now());
  return { bytes, filename: fitFileName(row.name, row.id.slice(0, 8)) };
}
