import {
  sessionTopic,
  type TSessionTime,
  type TSessionTimesBoard,
  type TSessionTimesResult,
  type ZSessionTimeEntry,
} from "@bazin/shared/contracts/session-times";
import { localDate } from "@bazin/shared/domain/club";
import { isEventSwumIn, type PoolLength, type SwimEvent } from "@bazin/shared/domain/training/events";
import { timedSlots } from "@bazin/shared/domain/training/session-timing";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { timesHoldingRecords } from "../times/records.repository.ts";
import { findStudentBasics, findTime } from "../times/repository.ts";
import { changeTime, deleteTimeAndRecompute, recordTimesWithin } from "../times/service.ts";
import { sessionNotFound, throwIfFieldProblems } from "./checks.ts";
import { requireSessionInScope } from "./policy.ts";
import { findSession, participantsOf, type SessionRow, updateParticipant } from "./repository.ts";
import {
  bestNowAmong,
  type SessionTimeRow,
  timesByClientKeys,
  timesByIds,
  timesOfSessionInOrder,
  workoutSteps,
} from "./times.repository.ts";

/*
 * A session's times (TRAINING.md §6; contracts/session-times.ts): the time recorder's board and the entries of
 * the recorder and live mode. Each entry carries the client's idempotency key, so a resend after a lost answer or
 * an offline spell finds the time it made instead of recording it twice. Saved times are swim times of source
 * `session` on the session's day: PBs and club records follow, and the session's live followers hear of them.
 */

type Entry = z.output<typeof ZSessionTimeEntry>;

/** Times are taken from the session's day on, and never for a cancelled session. */
function recordingRefusal(ctx: AppContext, session: SessionRow): AppError | null {
  if (session.status === "cancelled") return new AppError("SESSION_CANCELLED", 409);
  if (session.day > localDate(ctx.clock.now())) return new AppError("SESSION_NOT_STARTED", 409);
  return null;
}

async function sessionInScope(ctx: AppContext, viewer: Viewer, id: string) {
  const row = await findSession(ctx.db, id);
  if (!row) throw sessionNotFound();
  await requireSessionInScope(ctx.db, viewer, row.session);
  return row;
}

/** What the save already knows of the times it made: which are bests and which hold records now. */
interface KnownFlags {
  ids: Set<string>;
  best: Set<string>;
  records: Set<string>;
}

/**
 * The rows as the API shows them, with whether each is its swimmer's best and holds a club record now (asked of
 * the database for the rows whose flags the save did not already find).
 */
