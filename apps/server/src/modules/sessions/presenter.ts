import type {
  TMySession,
  TSession,
  TSessionParticipant,
  TSessionSummary,
} from "@bazin/shared/contracts/sessions";
import {
  type Attendance,
  canAnnounceAbsence,
  canRateSession,
  isSessionPast,
  SESSION_TRANSITIONS,
  type SessionStatus,
} from "@bazin/shared/domain/training/session-rules";
import type { WorkoutType } from "@bazin/shared/domain/training/workout-taxonomy";
import type { AttendanceCounts, ParticipantRow, SessionWithNames } from "./repository.ts";

/* Sessions as the API answers them (contracts/sessions.ts). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function base(row: SessionWithNames, now: Date) {
  const s = row.session;
  return {
    id: s.id,
    day: s.day,
    startTime: s.startTime,
    durationMinutes: s.durationMinutes,
    poolLength: s.poolLength,
    status: s.status as SessionStatus,
    title: s.title,
    coach:
      s.coachId && row.coachFirstName !== null
        ? { id: s.coachId, fullName: `${row.coachFirstName} ${row.coachLastName ?? ""}`.trim() }
        : null,
    workout:
      s.workoutId && row.workoutName !== null
        ? {
            id: s.workoutId,
            name: row.workoutName,
            type: row.workoutType as WorkoutType,
            totalDistanceMetres: row.workoutMetres ?? 0,
            estimatedSeconds: row.workoutSeconds ?? 0,
            peakZone: row.workoutPeakZone ?? 1,
          }
        : null,
    plan: s.planId && row.planName !== null ? { id: s.planId, name: row.planName } : null,
    past: isSessionPast(s, now),
  };
}

export interface ParticipantWithName {
  participant: ParticipantRow;
  fullName: string;
}

function toParticipant({ participant: p, fullName }: ParticipantWithName): TSessionParticipant {
  return {
    student: { id: p.studentId, fullName },
    attendance: p.attendance as Attendance | null,
    absenceAnnouncedAt: iso(p.absenceAnnouncedAt),
    absenceReason: p.absenceReason,
    rating: p.rating,
    ratingComment: p.ratingComment,
    coachFeedback: p.coachFeedback,
    feedbackAt: iso(p.feedbackAt),
    feedbackReadAt: iso(p.feedbackReadAt),
    coachNotes: p.coachNotes,
  };
}

/** The whole session for staff. */
export function toSession(
  row: SessionWithNames,
  participants: readonly ParticipantWithName[],
  timesCount: number,
  now: Date,
): TSession {
  const s = row.session;
  return {
    ...base(row, now),
    notes: s.notes,
    planWorkoutId: s.planWorkoutId,
    nextStatuses: [...SESSION_TRANSITIONS[s.status as SessionStatus]],
    participants: participants.map(toParticipant),
    timesCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A line of the calendar or list, with its attendance counts. */
export function toSessionSummary(
  row: SessionWithNames,
  counts: AttendanceCounts | undefined,
  now: Date,
): TSessionSummary {
  return {
    ...base(row, now),
    participantCount: counts?.participants ?? 0,
    takenCount: counts?.taken ?? 0,
    attendedCount: counts?.attended ?? 0,
  };
}

/** The swimmer's own view: their line only, never the coach's notes. */
export function toMySession(row: SessionWithNames, own: ParticipantRow, now: Date): TMySession {
  const s = row.session;
  const status = s.status as SessionStatus;
  return {
    ...base(row, now),
    attendance: own.attendance as Attendance | null,
    absenceAnnouncedAt: iso(own.absenceAnnouncedAt),
    rating: own.rating,
    ratingComment: own.ratingComment,
    coachFeedback: own.coachFeedback,
    feedbackAt: iso(own.feedbackAt),
    feedbackReadAt: iso(own.feedbackReadAt),
    canAnnounceAbsence: status === "planned" && canAnnounceAbsence(s, now),
    canRate: canRateSession({ ...s, status }, now),
  };
}
