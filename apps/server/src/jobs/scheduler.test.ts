import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { AppContext } from "../app-context.ts";
import { jobRuns } from "../db/schema/system.ts";
import { DAILY_JOBS } from "./registration-jobs.ts";
import { type DailyJob, runDueJobs, runIfDue, startScheduler } from "./scheduler.ts";

const HOUR_MS = 60 * 60_000;
const quiet = { info() {}, error() {} };

/** A job that counts its runs and takes a moment, so two instances really overlap. */
function countingJob(name: string, opts: { failFirst?: boolean } = {}) {
  const job = {
    name,
    runs: 0,
    async run() {
      job.runs++;
      await sleep(50);
      if (opts.failFirst && job.runs === 1) throw new Error("first run fails");
    },
  } satisfies DailyJob & { runs: number };
  return job;
}

describe("daily job scheduler", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("starts the registration jobs when the app starts", async () => {
    await vi.waitFor(
      async () => {
        const names = (await t.db.select().from(jobRuns)).map((r) => r.name);
        expect(names).toEqual(expect.arrayContaining(DAILY_JOBS.map((j) => j.name)));
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it("runs a job once per local day (Europe/Bucharest), not once per 24 hours", async () => {
    const job = countingJob("test.daily");
    // 2026-11-22 10:00 UTC is 12:00 in Bucharest.
    expect(await runIfDue(t.ctx, job)).toBe(true);
    expect(await runIfDue(t.ctx, job)).toBe(false);
    t.clock.advance(11 * HOUR_MS + 59 * 60_000); // 23:59 local, same day
    expect(await runIfDue(t.ctx, job)).toBe(false);
    t.clock.advance(60_000); // 00:00 local on the 23rd, 22:00 UTC on the 22nd
    expect(await runIfDue(t.ctx, job)).toBe(true);
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    expect(row!.lastRunOn).toBe("2026-11-23");
    expect(job.runs).toBe(2);
  });

  it("records nothing for a failed run, so the next check tries again; other jobs still run", async () => {
    const failing = countingJob("test.failing", { failFirst: true });
    const other = countingJob("test.other");
    expect(await runDueJobs(t.ctx, [failing, other], quiet)).toEqual(["test.other"]);
    expect(await t.db.select().from(jobRuns).where(eq(jobRuns.name, failing.name))).toEqual([]);
    expect(await runDueJobs(t.ctx, [failing, other], quiet)).toEqual(["test.failing"]);
    expect([failing.runs, other.runs]).toEqual([2, 1]);
  });

  it("two server instances on one database checking at the same moment: the job runs once", async () => {
    const job = countingJob("test.two-instances");
    const second: AppContext = { ...t.ctx };
    const stops = [startScheduler(t.ctx, [job], quiet), startScheduler(second, [job], quiet)];
    await Promise.all(stops.map((stop) => stop()));
    expect(job.runs).toBe(1);

    const ran = await Promise.all([runDueJobs(t.ctx, [job]), runDueJobs(second, [job])]);
    expect(ran).toEqual([[], []]);
    t.clock.advance(24 * HOUR_MS);
    const nextDay = await Promise.all([
      runDueJobs(t.ctx, [job]),
      runDueJobs(second, [job]),
      runDueJobs(t.ctx, [job]),
    ]);
    expect(nextDay.flat()).toEqual([job.name]);
    expect(job.runs).toBe(2);
  });
});
