import type {
  TSession,
  TSessionInputParsed,
  TSessionSummary,
  TSessionUpdateParsed,
} from "@bazin/shared/contracts/sessions";
import {
  canSessionTransition,
  isSessionPast,
  type SessionStatus,
} from "@bazin/shared/domain/training/session-rules";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { recomputePersonalBests } from "../times/service.ts";
import { refuseConflicts } from "../training/recovery.service.ts";
import { checkInput, notifyScheduled, refuseShortNotice, sessionNotFound } from "./checks.ts";
import { requireSessionInScope, sessionVisibleTo } from "./policy.ts";
import { toSession, toSessionSummary } from "./presenter.ts";
import { conflictsOfSessions } from "./recovery.ts";
import {
  attendanceCounts,
  deleteSession,
  deleteTimesOfSession,
  findSession,
  insertSession,
  listSessions,
  lockSession,
  participantsOf,
  type SessionFilter,
  type SessionRow,
  setParticipants,
  timesCounts,
  timesOfSession,
  updateSession,
} from "./repository.ts";

/*
 * Training sessions for staff (SPEC §4; TRAINING.md §6). Scheduling and moving warn inside the 48 h notice and on
 * recovery conflicts (continue anyway); a past session keeps its details and cannot be deleted, while what
 * happens at the pool (status, attendance, notes, feedback, times) goes on. Changing the workout of a session with
 * recorded times deletes them only when the coach confirmed. Swimmers hear of scheduling, moves and cancellations.
 */

/** Staff who change sessions: scope comes from the role, the audit entry names them. */
export type StaffActor = Viewer & AuditActor;

/** What the audit log keeps of a session once it is gone: its title (if any), day and start. */
export const sessionLabel = (s: { title: string; day: string; startTime: string }) =>
  `${s.title ? `${s.title}, ` : ""}${s.day} ${s.startTime}`;

/** One session, whole (staff). */
export async function sessionById(ctx: AppContext, id: string): Promise<TSession> {
  const row = await findSession(ctx.db, id);
  if (!row) throw sessionNotFound();
  const [participants, counts] = await Promise.all([participantsOf(ctx.db, [id]), timesCounts(ctx.db, [id])]);
  return toSession(row, participants, counts.get(id) ?? 0, ctx.clock.now());
}

/** A session in `tx`, locked, that the viewer may change. */
export async function lockedInScope(tx: Db, viewer: Viewer, id: string): Promise<SessionRow> {
  const current = await lockSession(tx, id);
  if (!current) throw sessionNotFound();
  await requireSessionInScope(tx, viewer, current);
  return current;
}

/** GET /api/sessions/:id */
export async function sessionDetail(ctx: AppContext, viewer: Viewer, id: string): Promise<TSession> {
  const row = await findSession(ctx.db, id);
  if (!row) throw sessionNotFound();
  await requireSessionInScope(ctx.db, viewer, row.session);
  return sessionById(ctx, id);
}

/** GET /api/sessions: the viewer's sessions in a range (a coach: those they lead or of their swimmers). */
export async function sessionList(
  ctx: AppContext,
  viewer: Viewer,
  filter: SessionFilter,
): Promise<{ items: TSessionSummary[] }> {
  const rows = await listSessions(ctx.db, filter, sessionVisibleTo(viewer));
  const counts = await attendanceCounts(
    ctx.db,
    rows.map((r) => r.session.id),
  );
  const now = ctx.clock.now();
  return { items: rows.map((row) => toSessionSummary(row, counts.get(row.session.id), now)) };
}

const detailsOf = (input: TSessionInputParsed) => ({
  day: input.day,
  startTime: input.startTime,
  durationMinutes: input.durationMinutes,
  poolLength: input.poolLength,
  coachId: input.coachId,
  workoutId: input.workoutId,
  planId: input.planId,
  title: input.title,
  notes: input.notes,
});

/** POST /api/sessions: an ad-hoc session; its swimmers are notified unless it already started. */
export async function createSession(
  ctx: AppContext,
  viewer: StaffActor,
  input: TSessionInputParsed,
): Promise<TSession> {
  const now = ctx.clock.now();
  const id = await inTransaction(ctx.db, async (tx) => {
    const checked = await checkInput(tx, viewer, input, null);
    refuseShortNotice([input], now, input.continueAnyway);
    if (checked.workout && !input.continueAnyway)
      refuseConflicts(
        await conflictsOfSessions(tx, [
          { key: "new", day: input.day, workout: checked.workout, studentIds: checked.studentIds },
        ]),
        false,
      );
    const row = await insertSession(tx, {
      ...detailsOf(input),
      createdBy: viewer.id,
      createdAt: now,
      updatedAt: now,
    });
    await setParticipants(tx, row.id, checked.studentIds);
    if (!isSessionPast(row, now)) await notifyScheduled(ctx, tx, row, checked.studentIds);
    await recordAudit(
      tx,
      viewer,
      {
        action: "session.create",
        targetType: "session",
        targetId: row.id,
        detail: { day: row.day, participants: checked.studentIds.length },
      },
      now,
    );
    return row.id;
  });
  return sessionById(ctx, id);
}

