import type {
  TCreateSwimTimesResponse,
  TStudentTimes,
  TSwimTime,
  TSwimTimeListFilter,
  TSwimTimePage,
  TTimeStudent,
  ZCreateSwimTimesRequest,
  ZUpdateSwimTimeRequest,
} from "@bazin/shared/contracts/times";
import { localDate } from "@bazin/shared/domain/club";
import { ageInYearOfSwim } from "@bazin/shared/domain/training/age-group";
import { type Gender, SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { personalBestIds, seasonOf } from "@bazin/shared/domain/training/personal-bests";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireStudentInScope, type Viewer } from "../swimmers/policy.ts";
import { personalBestsOf, toSwimTime } from "./presenter.ts";
import { announceClubRecords, heldRecordsOf } from "./records.service.ts";
import {
  currentBestIds,
  deleteTime,
  findStudentBasics,
  findStudentIdOfUser,
  findTime,
  findTimesByIds,
  insertTimes,
  listSeries,
  listStudentTimes,
  listTimeStudents,
  listTimes,
  type NewSwimTime,
  type StudentBasics,
  setPersonalRecordFlag,
  setStudentGender,
  updateTime,
} from "./repository.ts";

type CreateInput = z.output<typeof ZCreateSwimTimesRequest>;
type UpdateInput = z.output<typeof ZUpdateSwimTimeRequest>;

const notFound = () => new AppError("SWIM_TIME_NOT_FOUND", 404);

/** Times are swum, not planned: a day after today (in Romania) is refused. */
function requireNotFuture(ctx: AppContext, swumOn: string) {
  if (swumOn > localDate(ctx.clock.now()))
    throw new AppError("SWIM_DATE_IN_FUTURE", 400, {}, { swumOn: "dateInFuture" });
}

async function requireStudent(ctx: AppContext, studentId: string): Promise<StudentBasics> {
  const student = await findStudentBasics(ctx.db, studentId);
  if (!student) throw new AppError("STUDENT_NOT_FOUND", 404);
  return student;
}

/**
 * Recomputes the "personal best when swum" flags of one swimmer × event × pool (TRAINING.md §2), inside the
 * transaction of the change that may have moved them.
 */
export async function recomputePersonalBests(tx: Tx, studentId: string, event: string, poolLength: number) {
  const series = await listSeries(tx, studentId, event, poolLength);
  const flagged = personalBestIds(series);
  await setPersonalRecordFlag(
    tx,
    series.filter((s) => flagged.has(s.id) && !s.personalRecord).map((s) => s.id),
    true,
  );
  await setPersonalRecordFlag(
    tx,
    series.filter((s) => !flagged.has(s.id) && s.personalRecord).map((s) => s.id),
    false,
  );
}

export interface RecordTimesOptions {
  source?: "manual" | "session" | "import";
  sessionId?: string | null;
  createdBy: string | null;
  /** Tell coaches, admins and the swimmer about new club records (off for the demo seed). */
  announceRecords?: boolean;
}

/**
 * Stores several times of one swimmer inside `tx`: PB flags of every touched series recomputed, new club records
 * announced after commit. The rows keep the order they were given in (heats before finals on one day).
 * Returns the new ids, those that are the swimmer's best now, and those that hold a club record.
 */
export async function recordTimesWithin(
  ctx: AppContext,
  tx: Tx,
  student: Pick<StudentBasics, "id" | "birthDate" | "gender" | "userId" | "fullName">,
  swumOn: string,
  entries: {
    event: string;
    hundredths: number;
    poolLength: number;
    competition?: string | null;
    notes?: string | null;
    importKey?: string | null;
    /** A session's entry: its idempotency key, recorder column and live-mode splits. */
    clientKey?: string | null;
    sessionSlot?: string | null;
    splits?: number[] | null;
  }[],
  options: RecordTimesOptions,
): Promise<{ ids: string[]; personalBests: string[]; clubRecords: string[] }> {
  const base = ctx.clock.now().getTime();
  const rows: NewSwimTime[] = entries.map((entry, i) => ({
    studentId: student.id,
    event: entry.event,
    poolLength: entry.poolLength,
    hundredths: entry.hundredths,
    swumOn,
    competition: entry.competition ?? null,
    notes: entry.notes ?? null,
    source: options.source ?? "manual",
    sessionId: options.sessionId ?? null,
    importKey: entry.importKey ?? null,
    clientKey: entry.clientKey ?? null,
    sessionSlot: entry.sessionSlot ?? null,
    splits: entry.splits && entry.splits.length > 0 ? entry.splits : null,
    gender: student.gender,
    ageYears: ageInYearOfSwim(student.birthDate, swumOn),
    createdBy: options.createdBy,
    createdAt: new Date(base + i),
    updatedAt: new Date(base + i),
  }));
  const inserted = await insertTimes(tx, rows);
  const series = new Set(inserted.map((r) => `${r.event}|${r.poolLength}`));
  for (const key of series) {
    const [event, pool] = key.split("|") as [string, string];
    await recomputePersonalBests(tx, student.id, event, Number(pool));
  }
  const ids = inserted.map((r) => r.id);
  const personalBests = await currentBestIds(tx, student.id, ids);
  const clubRecords = await announceClubRecords(ctx, tx, ids, options.announceRecords ?? true);
  return { ids, personalBests, clubRecords };
}

