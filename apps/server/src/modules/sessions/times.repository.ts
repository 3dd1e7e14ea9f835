import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { swimTimes } from "../../db/schema/training.ts";
import { workouts } from "../../db/schema/training-hub.ts";

/* A session's swim times as the time recorder and live mode see them (contracts/session-times.ts). */

const sessionTimeColumns = {
  id: swimTimes.id,
  clientKey: swimTimes.clientKey,
  sessionId: swimTimes.sessionId,
  studentId: swimTimes.studentId,
  event: swimTimes.event,
  hundredths: swimTimes.hundredths,
  sessionSlot: swimTimes.sessionSlot,
  splits: swimTimes.splits,
  createdAt: swimTimes.createdAt,
};
export type SessionTimeRow = Awaited<ReturnType<typeof timesOfSessionInOrder>>[number];

/** The times of a session in the order they were taken. */
export async function timesOfSessionInOrder(db: Db, sessionId: string) {
  return db
    .select(sessionTimeColumns)
    .from(swimTimes)
    .where(eq(swimTimes.sessionId, sessionId))
    .orderBy(asc(swimTimes.createdAt), asc(swimTimes.id));
}

/** The times already made by these idempotency keys (a resent entry). */
export async function timesByClientKeys(db: Db, keys: readonly string[]): Promise<SessionTimeRow[]> {
  if (keys.length === 0) return [];
  return db
    .select(sessionTimeColumns)
    .from(swimTimes)
    .where(inArray(swimTimes.clientKey, [...keys]));
}

export async function timesByIds(db: Db, ids: readonly string[]): Promise<SessionTimeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(sessionTimeColumns)
    .from(swimTimes)
    .where(inArray(swimTimes.id, [...ids]));
}

/** Of the given times, those that are their swimmer's best of their event and pool now. */
export async function bestNowAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`select t.id from ${swimTimes} t
      where t.id in (${list})
        and not exists (select 1 from ${swimTimes} o where o.student_id = t.student_id and o.event = t.event
          and o.pool_length = t.pool_length and (o.hundredths < t.hundredths
          or (o.hundredths = t.hundredths and (o.swum_on, o.created_at, o.id) < (t.swum_on, t.created_at, t.id))))`)) as unknown as {
    rows: { id: string }[];
  };
  return new Set(result.rows.map((r) => r.id));
}

/** A workout's steps (the recorder's columns come from its timed repeats). */
export async function workoutSteps(db: Db, workoutId: string) {
  const [row] = await db
    .select({ steps: workouts.steps })
    .from(workouts)
    .where(eq(workouts.id, workoutId))
    .limit(1);
  return row?.steps;
}
