import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobRuns } from "../../db/schema/system.ts";

/**
 * Takes the job's advisory lock for the rest of the transaction: another instance asking for the same job
 * waits here until this one commits, then sees its recorded run.
 */
export async function lockJob(tx: Db, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** The local day ("YYYY-MM-DD") the job last completed, or null when it never ran. */
export async function lastRunOf(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ day: jobRuns.lastRunOn }).from(jobRuns).where(eq(jobRuns.name, name));
  return row?.day ?? null;
}

/** Records the run's day and what it did (null when the job reports nothing), replacing the previous run's. */
export async function recordJobRun(
  db: Db,
  name: string,
  day: string,
  at: Date,
  result: Record<string, number> | null = null,
) {
  await db
    .insert(jobRuns)
    .values({ name, lastRunOn: day, lastRunAt: at, result })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: day, lastRunAt: at, result } });
}

/** A job's last completed run: its local day, when it ended, and its counts. */
export async function findJobRun(db: Db, name: string) {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row ?? null;
}