/** POST /api/swim-times: several times of one swimmer and day (SPEC §5). */
export async function createTimes(
  ctx: AppContext,
  viewer: Viewer,
  input: CreateInput,
): Promise<TCreateSwimTimesResponse> {
  requireNotFuture(ctx, input.swumOn);
  await requireStudentInScope(ctx.db, viewer, input.studentId);
  const result = await inTransaction(ctx.db, async (tx) => {
    let student = await requireStudent({ ...ctx, db: tx }, input.studentId);
    if (input.gender && input.gender !== student.gender) {
      await setStudentGender(tx, student.id, input.gender);
      student = { ...student, gender: input.gender };
    }
    return recordTimesWithin(
      ctx,
      tx,
      student,
      input.swumOn,
      input.entries.map((e) => ({ ...e, hundredths: e.time })),
      { createdBy: viewer.id },
    );
  });
  const rows = await findTimesByIds(ctx.db, result.ids);
  const order = new Map(result.ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    items: rows.map(toSwimTime),
    personalBests: result.personalBests,
    clubRecords: result.clubRecords,
  };
}

/** PUT /api/swim-times/:id: the old and the new series both get their PB flags recomputed. */
export async function editTime(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  input: UpdateInput,
): Promise<TSwimTime> {
  requireNotFuture(ctx, input.swumOn);
  const current = await findTime(ctx.db, id);
  if (!current) throw notFound();
  await requireStudentInScope(ctx.db, viewer, current.studentId);
  await changeTime(ctx, current, input);
  return toSwimTime((await findTime(ctx.db, id))!);
}

/**
 * Changes a time the caller may change (checked by the caller: the swimmer's scope, or the session's for a time
 * taken in a session): PB flags of the series it leaves and joins recomputed, a new club record announced.
 */
export async function changeTime(
  ctx: AppContext,
  current: { id: string; studentId: string; event: string; poolLength: number },
  input: UpdateInput,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const student = await requireStudent({ ...ctx, db: tx }, current.studentId);
    const updated = await updateTime(tx, current.id, {
      event: input.event,
      poolLength: input.poolLength,
      hundredths: input.time,
      swumOn: input.swumOn,
      competition: input.competition,
      notes: input.notes,
      ageYears: ageInYearOfSwim(student.birthDate, input.swumOn),
      updatedAt: ctx.clock.now(),
    });
    if (!updated) throw notFound();
    await recomputePersonalBests(tx, current.studentId, current.event, current.poolLength);
    if (current.event !== input.event || current.poolLength !== input.poolLength)
      await recomputePersonalBests(tx, current.studentId, input.event, input.poolLength);
    await announceClubRecords(ctx, tx, [current.id], true);
  });
}

/** DELETE /api/swim-times/:id: the series' PB flags are recomputed without it. */
export async function removeTime(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  const current = await findTime(ctx.db, id);
  if (!current) throw notFound();
  await requireStudentInScope(ctx.db, viewer, current.studentId);
  await deleteTimeAndRecompute(ctx, id);
}

/** Deletes a time the caller may delete (checked by the caller) and recomputes its series' PB flags. */
export async function deleteTimeAndRecompute(ctx: AppContext, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const removed = await deleteTime(tx, id);
    if (!removed) throw notFound();
    await recomputePersonalBests(tx, removed.studentId, removed.event, removed.poolLength);
  });
}

export async function timesPage(
  ctx: AppContext,
  viewer: Viewer,
  filter: TSwimTimeListFilter,
): Promise<TSwimTimePage> {
  const { rows, total } = await listTimes(ctx.db, filter, viewer);
  return { items: rows.map(toSwimTime), total, page: filter.page, pageSize: filter.pageSize };
}

/** The swimmers a viewer may record times for: every student for admins, a coach's own swimmers. */
export async function timeStudents(
  ctx: AppContext,
  viewer: Viewer,
  q: string | undefined,
): Promise<TTimeStudent[]> {
  const rows = await listTimeStudents(ctx.db, q, viewer);
  return rows.map((r) => ({ ...r, gender: r.gender as Gender | null }));
}

const EVENT_ORDER = new Map(SWIM_EVENTS.map((e, i) => [e as string, i]));

/** A swimmer's times page: PBs per event and pool, the whole history, the records they hold. */
export async function studentTimes(ctx: AppContext, studentId: string): Promise<TStudentTimes> {
  const student = await requireStudent(ctx, studentId);
  const [history, records] = await Promise.all([
    listStudentTimes(ctx.db, studentId),
    heldRecordsOf(ctx, studentId),
  ]);
  const season = seasonOf(localDate(ctx.clock.now()));
  const personalBests = personalBestsOf(history, season).sort(
    (a, b) => a.poolLength - b.poolLength || EVENT_ORDER.get(a.event)! - EVENT_ORDER.get(b.event)!,
  );
  return {
    student: {
      id: student.id,
      fullName: student.fullName,
      birthDate: student.birthDate,
      gender: student.gender as Gender | null,
      isAdvancedSwimmer: student.isAdvancedSwimmer,
    },
    season,
    personalBests,
    history: history.map(toSwimTime),
    records,
  };
}

/** GET /api/swim-times/students/:id, for admins and the student's coaches. */
export async function studentTimesFor(ctx: AppContext, viewer: Viewer, studentId: string) {
  await requireStudent(ctx, studentId);
  await requireStudentInScope(ctx.db, viewer, studentId);
  return studentTimes(ctx, studentId);
}

/** GET /api/me/times: a swimmer's own page; 404 NO_SWIMMER_PROFILE until the account is linked to a student. */
export async function myTimes(ctx: AppContext, userId: string): Promise<TStudentTimes> {
  const studentId = await findStudentIdOfUser(ctx.db, userId);
  if (!studentId) throw new AppError("NO_SWIMMER_PROFILE", 404);
  return studentTimes(ctx, studentId);
}