async function present(
  ctx: AppContext,
  rows: readonly SessionTimeRow[],
  known: KnownFlags = { ids: new Set(), best: new Set(), records: new Set() },
): Promise<TSessionTime[]> {
  const ask = rows.map((r) => r.id).filter((id) => !known.ids.has(id));
  const [best, records] = await Promise.all([bestNowAmong(ctx.db, ask), timesHoldingRecords(ctx.db, ask)]);
  const isBest = (id: string) => best.has(id) || known.best.has(id);
  const holds = (id: string) => records.includes(id) || known.records.has(id);
  return rows.map((r) => ({
    id: r.id,
    key: r.clientKey,
    studentId: r.studentId,
    event: r.event as SwimEvent,
    hundredths: r.hundredths,
    slot: r.sessionSlot,
    splits: r.splits ?? [],
    personalBest: isBest(r.id),
    clubRecord: holds(r.id),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /api/sessions/:id/times */
export async function sessionTimesBoard(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<TSessionTimesBoard> {
  const row = await sessionInScope(ctx, viewer, id);
  const { session } = row;
  const [participants, steps, times] = await Promise.all([
    participantsOf(ctx.db, [id]),
    session.workoutId ? workoutSteps(ctx.db, session.workoutId) : undefined,
    timesOfSessionInOrder(ctx.db, id),
  ]);
  return {
    session: {
      id: session.id,
      day: session.day,
      startTime: session.startTime,
      poolLength: session.poolLength,
      status: session.status as TSessionTimesBoard["session"]["status"],
      title: session.title,
      workout: session.workoutId && row.workoutName ? { id: session.workoutId, name: row.workoutName } : null,
      canRecord: recordingRefusal(ctx, session) === null,
    },
    swimmers: participants.map((p) => ({
      id: p.participant.studentId,
      fullName: p.fullName,
      attendance: p.participant.attendance as TSessionTimesBoard["swimmers"][number]["attendance"],
    })),
    slots: steps ? timedSlots(steps, session.poolLength as PoolLength) : [],
    times: await present(ctx, times),
  };
}

/** Entries whose key was seen before must be the same swimmer's in the same session (else the key is reused). */
function requireSameOwner(sessionId: string, entries: readonly Entry[], known: readonly SessionTimeRow[]) {
  const byKey = new Map(known.map((r) => [r.clientKey, r]));
  for (const entry of entries) {
    const row = byKey.get(entry.key);
    if (row && (row.sessionId !== sessionId || row.studentId !== entry.studentId))
      throw new AppError("IDEMPOTENCY_KEY_REUSED", 409);
  }
}

/** POST /api/sessions/:id/times */
export async function recordSessionTimes(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  entries: readonly Entry[],
): Promise<TSessionTimesResult> {
  const { session } = await sessionInScope(ctx, viewer, id);
  const refusal = recordingRefusal(ctx, session);
  if (refusal) throw refusal;

  const participants = new Map((await participantsOf(ctx.db, [id])).map((p) => [p.participant.studentId, p]));
  const problems: { field: string; key: string }[] = [];
  entries.forEach((entry, i) => {
    if (!participants.has(entry.studentId))
      problems.push({ field: `entries.${i}.studentId`, key: "sessionNotParticipant" });
    if (!isEventSwumIn(entry.event, session.poolLength as PoolLength))
      problems.push({ field: `entries.${i}.event`, key: "eventNotInPool" });
  });
  throwIfFieldProblems(problems);

  // One entry per key, in the order given (a client may list a key twice when it retries inside one batch).
  const unique = [...new Map(entries.map((e) => [e.key, e])).values()];
  const save = () => saveNewEntries(ctx, viewer, session, unique, participants);
  let created: KnownFlags;
  try {
    created = await save();
  } catch (error) {
    // Two sends of the same key at once: the loser finds the winner's time on its second try.
    if (!isUniqueViolation(error, "swim_times_client_key")) throw error;
    created = await save();
  }

  const rows = await timesByClientKeys(
    ctx.db,
    unique.map((e) => e.key),
  );
  const shown = new Map((await present(ctx, rows, created)).map((t) => [t.key, t]));
  const results = unique.map((e) => {
    const time = shown.get(e.key)!;
    return { key: e.key, duplicate: !created.ids.has(time.id), time };
  });
  const news = results.filter((r) => !r.duplicate).map((r) => r.time);
  if (news.length > 0)
    await ctx.realtime?.publish(sessionTopic(id), { type: "times", sessionId: id, times: news });
  return { results };
}

/**
 * Saves the entries whose keys are new, per swimmer, in one transaction; a swimmer with a time and no attendance
 * taken is marked present (the time shows they swam). Returns the ids it made and their flags.
 */
async function saveNewEntries(
  ctx: AppContext,
  viewer: Viewer,
  session: SessionRow,
  entries: readonly Entry[],
  participants: Map<string, { participant: { attendance: string | null } }>,
): Promise<KnownFlags> {
  return inTransaction(ctx.db, async (tx) => {
    const made: KnownFlags = { ids: new Set(), best: new Set(), records: new Set() };
    const known = await timesByClientKeys(
      tx,
      entries.map((e) => e.key),
    );
    requireSameOwner(session.id, entries, known);
    const seen = new Set(known.map((r) => r.clientKey));
    const fresh = entries.filter((e) => !seen.has(e.key));
    const bySwimmer = new Map<string, Entry[]>();
    for (const entry of fresh)
      bySwimmer.set(entry.studentId, [...(bySwimmer.get(entry.studentId) ?? []), entry]);
    for (const [studentId, own] of bySwimmer) {
      const student = await findStudentBasics(tx, studentId);
      if (!student) throw new AppError("STUDENT_NOT_FOUND", 404);
      const result = await recordTimesWithin(
        ctx,
        tx,
        student,
        session.day,
        own.map((e) => ({
          event: e.event,
          hundredths: e.hundredths,
          poolLength: session.poolLength,
          clientKey: e.key,
          sessionSlot: e.slot,
          splits: e.splits,
        })),
        { source: "session", sessionId: session.id, createdBy: viewer.id },
      );
      for (const id of result.ids) made.ids.add(id);
      for (const id of result.personalBests) made.best.add(id);
      for (const id of result.clubRecords) made.records.add(id);
      if (participants.get(studentId)?.participant.attendance == null)
        await updateParticipant(tx, session.id, studentId, { attendance: "present" });
    }
    return made;
  });
}

/** A time of this session that the viewer may change: the session in scope, not cancelled. */
async function sessionTimeInScope(ctx: AppContext, viewer: Viewer, sessionId: string, timeId: string) {
  const { session } = await sessionInScope(ctx, viewer, sessionId);
  if (session.status === "cancelled") throw new AppError("SESSION_CANCELLED", 409);
  const time = await findTime(ctx.db, timeId);
  if (!time || time.sessionId !== sessionId) throw new AppError("SWIM_TIME_NOT_FOUND", 404);
  return { session, time };
}

/** PUT /api/sessions/:id/times/:timeId: the time typed again (same swimmer, event and day). */
export async function changeSessionTime(
  ctx: AppContext,
  viewer: Viewer,
  sessionId: string,
  timeId: string,
  hundredths: number,
): Promise<TSessionTime> {
  const { time } = await sessionTimeInScope(ctx, viewer, sessionId, timeId);
  await changeTime(ctx, time, {
    event: time.event as SwimEvent,
    poolLength: time.poolLength as PoolLength,
    time: hundredths,
    swumOn: time.swumOn,
    competition: time.competition,
    notes: time.notes,
  });
  const rows = await timesByIds(ctx.db, [timeId]);
  const [shown] = await present(ctx, rows);
  return shown!;
}

/** DELETE /api/sessions/:id/times/:timeId */
export async function removeSessionTime(ctx: AppContext, viewer: Viewer, sessionId: string, timeId: string) {
  await sessionTimeInScope(ctx, viewer, sessionId, timeId);
  await deleteTimeAndRecompute(ctx, timeId);
}
