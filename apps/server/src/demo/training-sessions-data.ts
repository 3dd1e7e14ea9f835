import { localDate } from "@bazin/shared/domain/club";
import { ageInYearOfSwim } from "@bazin/shared/domain/training/age-group";
import { addDays, isoWeekday, mondayOf } from "@bazin/shared/domain/training/plan-rules";
import type { Attendance } from "@bazin/shared/domain/training/session-rules";
import { sessionStart } from "@bazin/shared/domain/training/session-rules";
import type { sessionParticipants, trainingSessions } from "../db/schema/sessions.ts";
import type { NewSwimTime } from "../modules/times/repository.ts";
import {
  ABSENCE_REASONS,
  ANNOUNCED_ABSENCE,
  ATTENDANCE_RATES,
  CANCELLED_NOTE,
  COACH_FEEDBACK,
  DEFAULT_ATTENDANCE_RATE,
  INJURY,
  IRREGULAR_NOTE,
  RATING_COMMENTS,
  SESSION_NOTES,
  TEST_SET,
} from "./training-sessions-texts.ts";

/*
 * The demo's training sessions (TRAINING.md §8) as rows, from the active plan's placed workouts: the past ones
 * completed with attendance, ratings, feedback and a timed test set, the coming ones planned (one cancelled).
 * Pure: the step reads the inputs and writes the rows; a fixed pseudo-random sequence keeps it the same.
 */

type NewSession = typeof trainingSessions.$inferInsert & { id: string };
type NewParticipant = typeof sessionParticipants.$inferInsert;

/** The performance group trains at 17:30, as the coach's message in the group's chat says. */
export const DEMO_SESSION_START = "17:30";
export const DEMO_SESSION_MINUTES = 90;
/** Sessions are scheduled this many weeks ahead of today. */
export const DEMO_WEEKS_AHEAD = 3;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface DemoSessionsInput {
  now: Date;
  planId: string;
  planCreatedAt: Date;
  coachId: string | null;
  /** The plan's placed workouts. */
  placements: { id: string; day: string; workoutId: string; notes: string }[];
  /** The plan's swimmers. */
  swimmers: { studentId: string; fullName: string; gender: string | null; birthDate: string }[];
  /** Each swimmer's best 100 m freestyle in a 25 m pool, in hundredths, when they have one. */
  bestTestTimes: Map<string, number>;
}

export interface DemoSessionsRows {
  sessions: NewSession[];
  participants: NewParticipant[];
  times: NewSwimTime[];
}

