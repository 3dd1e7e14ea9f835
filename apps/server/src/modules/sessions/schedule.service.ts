import type { TPlanScheduleResult } from "@bazin/shared/contracts/sessions";
import { isSessionPast } from "@bazin/shared/domain/training/session-rules";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { refuseConflicts } from "../training/recovery.service.ts";
import { notifyScheduled, refuseShortNotice, throwIfFieldProblems } from "./checks.ts";
import {
  lockPlanForSchedule,
  placementsInRange,
  scheduledPlacementIds,
  swimmersOfPlan,
} from "./plan-schedule.repository.ts";
import { toSessionSummary } from "./presenter.ts";
import { conflictsOfSessions } from "./recovery.ts";
import {
  attendanceCounts,
  findSession,
  insertSession,
  isActiveStaff,
  setParticipants,
} from "./repository.ts";

/*
 * Scheduling a plan's placed workouts (TRAINING.md §5–§6): one session per placement in the range that has none
 * yet (training_sessions.plan_workout_id is unique), for the plan's swimmers at this moment (its groups' members
 * now). Calling it again creates nothing for placements already scheduled. The 48 h notice and recovery conflicts
 * warn for the whole batch; the swimmers are notified of each session.
 */

export interface ScheduleInput {
  from: string;
  to: string;
  startTime: string;
  durationMinutes: number;
  poolLength: number;
  coachId: string;
  continueAnyway: boolean;
}

/** POST /api/plans/:id/schedule */
export async function schedulePlan(
  ctx: AppContext,
  viewer: Viewer & AuditActor,
  planId: string,
  input: ScheduleInput,
): Promise<TPlanScheduleResult> {
  const now = ctx.clock.now();
  const { ids, alreadyScheduled } = await inTransaction(ctx.db, async (tx) => {
    const plan = await lockPlanForSchedule(tx, planId);
    if (!plan) throw new AppError("PLAN_NOT_FOUND", 404);
    if (!(await isActiveStaff(tx, input.coachId)))
      throwIfFieldProblems([{ field: "coachId", key: "sessionCoachInvalid" }]);
    const placements = await placementsInRange(tx, planId, input.from, input.to);
    const done = await scheduledPlacementIds(
      tx,
      placements.map((p) => p.id),
    );
    const todo = placements.filter((p) => !done.has(p.id));
    const swimmers = await swimmersOfPlan(tx, planId);
    refuseShortNotice(
      todo.map((p) => ({ day: p.day, startTime: input.startTime })),
      now,
      input.continueAnyway,
    );
    if (!input.continueAnyway)
      refuseConflicts(
        await conflictsOfSessions(
          tx,
          todo.map((p) => ({
            key: p.id,
            day: p.day,
            workout: { name: p.workoutName, type: p.type, peakZone: p.peakZone },
            studentIds: swimmers,
          })),
        ),
        false,
      );
    const created: string[] = [];
    for (const p of todo) {
      const row = await insertSession(tx, {
        day: p.day,
        startTime: input.startTime,
        durationMinutes: input.durationMinutes,
        poolLength: input.poolLength,
        coachId: input.coachId,
        workoutId: p.workoutId,
        planId,
        planWorkoutId: p.id,
        createdBy: viewer.id,
        createdAt: now,
        updatedAt: now,
      });
      await setParticipants(tx, row.id, swimmers);
      if (!isSessionPast(row, now)) await notifyScheduled(ctx, tx, row, swimmers);
      await recordAudit(
        tx,
        viewer,
        {
          action: "session.create",
          targetType: "session",
          targetId: row.id,
          detail: { day: row.day, participants: swimmers.length, planId },
        },
        now,
      );
      created.push(row.id);
    }
    return { ids: created, alreadyScheduled: done.size };
  });
  const counts = await attendanceCounts(ctx.db, ids);
  const rows = await Promise.all(ids.map((id) => findSession(ctx.db, id)));
  return {
    created: rows.map((row) => toSessionSummary(row!, counts.get(row!.session.id), now)),
    alreadyScheduled,
  };
}
