import { z } from "zod";
import { daysBetween } from "../domain/club.ts";
import {
  ATTENDANCE_VALUES,
  POOL_LENGTHS,
  SESSION_LIMITS,
  SESSION_STATUSES,
} from "../domain/training/session-rules.ts";
import { ZWorkoutSteps } from "../domain/training/workout-steps.ts";
import { WORKOUT_LEVELS, WORKOUT_TYPES } from "../domain/training/workout-taxonomy.ts";
import { zDay } from "./times.ts";

/*
 * Training sessions (SPEC §2, §3 "Training session", §4, §9; TRAINING.md §6). Staff routes: admins and coaches
 * (a coach sees and changes the sessions they lead or that hold a swimmer of their groups); me routes: the
 * signed-in swimmer's own sessions (never the coach's notes).
 *
 *   GET    /api/sessions                       ?from&to&coachId&planId&status            → ZSessionList
 *   POST   /api/sessions                       ZSessionInput                              → 201 ZSession
 *   GET    /api/sessions/:id                                                              → ZSession
 *   PUT    /api/sessions/:id                   ZSessionUpdate (not a past session)         → ZSession
 *   PUT    /api/sessions/:id/status            ZSessionStatusChange (allowed transitions)  → ZSession
 *   DELETE /api/sessions/:id                   not a past session                          → ZOkResponse
 *   PUT    /api/sessions/:id/attendance        ZAttendanceBatch                            → ZSession
 *   PUT    /api/sessions/:id/participants/:studentId  ZParticipantUpdate (attendance, notes, feedback) → ZSession
 *   POST   /api/plans/:id/schedule             ZPlanScheduleRequest                        → ZPlanScheduleResult
 *   GET    /api/me/sessions                    ?from&to                                    → ZMySessionList
 *   POST   /api/me/sessions/:id/absence        ZAbsenceRequest (until 24 h before)         → ZMySession
 *   PUT    /api/me/sessions/:id/rating         ZRatingRequest (once started)               → ZMySession
 *   POST   /api/me/sessions/:id/feedback-read                                              → ZMySession
 *   GET    /api/me/sessions/:id/workout        the session's workout with its steps        → ZMySessionWorkout
 *
 * Errors: 404 SESSION_NOT_FOUND; 403 SESSION_NOT_IN_SCOPE; 409 SESSION_TRANSITION { from, to };
 * 409 SESSION_PAST (edit or delete of a past session); 409 SESSION_SHORT_NOTICE { hours } unless `continueAnyway`;
 * 409 SESSION_TIMES_EXIST { count } (workout changed, times recorded) unless `confirmDeleteTimes`;
 * 409 RECOVERY_CONFLICT { count, conflicts } unless `continueAnyway` (same shape as plans);
 * 409 ABSENCE_TOO_LATE { hours }; 409 RATING_TOO_EARLY; 409 SESSION_CANCELLED; 404 PLAN_NOT_FOUND;
 * 400 VALIDATION_ERROR with fields ("sessionCoachInvalid", "sessionWorkoutNotFound", "sessionStudentNotAllowed",
 * "sessionGroupNotAllowed", "sessionNotParticipant").
 */

export const ZSessionStatus = z.enum(SESSION_STATUSES, { error: "sessionStatusRequired" });
export const ZAttendance = z.enum(ATTENDANCE_VALUES, { error: "attendanceInvalid" });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const zStartTime = z
  .string({ error: "startTimeRequired" })
  .min(1, "startTimeRequired")
  .regex(HH_MM, "startTimeInvalid");

const zPoolLength = z.union(
  POOL_LENGTHS.map((n) => z.literal(n)),
  { error: "poolLengthInvalid" },
);

