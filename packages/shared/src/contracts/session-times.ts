import { z } from "zod";
import { SWIM_EVENTS } from "../domain/training/events.ts";
import { ATTENDANCE_VALUES, SESSION_STATUSES } from "../domain/training/session-rules.ts";
import { MAX_SWIM_HUNDREDTHS } from "../domain/training/swim-time.ts";
import { ZSwimEvent } from "./times.ts";

/*
 * A session's times (TRAINING.md §6): the time recorder (`…/session/{id}/times`) and live mode (`…/live`) read
 * the board and send entries; both save swim times with source `session` that update PBs and club records.
 * Staff only, with the sessions' scope (a coach: sessions they lead or holding a swimmer of their groups).
 *
 *   GET  /api/sessions/:id/times   → ZSessionTimesBoard
 *   POST /api/sessions/:id/times   ZSessionTimesRequest → ZSessionTimesResult
 *   PUT    /api/sessions/:id/times/:timeId   ZSessionTimeChange → ZSessionTime (typed again)
 *   DELETE /api/sessions/:id/times/:timeId   → 204
 * A session's times are changed here with the session's scope (a coach leading a session may correct the times
 * of a guest swimmer from another group, whom the swimmers' screens would not show them).
 *
 * Every entry carries a client-made idempotency `key` (a UUID made when the time was taken): sending it again
 * (a retry after a lost answer, a sync after going offline) records nothing twice and answers with the time
 * stored the first time (`duplicate: true`).
 *
 * Live followers: every saved entry is published on the STOMP topic `/topic/session.<sessionId>` as
 * ZSessionTimesEvent; who may subscribe is who may see the session.
 *
 * Errors: 404 SESSION_NOT_FOUND; 404 SWIM_TIME_NOT_FOUND (not a time of this session); 403 SESSION_NOT_IN_SCOPE; 409 SESSION_CANCELLED; 409 SESSION_NOT_STARTED (the
 * session's day is still to come); 409 IDEMPOTENCY_KEY_REUSED (the key names a time of another session or
 * swimmer); 400 VALIDATION_ERROR with fields ("sessionNotParticipant", "eventNotInPool").
 */

/** At most this many entries in one request (a whole squad's set at once). */
export const MAX_SESSION_TIME_ENTRIES = 200;
/** How many intermediate splits one live-mode time may carry (a 1500 in a 25 m pool has 59). */
export const MAX_SPLITS = 60;

export const SESSION_TOPIC_PREFIX = "/topic/session." as const;
export const sessionTopic = (sessionId: string) => `${SESSION_TOPIC_PREFIX}${sessionId}` as const;

const zHundredths = z
  .number({ error: "swimTimeFormat" })
  .int("swimTimeFormat")
  .min(1, "swimTimeFormat")
  .max(MAX_SWIM_HUNDREDTHS, "swimTimeFormat");

export const ZSessionTimeEntry = z.object({
  key: z.uuid(),
  studentId: z.uuid({ error: "studentRequired" }),
  event: ZSwimEvent,
  /** Hundredths of a second. */
  hundredths: zHundredths,
  /** The recorder column (`TimedSlot.key`); null for a free event. */
  slot: z.string().trim().min(1).max(60).nullable().default(null),
  /** Live mode: cumulative split times before the finish, hundredths, ascending. */
  splits: z.array(zHundredths).max(MAX_SPLITS).default([]),
});
export type TSessionTimeEntry = z.input<typeof ZSessionTimeEntry>;

export const ZSessionTimesRequest = z.object({
  entries: z.array(ZSessionTimeEntry).min(1, "swimTimesRequired").max(MAX_SESSION_TIME_ENTRIES, "tooLong"),
});
export type TSessionTimesRequest = z.input<typeof ZSessionTimesRequest>;

export const ZSessionTimeParams = z.object({ id: z.uuid(), timeId: z.uuid() });
export const ZSessionTimeChange = z.object({ hundredths: zHundredths });
export type TSessionTimeChange = z.input<typeof ZSessionTimeChange>;

export const ZSessionTime = z.object({
  id: z.uuid(),
  /** The idempotency key it was sent with; null for times added elsewhere (the times screens). */
  key: z.string().nullable(),
  studentId: z.uuid(),
  event: z.enum(SWIM_EVENTS),
  hundredths: z.number().int(),
  slot: z.string().nullable(),
  splits: z.array(z.number().int()),
  /** The swimmer's best in this event and pool now. */
  personalBest: z.boolean(),
  /** Holds a club record now. */
  clubRecord: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TSessionTime = z.infer<typeof ZSessionTime>;

export const ZTimedSlot = z.object({
  key: z.string(),
  event: z.enum(SWIM_EVENTS),
  stepId: z.string(),
  round: z.number().int(),
  rounds: z.number().int(),
  sendOffSeconds: z.number().int().nullable(),
});
export type TTimedSlot = z.infer<typeof ZTimedSlot>;

export const ZSessionTimesBoard = z.object({
  session: z.object({
    id: z.uuid(),
    day: z.string(),
    startTime: z.string(),
    poolLength: z.number().int(),
    status: z.enum(SESSION_STATUSES),
    title: z.string(),
    workout: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** Times are taken from the session's day on (SESSION_NOT_STARTED before), never for a cancelled one. */
    canRecord: z.boolean(),
  }),
  swimmers: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      attendance: z.enum(ATTENDANCE_VALUES).nullable(),
    }),
  ),
  /** The workout's timed repeats (empty without a workout or timed repeats: the recorder offers free events). */
  slots: z.array(ZTimedSlot),
  times: z.array(ZSessionTime),
});
export type TSessionTimesBoard = z.infer<typeof ZSessionTimesBoard>;

export const ZSessionTimesResult = z.object({
  results: z.array(z.object({ key: z.string(), duplicate: z.boolean(), time: ZSessionTime })),
});
export type TSessionTimesResult = z.infer<typeof ZSessionTimesResult>;

/** What `/topic/session.<id>` carries: the times just saved (by any device). */
export const ZSessionTimesEvent = z.object({
  type: z.literal("times"),
  sessionId: z.uuid(),
  times: z.array(ZSessionTime),
});
export type TSessionTimesEvent = z.infer<typeof ZSessionTimesEvent>;