/** mulberry32, as the demo's times use: the same numbers on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (at: number, min: number, max: number) => new Date(Math.min(Math.max(at, min), max));

/** The rows of the demo's sessions, participants and session times. */
export function demoSessionRows(input: DemoSessionsInput): DemoSessionsRows {
  const next = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const nowMs = input.now.getTime();
  const today = localDate(input.now);
  const lastDay = addDays(today, 7 * DEMO_WEEKS_AHEAD);
  const swimmers = [...input.swimmers].sort((a, b) => a.fullName.localeCompare(b.fullName, "ro"));

  const placements = input.placements
    .filter((p) => p.day <= lastDay)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.id.localeCompare(b.id)));
  const timed = placements.map((p) => {
    const start = sessionStart(p.day, DEMO_SESSION_START).getTime();
    return { placement: p, start, end: start + DEMO_SESSION_MINUTES * MINUTE_MS };
  });
  const past = timed.filter((s) => s.end <= nowMs);
  const future = timed.filter((s) => s.start > nowMs);
  const cancelled =
    future.find((s) => s.placement.day >= addDays(mondayOf(today), 7) && isoWeekday(s.placement.day) === 3) ??
    future[Math.min(3, future.length - 1)];

  const sessions: NewSession[] = timed.map(({ placement, start, end }, index) => {
    // Scheduled week by week, on the Monday before, never before the plan was written.
    const scheduled = clamp(
      sessionStart(addDays(mondayOf(placement.day), -7), "09:00").getTime(),
      input.planCreatedAt.getTime(),
      nowMs,
    );
    const completedAgo = past.length - 1 - past.findIndex((s) => s.placement === placement);
    const isPast = end <= nowMs;
    const isTestSet = isPast && completedAgo < TEST_SET.sessions;
    const status = isPast
      ? "completed"
      : start <= nowMs
        ? "in_progress"
        : timed[index] === cancelled
          ? "cancelled"
          : "planned";
    const notes =
      status === "cancelled"
        ? CANCELLED_NOTE
        : isTestSet
          ? TEST_SET.notes
          : (SESSION_NOTES.find((n) => isPast && n.completedAgo === completedAgo)?.notes ?? placement.notes);
    const updatedAt =
      status === "completed"
        ? new Date(end)
        : status === "cancelled"
          ? clamp(nowMs - 26 * HOUR_MS, scheduled.getTime(), nowMs)
          : scheduled;
    return {
      id: crypto.randomUUID(),
      day: placement.day,
      startTime: DEMO_SESSION_START,
      durationMinutes: DEMO_SESSION_MINUTES,
      poolLength: 25,
      coachId: input.coachId,
      workoutId: placement.workoutId,
      planId: input.planId,
      planWorkoutId: placement.id,
      status,
      title: isTestSet ? TEST_SET.title : "",
      notes,
      createdBy: input.coachId,
      createdAt: scheduled,
      updatedAt,
    };
  });

  // Attendance: each swimmer misses a share of the past sessions, never the last two (the test set).
  const taken = timed.filter((s) => s.start <= nowMs);
  const missed = new Map<string, Set<number>>();
  for (const swimmer of swimmers) {
    const rate = ATTENDANCE_RATES[swimmer.fullName] ?? DEFAULT_ATTENDANCE_RATE;
    const count = taken.length - Math.round(rate * taken.length);
    const eligible = taken.map((_, i) => i).filter((i) => i < past.length - TEST_SET.sessions);
    const pool = eligible.length >= count ? eligible : taken.map((_, i) => i);
    // Fisher–Yates on the seeded sequence, then the first `count`.
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    missed.set(swimmer.studentId, new Set(pool.slice(0, count)));
  }

  const participants: NewParticipant[] = [];
  let injuryLeft = 1;
  timed.forEach(({ start, end }, index) => {
    const session = sessions[index]!;
    for (const swimmer of swimmers) {
      const row: NewParticipant = { sessionId: session.id, studentId: swimmer.studentId };
      participants.push(row);
      if (start > nowMs) continue;
      const attended = !missed.get(swimmer.studentId)!.has(index);
      let attendance: Attendance = attended ? (next() < 0.08 ? "late" : "present") : "absent";
      if (!attended && swimmer.fullName === INJURY.fullName && injuryLeft > 0) {
        injuryLeft -= 1;
        attendance = "injured";
        row.coachNotes = INJURY.coachNotes;
      } else if (!attended && next() < 0.5) {
        row.absenceAnnouncedAt = clamp(start - (30 + Math.floor(next() * 20)) * HOUR_MS, 0, nowMs);
        row.absenceReason = pick(ABSENCE_REASONS);
      }
      row.attendance = attendance;
      if (!attended || session.status !== "completed") continue;
      if (next() < (swimmer.fullName === "Mihai Dumitrescu" ? 0.85 : 0.65)) {
        const draw = next();
        const rating = draw < 0.15 ? 3 : draw < 0.6 ? 4 : 5;
        row.rating = rating;
        row.ratingComment = next() < 0.3 ? pick(RATING_COMMENTS[rating]) : null;
        row.ratedAt = clamp(end + (1 + Math.floor(next() * 20)) * HOUR_MS, end, nowMs);
      }
    }
  });

  addFeedback(participants, sessions, swimmers, nowMs);
  announceAbsence(participants, sessions, timed, swimmers, nowMs);
  return { sessions, participants, times: testSetTimes(input, sessions, participants, swimmers, next) };
}

