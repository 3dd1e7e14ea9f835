import { localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../app-context.ts";
import { inTransaction, type Tx } from "../db/transaction.ts";
import { lastRunOf, lockJob, recordJobRun } from "../modules/system/job-runs.repository.ts";

/** A job that must run once per local day (Europe/Bucharest), whatever the number of server instances. */
export interface DailyJob {
  name: string;
  /**
   * Runs inside the job's transaction: its writes are kept only if it completes and its day is recorded; what
   * it registers with `afterCommit` (notification pushes) runs after that. It may return what it did, in
   * counts, kept with the run for the system screen.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: jobs that report nothing keep a plain `async run() {}`.
  run(tx: Tx, today: string, ctx: AppContext): Promise<JobResult | void>;
}

/** What a run did, in counts (rows removed…): never names or other personal data. */
export type JobResult = Record<string, number>;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often an instance looks for due jobs; a day's jobs run within this long of midnight. */
export const SCHEDULER_INTERVAL_MS = 15 * 60_000;

/**
 * Runs the job if it has not run today. In one transaction: take the job's advisory lock, read its last day,
 * run, record today. A second instance blocks on the lock, then finds today recorded and skips. A failed run
 * records nothing, so the next check tries again. Returns whether it ran here.
 */
export async function runIfDue(ctx: AppContext, job: DailyJob): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    await lockJob(tx, job.name);
    const now = ctx.clock.now();
    const today = localDate(now);
    const last = await lastRunOf(tx, job.name);
    if (last !== null && last >= today) return false;
    const result = await job.run(tx, today, ctx);
    await recordJobRun(tx, job.name, today, now, result ?? null);
    return true;
  });
}

/** Runs every due job in order; one failing job does not stop the others. Returns the names that ran here. */
export async function runDueJobs(ctx: AppContext, jobs: readonly DailyJob[], log?: Log): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    try {
      if (await runIfDue(ctx, job)) {
        ran.push(job.name);
        log?.info({ job: job.name }, "daily job done");
      }
    } catch (error) {
      log?.error({ err: error, job: job.name }, "daily job failed");
    }
  }
  return ran;
}

/**
 * Checks for due jobs at start and every 15 minutes, in the background (the timer does not keep the process
 * alive). Returns the stop function, which waits for a run in progress so the database can close after it.
 */
export function startScheduler(
  ctx: AppContext,
  jobs: readonly DailyJob[],
  log: Log,
  intervalMs = SCHEDULER_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDueJobs(ctx, jobs, log).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (running) await running;
  };
}
