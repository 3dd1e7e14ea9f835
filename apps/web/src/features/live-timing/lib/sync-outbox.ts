import {
  MAX_SESSION_TIME_ENTRIES,
  type TSessionTime,
  type TSessionTimeEntry,
  type TSessionTimesResult,
} from "@bazin/shared/contracts/session-times";
import { ApiError } from "../../../lib/api-error.ts";
import { entriesOf, markFailed, type OutboxEntry, removeEntries } from "./outbox.ts";

export type PostTimes = (sessionId: string, entries: TSessionTimeEntry[]) => Promise<TSessionTimesResult>;

export interface SyncReport {
  /** Times the server acknowledged (new or already stored), to show at once. */
  saved: TSessionTime[];
  /** Entries refused for good in this round. */
  failed: number;
  /** Set when the server could not be reached or answered with a passing error: try again later. */
  retryLater: unknown | null;
}

/**
 * A refusal that sending again cannot change (validation, a cancelled session, a key of another time).
 * Not these: 401 (signing in again fixes it), 403 CSRF (the http helper already retried), 408/429 and 5xx.
 */
export function isPermanentRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500)
    return false;
  if (error.code === "CSRF_INVALID") return false;
  return error.status >= 400;
}

const toEntry = (entry: OutboxEntry): TSessionTimeEntry => ({
  key: entry.key,
  studentId: entry.studentId,
  event: entry.event,
  hundredths: entry.hundredths,
  slot: entry.slot,
  splits: entry.splits,
});

async function send(sessionId: string, batch: OutboxEntry[], post: PostTimes, report: SyncReport) {
  try {
    const answer = await post(sessionId, batch.map(toEntry));
    // Only keys the server named leave the outbox: an answer that left one out keeps it for the next round.
    const known = new Set(batch.map((entry) => entry.key));
    const acknowledged = answer.results.filter((result) => known.has(result.key));
    await removeEntries(acknowledged.map((result) => result.key));
    report.saved.push(...acknowledged.map((result) => result.time));
  } catch (error) {
    if (!isPermanentRefusal(error)) throw error;
    if (batch.length > 1) {
      // One bad entry refuses the whole request: send one by one so only that one is kept back.
      for (const entry of batch) await send(sessionId, [entry], post, report);
      return;
    }
    await markFailed(
      batch.map((entry) => entry.key),
      { code: error.code, message: error.serverMessage ?? error.message },
    );
    report.failed += batch.length;
  }
}

const running = new Map<string, Promise<SyncReport>>();
const queued = new Map<string, Promise<SyncReport>>();

async function round(sessionId: string, post: PostTimes): Promise<SyncReport> {
  const report: SyncReport = { saved: [], failed: 0, retryLater: null };
  const pending = (await entriesOf(sessionId)).filter((entry) => !entry.failure);
  try {
    for (let start = 0; start < pending.length; start += MAX_SESSION_TIME_ENTRIES)
      await send(sessionId, pending.slice(start, start + MAX_SESSION_TIME_ENTRIES), post, report);
  } catch (error) {
    report.retryLater = error;
  }
  return report;
}

function begin(sessionId: string, post: PostTimes): Promise<SyncReport> {
  const current = round(sessionId, post).finally(() => running.delete(sessionId));
  running.set(sessionId, current);
  return current;
}

/**
 * Sends a session's pending entries (not those refused for good). Sending again is safe: the server stores
 * each key once. One round at a time per session: a call during a round gets one more round right after it
 * (shared by every caller meanwhile), so an entry stored while a request was under way is not left behind.
 */
export function syncOutbox(sessionId: string, post: PostTimes): Promise<SyncReport> {
  const current = running.get(sessionId);
  if (!current) return begin(sessionId, post);
  const next = queued.get(sessionId);
  if (next) return next;
  const followUp = current
    .catch(() => undefined)
    .then(() => {
      queued.delete(sessionId);
      return begin(sessionId, post);
    });
  queued.set(sessionId, followUp);
  return followUp;
}