/** The coach's feedback on attended sessions (the latest of each swimmer unread) and a note on the irregular. */
function addFeedback(
  participants: NewParticipant[],
  sessions: NewSession[],
  swimmers: DemoSessionsInput["swimmers"],
  nowMs: number,
) {
  const endOf = (s: NewSession) => sessionStart(s.day, s.startTime).getTime() + s.durationMinutes * MINUTE_MS;
  const completed = sessions.filter((s) => s.status === "completed");
  for (const swimmer of swimmers) {
    const attended = completed
      .map((s) => participants.find((p) => p.sessionId === s.id && p.studentId === swimmer.studentId)!)
      .filter((p) => p.attendance === "present" || p.attendance === "late")
      .reverse();
    const feedback = COACH_FEEDBACK.filter((f) => f.fullName === swimmer.fullName);
    for (const [i, f] of feedback.entries()) {
      const row = attended[f.attendedAgo];
      if (!row) continue;
      const at = clamp(endOf(sessions.find((s) => s.id === row.sessionId)!) + HOUR_MS, 0, nowMs);
      row.coachFeedback = f.text;
      row.feedbackAt = at;
      row.feedbackReadAt = i === 0 ? null : clamp(at.getTime() + 3 * HOUR_MS, 0, nowMs);
    }
    const rate = ATTENDANCE_RATES[swimmer.fullName] ?? DEFAULT_ATTENDANCE_RATE;
    if (rate < 0.5 && attended[0]) attended[0].coachNotes = IRREGULAR_NOTE;
  }
}

/** One swimmer already said they will miss a coming session (at least two days ahead, so in time). */
function announceAbsence(
  participants: NewParticipant[],
  sessions: NewSession[],
  timed: { start: number }[],
  swimmers: DemoSessionsInput["swimmers"],
  nowMs: number,
) {
  const swimmer = swimmers.find((s) => s.fullName === ANNOUNCED_ABSENCE.fullName);
  const index = timed.findIndex(
    (s, i) => s.start > nowMs + 48 * HOUR_MS && sessions[i]!.status === "planned",
  );
  if (!swimmer || index < 0) return;
  const row = participants.find(
    (p) => p.sessionId === sessions[index]!.id && p.studentId === swimmer.studentId,
  );
  if (!row) return;
  row.absenceAnnouncedAt = new Date(nowMs - 2 * HOUR_MS);
  row.absenceReason = ANNOUNCED_ABSENCE.reason;
}

/**
 * The test set of the latest past sessions: a 100 m freestyle per swimmer who was there and has a best to
 * compare with, a little slower than a meet (no taper, no suit), except the demo swimmer's latest: a new PB.
 */
function testSetTimes(
  input: DemoSessionsInput,
  sessions: NewSession[],
  participants: NewParticipant[],
  swimmers: DemoSessionsInput["swimmers"],
  next: () => number,
): NewSwimTime[] {
  const completed = sessions.filter((s) => s.status === "completed");
  const testSessions = completed.slice(-TEST_SET.sessions);
  const times: NewSwimTime[] = [];
  for (const session of testSessions) {
    const latest = session === testSessions.at(-1);
    const end = sessionStart(session.day, session.startTime).getTime() + session.durationMinutes * MINUTE_MS;
    for (const swimmer of swimmers) {
      const best = input.bestTestTimes.get(swimmer.studentId);
      const row = participants.find((p) => p.sessionId === session.id && p.studentId === swimmer.studentId);
      if (!best || !(row?.attendance === "present" || row?.attendance === "late")) continue;
      const factor = latest && swimmer.fullName === "Mihai Dumitrescu" ? 0.994 : 1.02 + next() * 0.04;
      const at = new Date(end - 15 * MINUTE_MS + times.length * 1000);
      times.push({
        studentId: swimmer.studentId,
        event: TEST_SET.event,
        poolLength: TEST_SET.poolLength,
        hundredths: Math.round(best * factor),
        swumOn: session.day,
        source: "session",
        sessionId: session.id,
        gender: swimmer.gender,
        ageYears: ageInYearOfSwim(swimmer.birthDate, session.day),
        createdBy: input.coachId,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return times;
}
