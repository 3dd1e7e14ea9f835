import type { TSession } from "@bazin/shared/contracts/sessions";
import { type Attendance, isAttended } from "@bazin/shared/domain/training/session-rules";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/service.ts";
import { notifySessionFeedback } from "../notifications/producers.ts";
import { recordAttendanceActivity } from "../registrant-access/renewal.activity.ts";
import { sessionPage, throwIfFieldProblems } from "./checks.ts";
import { accountsOfStudents, participantsOf, updateParticipant } from "./repository.ts";
import { lockedInScope, type StaffActor, sessionById } from "./service.ts";

/*
 * What the coach records per participant (TRAINING.md §6): attendance, coach notes (staff only) and feedback to the
 * swimmer (SESSION_FEEDBACK, pushed after commit). Allowed on past sessions too: this is what happens at the pool.
 * A cancelled session takes none of it.
 */

/** PUT /api/sessions/:id/attendance: several participants at once. */
export async function setAttendance(
  ctx: AppContext,
  viewer: StaffActor,
  id: string,
  entries: readonly { studentId: string; attendance: Attendance | null }[],
): Promise<TSession> {
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockedInScope(tx, viewer, id);
    if (current.status === "cancelled") throw new AppError("SESSION_CANCELLED", 409);
    const problems: { field: string; key: string }[] = [];
    for (const [i, entry] of entries.entries()) {
      const found = await updateParticipant(tx, id, entry.studentId, { attendance: entry.attendance });
      if (!found) problems.push({ field: `entries.${i}.studentId`, key: "sessionNotParticipant" });
    }
    // A refusal rolls back the lines already written: the batch is taken whole or not at all.
    throwIfFieldProblems(problems);
    // Being there is activity: it keeps the registration alive (spec §1, 45 days of inactivity).
    const attended = entries.filter((e) => e.attendance !== null && isAttended(e.attendance));
    await recordAttendanceActivity(
      tx,
      attended.map((e) => e.studentId),
      ctx.clock.now(),
    );
    await recordAudit(
      tx,
      viewer,
      {
        action: "session.attendance",
        targetType: "session",
        targetId: id,
        detail: { day: current.day, count: entries.length },
      },
      ctx.clock.now(),
    );
  });
  return sessionById(ctx, id);
}

/**
 * PUT /api/sessions/:id/participants/:studentId: each field given is set. New or changed feedback (not empty) is
 * stamped and unread again, and notifies the swimmer's account.
 */
export async function updateParticipantLine(
  ctx: AppContext,
  viewer: StaffActor,
  id: string,
  studentId: string,
  input: { attendance?: Attendance | null; coachNotes?: string | null; coachFeedback?: string | null },
): Promise<TSession> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const current = await lockedInScope(tx, viewer, id);
    if (current.status === "cancelled") throw new AppError("SESSION_CANCELLED", 409);
    const line = (await participantsOf(tx, [id])).find((p) => p.participant.studentId === studentId);
    if (!line) throw new AppError("VALIDATION_ERROR", 400, {}, { studentId: "sessionNotParticipant" });
    const feedback = input.coachFeedback === undefined ? undefined : input.coachFeedback || null;
    const feedbackChanged = feedback !== undefined && feedback !== line.participant.coachFeedback;
    await updateParticipant(tx, id, studentId, {
      ...(input.attendance !== undefined ? { attendance: input.attendance } : {}),
      ...(input.coachNotes !== undefined ? { coachNotes: input.coachNotes || null } : {}),
      ...(feedbackChanged
        ? { coachFeedback: feedback, feedbackAt: feedback ? now : null, feedbackReadAt: null }
        : {}),
    });
    if (input.attendance && isAttended(input.attendance))
      await recordAttendanceActivity(tx, [studentId], now);
    if (input.attendance !== undefined && input.attendance !== line.participant.attendance)
      await recordAudit(
        tx,
        viewer,
        {
          action: "session.attendance",
          targetType: "session",
          targetId: id,
          detail: { day: current.day, count: 1 },
        },
        now,
      );
    // Feedback is about one swimmer: the entry names them (and joins their own data export), the session in detail.
    if (feedbackChanged)
      await recordAudit(
        tx,
        viewer,
        {
          action: "session.feedback",
          targetType: "student",
          targetId: studentId,
          detail: { sessionId: id, day: current.day, cleared: !feedback },
        },
        now,
      );
    if (feedbackChanged && feedback) {
      const userIds = await accountsOfStudents(tx, [studentId]);
      if (userIds.length > 0)
        await notifySessionFeedback(ctx, tx, {
          userIds,
          sessionId: id,
          date: current.day,
          coachName: `${viewer.firstName} ${viewer.lastName}`.trim(),
          actionUrl: sessionPage(id),
        });
    }
  });
  return sessionById(ctx, id);
}