const sessionFields = {
  day: zDay,
  startTime: zStartTime,
  durationMinutes: z.coerce
    .number({ error: "sessionDurationInvalid" })
    .int("sessionDurationInvalid")
    .min(SESSION_LIMITS.minDurationMinutes, "sessionDurationInvalid")
    .max(SESSION_LIMITS.maxDurationMinutes, "sessionDurationInvalid"),
  poolLength: zPoolLength.default(25),
  coachId: z.uuid({ error: "sessionCoachRequired" }),
  workoutId: z.uuid().nullable().default(null),
  planId: z.uuid().nullable().default(null),
  title: z.string().trim().max(SESSION_LIMITS.maxTitle, "sessionTitleTooLong").default(""),
  notes: z.string().trim().max(SESSION_LIMITS.maxNotes, "sessionNotesTooLong").default(""),
  studentIds: z.array(z.uuid()).max(SESSION_LIMITS.maxParticipants).default([]),
  /** Groups count with their members at the time of the save: the session keeps the students, not the groups. */
  groupIds: z.array(z.uuid()).max(SESSION_LIMITS.maxParticipants).default([]),
  /** Go ahead despite the 48 h notice and recovery conflicts (the coach was warned). */
  continueAnyway: z.boolean().default(false),
};

export const ZSessionInput = z.object(sessionFields);
export type TSessionInput = z.input<typeof ZSessionInput>;
export type TSessionInputParsed = z.output<typeof ZSessionInput>;

export const ZSessionUpdate = z.object({
  ...sessionFields,
  /** The workout changes while times are recorded: delete them (the coach confirmed). */
  confirmDeleteTimes: z.boolean().default(false),
});
export type TSessionUpdate = z.input<typeof ZSessionUpdate>;
export type TSessionUpdateParsed = z.output<typeof ZSessionUpdate>;

export const ZSessionStatusChange = z.object({
  status: ZSessionStatus,
  /** Cancelling less than 48 h before the start warns as a schedule change does. */
  continueAnyway: z.boolean().default(false),
});

export const ZAttendanceBatch = z.object({
  entries: z
    .array(z.object({ studentId: z.uuid(), attendance: ZAttendance.nullable() }))
    .min(1)
    .max(SESSION_LIMITS.maxParticipants),
});

/** One participant: each field given is set (null clears it). Feedback notifies the swimmer. */
export const ZParticipantUpdate = z.object({
  attendance: ZAttendance.nullable().optional(),
  coachNotes: z.string().trim().max(SESSION_LIMITS.maxFeedback, "sessionNotesTooLong").nullable().optional(),
  coachFeedback: z
    .string()
    .trim()
    .max(SESSION_LIMITS.maxFeedback, "sessionFeedbackTooLong")
    .nullable()
    .optional(),
});

/** A list covers at most SESSION_LIMITS.maxRangeDays days, both ends included: one query stays small. */
const rangeNotTooLong = (q: { from: string; to: string }) =>
  daysBetween(q.from, q.to) < SESSION_LIMITS.maxRangeDays;
const tooLong = { path: ["to"], message: "dateRangeTooLong" };

export const ZSessionRangeQuery = z
  .object({ from: zDay, to: zDay })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "dateRangeInvalid" })
  .refine(rangeNotTooLong, tooLong);

export const ZSessionListQuery = z
  .object({
    from: zDay,
    to: zDay,
    coachId: z.uuid().optional(),
    planId: z.uuid().optional(),
    status: ZSessionStatus.optional(),
  })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "dateRangeInvalid" })
  .refine(rangeNotTooLong, tooLong);

export const ZSessionParams = z.object({ id: z.uuid() });
export const ZParticipantParams = z.object({ id: z.uuid(), studentId: z.uuid() });

const person = z.object({ id: z.uuid(), fullName: z.string() });
const sessionWorkout = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(WORKOUT_TYPES),
  totalDistanceMetres: z.number().int(),
  estimatedSeconds: z.number().int(),
  peakZone: z.number().int(),
});
const timestamp = z.iso.datetime({ offset: true });

