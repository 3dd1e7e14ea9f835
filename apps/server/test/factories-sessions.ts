import type { TSessionInput } from "@bazin/shared/contracts/sessions";
import type { Db } from "../src/db/client.ts";
import { sessionParticipants, trainingSessions } from "../src/db/schema/sessions.ts";
import { swimTimes } from "../src/db/schema/training.ts";

/*
 * Sessions' test data: request bodies for the API, and sessions and times straight in the database for states the
 * API would not build (a session already past, times recorded by the recorder that does not exist yet).
 */

/** A body for POST/PUT /api/sessions: Thursday 3 December 2026 at 18:00, 90 minutes, 25 m, unless told otherwise. */
export function sessionBody(coachId: string, over: Partial<TSessionInput> = {}): TSessionInput {
  return {
    day: "2026-12-03",
    startTime: "18:00",
    durationMinutes: 90,
    poolLength: 25,
    coachId,
    workoutId: null,
    planId: null,
    title: "",
    notes: "",
    studentIds: [],
    groupIds: [],
    ...over,
  };
}

export interface CreateSessionOptions {
  day: string;
  startTime?: string;
  coachId?: string | null;
  workoutId?: string | null;
  planId?: string | null;
  status?: string;
  studentIds?: string[];
}

/** A session straight in the database with its participants; returns its id. */
export async function createSessionRow(db: Db, opts: CreateSessionOptions): Promise<string> {
  const [row] = await db
    .insert(trainingSessions)
    .values({
      day: opts.day,
      startTime: opts.startTime ?? "18:00",
      durationMinutes: 90,
      coachId: opts.coachId ?? null,
      workoutId: opts.workoutId ?? null,
      planId: opts.planId ?? null,
      status: opts.status ?? "planned",
    })
    .returning({ id: trainingSessions.id });
  if (opts.studentIds?.length)
    await db
      .insert(sessionParticipants)
      .values(opts.studentIds.map((studentId) => ({ sessionId: row!.id, studentId })));
  return row!.id;
}

/** A 50 m freestyle time recorded in a session (source `session`). */
export async function recordSessionTime(db: Db, sessionId: string, studentId: string, hundredths: number) {
  await db.insert(swimTimes).values({
    studentId,
    event: "freestyle_50",
    poolLength: 25,
    hundredths,
    swumOn: "2026-11-20",
    source: "session",
    sessionId,
    ageYears: 14,
  });
}
