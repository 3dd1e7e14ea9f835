import type { TMySession, TMySessionWorkout } from "@bazin/shared/contracts/sessions";
import { canRateSession, type SessionStatus } from "@bazin/shared/domain/training/session-rules";
import type { WorkoutLevel, WorkoutType } from "@bazin/shared/domain/training/workout-taxonomy";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { findStudentIdOfUser } from "../times/repository.ts";
import { refuseLateAbsence, sessionNotFound } from "./checks.ts";
import { toMySession } from "./presenter.ts";
import {
  findSession,
  listSessions,
  lockSession,
  participantsOf,
  type SessionRow,
  updateParticipant,
  workoutWithSteps,
} from "./repository.ts";

/*
 * The swimmer's own sessions (SPEC §2 /swimmer/sessions; TRAINING.md §6): their line only, never the coach's notes.
 * An absence may be announced until 24 h before the start (it sets the attendance to absent); a rating (1–5 and a
 * comment) once the session has started or was completed, never for a cancelled one, and may be changed.
 */

async function ownStudentId(ctx: AppContext, userId: string): Promise<string> {
  const studentId = await findStudentIdOfUser(ctx.db, userId);
  if (!studentId) throw new AppError("NO_SWIMMER_PROFILE", 404);
  return studentId;
}

/** The session as this student sees it; 404 unless they take part in it. */
async function mySession(ctx: AppContext, studentId: string, id: string): Promise<TMySession> {
  const row = await findSession(ctx.db, id);
  const own = row && (await participantsOf(ctx.db, [id])).find((p) => p.participant.studentId === studentId);
  if (!row || !own) throw sessionNotFound();
  return toMySession(row, own.participant, ctx.clock.now());
}

/** GET /api/me/sessions/:id/workout: the steps of the workout of a session the swimmer takes part in. */
export async function mySessionWorkout(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<TMySessionWorkout> {
  const studentId = await ownStudentId(ctx, userId);
  const session = (await mySession(ctx, studentId, id)).workout;
  const row = session && (await workoutWithSteps(ctx.db, session.id));
  if (!row) return { workout: null };
  return { workout: { ...row, type: row.type as WorkoutType, level: row.level as WorkoutLevel } };
}

/** GET /api/me/sessions */
export async function mySessions(
  ctx: AppContext,
  userId: string,
  range: { from: string; to: string },
): Promise<{ items: TMySession[] }> {
  const studentId = await ownStudentId(ctx, userId);
  const rows = await listSessions(ctx.db, { ...range, studentId });
  const lines = await participantsOf(
    ctx.db,
    rows.map((r) => r.session.id),
  );
  const now = ctx.clock.now();
  return {
    items: rows.map((row) => {
      const own = lines.find(
        (l) => l.participant.sessionId === row.session.id && l.participant.studentId === studentId,
      )!;
      return toMySession(row, own.participant, now);
    }),
  };
}

/** Runs `change` on the locked session the student takes part in, then answers it as they see it. */
async function changeOwn(
  ctx: AppContext,
  userId: string,
  id: string,
  change: (tx: Db, session: SessionRow, studentId: string) => Promise<void>,
): Promise<TMySession> {
  const studentId = await ownStudentId(ctx, userId);
  await inTransaction(ctx.db, async (tx) => {
    const session = await lockSession(tx, id);
    const takesPart =
      session && (await participantsOf(tx, [id])).some((p) => p.participant.studentId === studentId);
    if (!session || !takesPart) throw sessionNotFound();
    await change(tx, session, studentId);
  });
  return mySession(ctx, studentId, id);
}

/** POST /api/me/sessions/:id/absence: until 24 h before the start of a planned session. */
export function announceAbsence(ctx: AppContext, userId: string, id: string, reason: string) {
  const now = ctx.clock.now();
  return changeOwn(ctx, userId, id, async (tx, session, studentId) => {
    if (session.status === "cancelled") throw new AppError("SESSION_CANCELLED", 409);
    refuseLateAbsence(session, now);
    await updateParticipant(tx, id, studentId, {
      attendance: "absent",
      absenceAnnouncedAt: now,
      absenceReason: reason || null,
    });
  });
}

/** PUT /api/me/sessions/:id/rating: once the session has started or was completed. */
export function rateSession(ctx: AppContext, userId: string, id: string, rating: number, comment: string) {
  const now = ctx.clock.now();
  return changeOwn(ctx, userId, id, async (tx, session, studentId) => {
    const status = session.status as SessionStatus;
    if (status === "cancelled") throw new AppError("SESSION_CANCELLED", 409);
    if (!canRateSession({ ...session, status }, now)) throw new AppError("RATING_TOO_EARLY", 409);
    await updateParticipant(tx, id, studentId, { rating, ratingComment: comment || null, ratedAt: now });
  });
}

/** POST /api/me/sessions/:id/feedback-read: the coach's feedback was read (the dashboard's unread count). */
export function markFeedbackRead(ctx: AppContext, userId: string, id: string) {
  const now = ctx.clock.now();
  return changeOwn(ctx, userId, id, async (tx, _session, studentId) => {
    await updateParticipant(tx, id, studentId, { feedbackReadAt: now });
  });
}