const sessionBase = {
  id: z.uuid(),
  day: zDay,
  startTime: z.string(),
  durationMinutes: z.number().int(),
  poolLength: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  title: z.string(),
  coach: person.nullable(),
  workout: sessionWorkout.nullable(),
  plan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The start has passed: read-only except status, attendance, notes, feedback, ratings and times. */
  past: z.boolean(),
};

export const ZSessionParticipant = z.object({
  student: person,
  attendance: z.enum(ATTENDANCE_VALUES).nullable(),
  absenceAnnouncedAt: timestamp.nullable(),
  absenceReason: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  coachFeedback: z.string().nullable(),
  feedbackAt: timestamp.nullable(),
  feedbackReadAt: timestamp.nullable(),
  /** Staff only. */
  coachNotes: z.string().nullable(),
});
export type TSessionParticipant = z.infer<typeof ZSessionParticipant>;

export const ZSession = z.object({
  ...sessionBase,
  notes: z.string(),
  planWorkoutId: z.uuid().nullable(),
  /** The statuses it may move to now (the screen offers only these). */
  nextStatuses: z.array(z.enum(SESSION_STATUSES)),
  participants: z.array(ZSessionParticipant),
  /** Swim times recorded in this session. */
  timesCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionSummary = z.object({
  ...sessionBase,
  participantCount: z.number().int(),
  /** Present or late, of those taken. */
  attendedCount: z.number().int(),
  takenCount: z.number().int(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZSessionList = z.object({ items: z.array(ZSessionSummary) });

export const ZPlanScheduleRequest = z
  .object({
    from: zDay,
    to: zDay,
    startTime: zStartTime,
    durationMinutes: sessionFields.durationMinutes,
    poolLength: sessionFields.poolLength,
    coachId: sessionFields.coachId,
    continueAnyway: z.boolean().default(false),
  })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "dateRangeInvalid" });
export type TPlanScheduleRequest = z.input<typeof ZPlanScheduleRequest>;

export const ZPlanScheduleResult = z.object({
  /** Sessions created by this call: placements in range not yet scheduled. */
  created: z.array(ZSessionSummary),
  /** Placements in range that already had a session. */
  alreadyScheduled: z.number().int(),
});
export type TPlanScheduleResult = z.infer<typeof ZPlanScheduleResult>;

/** The signed-in swimmer's view of one of their sessions: their own line, never the coach's notes. */
export const ZMySession = z.object({
  ...sessionBase,
  attendance: z.enum(ATTENDANCE_VALUES).nullable(),
  absenceAnnouncedAt: timestamp.nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  coachFeedback: z.string().nullable(),
  feedbackAt: timestamp.nullable(),
  feedbackReadAt: timestamp.nullable(),
  canAnnounceAbsence: z.boolean(),
  canRate: z.boolean(),
});
export type TMySession = z.infer<typeof ZMySession>;
export const ZMySessionList = z.object({ items: z.array(ZMySession) });

export const ZAbsenceRequest = z.object({
  reason: z.string().trim().max(500, "absenceReasonTooLong").default(""),
});
export const ZRatingRequest = z.object({
  rating: z.coerce
    .number({ error: "ratingInvalid" })
    .int("ratingInvalid")
    .min(1, "ratingInvalid")
    .max(5, "ratingInvalid"),
  comment: z.string().trim().max(1000, "ratingCommentTooLong").default(""),
});

/**
 * The workout of one of the swimmer's own sessions as they swim it: its sections and steps (the list answers only
 * its summary). Null when the session has no workout; 404 SESSION_NOT_FOUND for a session they do not take part in.
 */
export const ZMySessionWorkout = z.object({
  workout: z
    .object({
      id: z.uuid(),
      name: z.string(),
      type: z.enum(WORKOUT_TYPES),
      level: z.enum(WORKOUT_LEVELS),
      totalDistanceMetres: z.number().int(),
      estimatedSeconds: z.number().int(),
      notes: z.string(),
      steps: ZWorkoutSteps,
    })
    .nullable(),
});
export type TMySessionWorkout = z.infer<typeof ZMySessionWorkout>;
