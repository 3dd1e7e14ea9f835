/*
 * Training sessions (SPEC §4, §9; TRAINING.md §6): statuses and their transitions, attendance, the notice rules
 * (48 h schedule change, 24 h absence), the past-session rule and the attendance rate. Pure functions: the
 * caller passes `now`, so the server's clock and the browser's give the same answers.
 */

export const SESSION_STATUSES = ["planned", "in_progress", "completed", "cancelled"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * planned → in_progress | cancelled; in_progress → completed | cancelled (the pool closes, a storm: a session
 * may be called off once started, and its attendance stays). Completed and cancelled are final.
 */
export const SESSION_TRANSITIONS: Record<SessionStatus, readonly SessionStatus[]> = {
  planned: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** Whether a session may move from one status to another (staying put is not a transition). */
export const canSessionTransition = (from: SessionStatus, to: SessionStatus) =>
  SESSION_TRANSITIONS[from].includes(to);

export const ATTENDANCE_VALUES = ["present", "absent", "late", "injured"] as const;
export type Attendance = (typeof ATTENDANCE_VALUES)[number];

/** A change of schedule closer than this to the start warns the coach (terms: 48 h notice). */
export const SCHEDULE_NOTICE_HOURS = 48;
/** A swimmer may announce an absence until this long before the start (terms). */
export const ABSENCE_NOTICE_HOURS = 24;

export const SESSION_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 300,
  maxTitle: 120,
  maxNotes: 2000,
  maxParticipants: 200,
  maxFeedback: 2000,
  /** Longest range a list or a plan's scheduling covers, in days. */
  maxRangeDays: 400,
} as const;

export const POOL_LENGTHS = [25, 50] as const;

const HOUR_MS = 3_600_000;
const CLUB_TIME_ZONE = "Europe/Bucharest";

/**
 * One wall-clock formatter per zone (date and 24-hour time, to the second), shared by the session rules and the
 * calendar feed: making one costs far more than using it (a month's calendar asks ~400 times).
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at an instant (Romania: +120 in winter, +180 in summer). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a session starts: its club day ("YYYY-MM-DD") at "HH:mm" in Europe/Bucharest. The offset is the
 * one in force at that wall time (daylight saving changes on the last Sundays of March and October).
 */
export function sessionStart(day: string, startTime: string, timeZone = CLUB_TIME_ZONE): Date {
  const wall = Date.parse(`${day}T${startTime}:00Z`);
  // Two passes: the first guess of the offset may sit on the other side of a daylight-saving change.
  let offset = zoneOffsetMinutes(new Date(wall), timeZone);
  offset = zoneOffsetMinutes(new Date(wall - offset * 60_000), timeZone);
  return new Date(wall - offset * 60_000);
}

export interface SessionTime {
  day: string;
  startTime: string;
}

/** Hours from `now` to the start (negative once started). */
export const hoursUntilStart = (session: SessionTime, now: Date) =>
  (sessionStart(session.day, session.startTime).getTime() - now.getTime()) / HOUR_MS;

/**
 * Past: the start is before now. A past session is read-only (its day, time, workout, participants) except for
 * what happens at and after the pool: status, attendance, notes, feedback, ratings and times. It cannot be deleted.
 */
export const isSessionPast = (session: SessionTime, now: Date) => hoursUntilStart(session, now) < 0;

/** Whether scheduling or moving to this start now needs the coach to confirm (less than 48 h ahead). */
export const isShortNotice = (session: SessionTime, now: Date) => {
  const hours = hoursUntilStart(session, now);
  return hours >= 0 && hours < SCHEDULE_NOTICE_HOURS;
};

/** Whether a swimmer may still announce an absence: at least 24 h before the start. */
export const canAnnounceAbsence = (session: SessionTime, now: Date) =>
  hoursUntilStart(session, now) >= ABSENCE_NOTICE_HOURS;

/**
 * Whether a swimmer may rate the session: once it has started (or was completed), never a cancelled one. A
 * session the coach never set in progress still counts once its start has passed: the swimmer was there.
 */
export const canRateSession = (session: SessionTime & { status: SessionStatus }, now: Date) =>
  session.status !== "cancelled" && (session.status === "completed" || isSessionPast(session, now));

/** Attended: present or late (the swimmer swam). Absent and injured did not. */
export const isAttended = (attendance: Attendance) => attendance === "present" || attendance === "late";

export type AttendanceLevel = "high" | "medium" | "low";

/**
 * The share of taken attendances (every value but "not taken yet") that were attended, 0–1, or null when none
 * was taken.
 */
export function attendanceRate(attendances: readonly (Attendance | null)[]): number | null {
  const taken = attendances.filter((a): a is Attendance => a !== null);
  if (taken.length === 0) return null;
  return taken.filter(isAttended).length / taken.length;
}

/** SPEC §9: above 75 % high, 50–75 % medium, below 50 % low. */
export function attendanceLevel(rate: number): AttendanceLevel {
  if (rate > 0.75) return "high";
  if (rate >= 0.5) return "medium";
  return "low";
}
