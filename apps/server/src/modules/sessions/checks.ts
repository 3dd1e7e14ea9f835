import type { TSessionInputParsed } from "@bazin/shared/contracts/sessions";
import {
  canAnnounceAbsence,
  hoursUntilStart,
  isShortNotice,
  type SessionTime,
} from "@bazin/shared/domain/training/session-rules";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { notifyTrainingScheduled } from "../notifications/producers.ts";
import type { NotifyContext } from "../notifications/service.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { choosableGroupIds, choosableStudentIds, swimmersOfGroups } from "../training/roster.repository.ts";
import {
  accountsOfStudents,
  isActiveStaff,
  planExists,
  type SessionWorkout,
  workoutsByIds,
} from "./repository.ts";

/*
 * The rules a session's content must pass before a save writes anything (TRAINING.md §6), the 48 h notice and the
 * notifications of scheduling. Field problems are `validation` keys on paths of the body.
 */

export const sessionNotFound = () => new AppError("SESSION_NOT_FOUND", 404);
export const sessionPage = (id: string) => `/swimmer/sessions?session=${encodeURIComponent(id)}`;
const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** Throws 400 VALIDATION_ERROR with the first key per field, when there are problems. */
export function throwIfFieldProblems(problems: readonly { field: string; key: string }[]) {
  if (problems.length === 0) return;
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.key;
  throw new AppError("VALIDATION_ERROR", 400, {}, fields);
}

/** What a checked input brings: the students it takes part with (groups resolved now) and its workout. */
export interface CheckedInput {
  studentIds: string[];
  workout: SessionWorkout | null;
}

/**
 * Checks a save of `input` over what the session held (`stored`, null for a new one): a coach or admin leads it;
 * the workout exists and, when newly chosen, is not archived; the plan exists; swimmers and groups added by this
 * save are the caller's to choose (a coach: their own). Groups count with their members at this moment.
 */
export async function checkInput(
  db: Db,
  viewer: Viewer,
  input: Pick<TSessionInputParsed, "coachId" | "workoutId" | "planId" | "studentIds" | "groupIds">,
  stored: { studentIds: readonly string[]; workoutId: string | null } | null,
): Promise<CheckedInput> {
  const problems: { field: string; key: string }[] = [];
  const storedStudents = new Set(stored?.studentIds ?? []);
  const added = input.studentIds.filter((id) => !storedStudents.has(id));
  const [staff, workouts, plan, students, groups] = await Promise.all([
    isActiveStaff(db, input.coachId),
    workoutsByIds(db, input.workoutId ? [input.workoutId] : []),
    input.planId ? planExists(db, input.planId) : Promise.resolve(true),
    choosableStudentIds(db, viewer, added),
    choosableGroupIds(db, viewer, input.groupIds),
  ]);
  if (!staff) problems.push({ field: "coachId", key: "sessionCoachInvalid" });
  const workout = input.workoutId ? (workouts.get(input.workoutId) ?? null) : null;
  if (input.workoutId && !workout) problems.push({ field: "workoutId", key: "sessionWorkoutNotFound" });
  else if (workout?.archivedAt && stored?.workoutId !== workout.id)
    problems.push({ field: "workoutId", key: "sessionWorkoutArchived" });
  if (!plan) problems.push({ field: "planId", key: "sessionPlanNotFound" });
  input.studentIds.forEach((id, i) => {
    if (!storedStudents.has(id) && !students.has(id))
      problems.push({ field: `studentIds.${i}`, key: "sessionStudentNotAllowed" });
  });
  input.groupIds.forEach((id, i) => {
    if (!groups.has(id)) problems.push({ field: `groupIds.${i}`, key: "sessionGroupNotAllowed" });
  });
  throwIfFieldProblems(problems);
  const members = await swimmersOfGroups(db, unique(input.groupIds));
  return { studentIds: unique([...input.studentIds, ...members]), workout };
}

/** 409 SESSION_SHORT_NOTICE { hours } when a start is less than 48 h away, unless the coach continues anyway. */
export function refuseShortNotice(starts: readonly SessionTime[], now: Date, continueAnyway: boolean) {
  if (continueAnyway) return;
  const short = starts.find((s) => isShortNotice(s, now));
  if (short)
    throw new AppError("SESSION_SHORT_NOTICE", 409, { hours: Math.floor(hoursUntilStart(short, now)) });
}

/** 409 ABSENCE_TOO_LATE { hours } once the start is less than 24 h away. */
export function refuseLateAbsence(session: SessionTime, now: Date) {
  if (!canAnnounceAbsence(session, now))
    throw new AppError("ABSENCE_TOO_LATE", 409, {
      hours: Math.max(0, Math.floor(hoursUntilStart(session, now))),
    });
}

/** TRAINING_SCHEDULED for the accounts of these students (pushed after commit). */
export async function notifyScheduled(
  ctx: NotifyContext,
  tx: Tx,
  session: { id: string; day: string; startTime: string },
  studentIds: readonly string[],
  kind: "scheduled" | "moved" | "cancelled" = "scheduled",
) {
  const userIds = await accountsOfStudents(tx, studentIds);
  if (userIds.length === 0) return;
  await notifyTrainingScheduled(ctx, tx, {
    userIds,
    sessionId: session.id,
    date: session.day,
    time: session.startTime,
    actionUrl: sessionPage(session.id),
    kind,
  });
}