/** Deletes a session's times and recomputes the PB flags of the series they were in. */
async function deleteSessionTimes(tx: Parameters<typeof recomputePersonalBests>[0], sessionId: string) {
  const times = await timesOfSession(tx, sessionId);
  await deleteTimesOfSession(tx, sessionId);
  const series = new Map(times.map((t) => [`${t.studentId}|${t.event}|${t.poolLength}`, t]));
  for (const t of series.values()) await recomputePersonalBests(tx, t.studentId, t.event, t.poolLength);
}

/** PUT /api/sessions/:id: details and participants of a session that has not started. */
export async function saveSession(
  ctx: AppContext,
  viewer: StaffActor,
  id: string,
  input: TSessionUpdateParsed,
): Promise<TSession> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockedInScope(tx, viewer, id);
    if (isSessionPast(current, now)) throw new AppError("SESSION_PAST", 409);
    if (current.status === "cancelled") throw new AppError("SESSION_CANCELLED", 409);
    const storedStudents = (await participantsOf(tx, [id])).map((p) => p.participant.studentId);
    const checked = await checkInput(tx, viewer, input, {
      studentIds: storedStudents,
      workoutId: current.workoutId,
    });
    const moved = current.day !== input.day || current.startTime !== input.startTime;
    if (moved) refuseShortNotice([current, input], now, input.continueAnyway);
    const workoutChanged = current.workoutId !== input.workoutId;
    if (workoutChanged) {
      const times = (await timesCounts(tx, [id])).get(id) ?? 0;
      if (times > 0 && !input.confirmDeleteTimes)
        throw new AppError("SESSION_TIMES_EXIST", 409, { count: times });
      if (times > 0) await deleteSessionTimes(tx, id);
    }
    const before = new Set(storedStudents);
    const added = checked.studentIds.filter((s) => !before.has(s));
    if (checked.workout && !input.continueAnyway && (moved || workoutChanged || added.length > 0))
      refuseConflicts(
        await conflictsOfSessions(
          tx,
          [{ key: id, day: input.day, workout: checked.workout, studentIds: checked.studentIds }],
          [id],
        ),
        false,
      );
    await updateSession(tx, id, { ...detailsOf(input), updatedAt: now });
    await setParticipants(tx, id, checked.studentIds);
    const session = { id, day: input.day, startTime: input.startTime };
    if (moved)
      await notifyScheduled(
        ctx,
        tx,
        session,
        checked.studentIds.filter((s) => !added.includes(s)),
        "moved",
      );
    await notifyScheduled(ctx, tx, session, added);
    await recordAudit(
      tx,
      viewer,
      {
        action: "session.update",
        targetType: "session",
        targetId: id,
        detail: { day: input.day, participants: checked.studentIds.length },
      },
      now,
    );
  });
  return sessionById(ctx, id);
}

/** PUT /api/sessions/:id/status: only by an allowed transition; cancelling notifies the swimmers. */
export async function changeSessionStatus(
  ctx: AppContext,
  viewer: StaffActor,
  id: string,
  input: { status: SessionStatus; continueAnyway: boolean },
): Promise<TSession> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockedInScope(tx, viewer, id);
    const from = current.status as SessionStatus;
    if (!canSessionTransition(from, input.status))
      throw new AppError("SESSION_TRANSITION", 409, { from, to: input.status });
    if (input.status === "cancelled") refuseShortNotice([current], now, input.continueAnyway);
    await updateSession(tx, id, { status: input.status, updatedAt: now });
    if (input.status === "cancelled" && !isSessionPast(current, now)) {
      const students = (await participantsOf(tx, [id])).map((p) => p.participant.studentId);
      await notifyScheduled(ctx, tx, current, students, "cancelled");
    }
    await recordAudit(
      tx,
      viewer,
      { action: "session.status", targetType: "session", targetId: id, detail: { from, to: input.status } },
      now,
    );
  });
  return sessionById(ctx, id);
}

/** DELETE /api/sessions/:id: never a past session. */
export async function removeSession(ctx: AppContext, viewer: StaffActor, id: string): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockedInScope(tx, viewer, id);
    if (isSessionPast(current, now)) throw new AppError("SESSION_PAST", 409);
    await deleteSession(tx, id);
    // The label goes in the entry: once the session is gone, nothing else says which one it was.
    await recordAudit(
      tx,
      viewer,
      {
        action: "session.delete",
        targetType: "session",
        targetId: id,
        detail: { name: sessionLabel(current) },
      },
      now,
    );
  });
}
