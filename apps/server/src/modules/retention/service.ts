import type { TRetentionStatus } from "@bazin/shared/contracts/system";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { findJobRun } from "../system/job-runs.repository.ts";

/** The daily job's name in job_runs (jobs/retention.ts). */
export const RETENTION_JOB = "retention.purge";

/** The club's days, as the scheduler counts them (localDate's default). */
const CLUB_TIME_ZONE = "Europe/Bucharest";

/**
 * The instant `months` calendar months before `at`; a day the shorter month lacks becomes its last day (31 March
 * less one month is 28 or 29 February), so the period is never shorter than promised.
 */
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** A local day ("YYYY-MM-DD") `years` years earlier; 29 February becomes the 28th. */
export function yearsBefore(day: string, years: number): string {
  return monthsBefore(new Date(`${day}T00:00:00Z`), years * 12)
    .toISOString()
    .slice(0, 10);
}

/**
 * What is due on `today`: expired registrations whose last valid day is before `registrationsBefore`, audit
 * entries written before `auditBefore`.
 */
export function retentionCutoffs(ctx: AppContext, today: string) {
  const { registrationYears, auditMonths } = ctx.config.retention;
  return {
    registrationsBefore: yearsBefore(today, registrationYears),
    auditBefore: monthsBefore(ctx.clock.now(), auditMonths),
  };
}

/** How far `at`'s wall clock in the club's zone is ahead of UTC, in ms (+2 or +3 hours in Bucharest). */
function zoneOffsetMs(at: number): number {
  const parts = dateTimeFormat("en-US", {
    timeZone: CLUB_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a local day begins in the club's zone (checked twice, for the days summer time starts or ends). */
export function localMidnight(day: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const guess = utc - zoneOffsetMs(utc);
  return new Date(utc - zoneOffsetMs(guess));
}

const count = (result: Record<string, number> | null, key: string) => result?.[key] ?? 0;

/**
 * The system screen's retention card. The scheduler runs daily jobs once a local day, checking every 15 minutes:
 * after today's run the next is the following local midnight; before it, at the next check.
 */
export async function retentionStatus(ctx: AppContext, db: Db = ctx.db): Promise<TRetentionStatus> {
  const run = await findJobRun(db, RETENTION_JOB);
  const today = localDate(ctx.clock.now());
  const ranToday = run !== null && run.lastRunOn >= today;
  return {
    registrationYears: ctx.config.retention.registrationYears,
    auditMonths: ctx.config.retention.auditMonths,
    lastRun: run && {
      at: run.lastRunAt.toISOString(),
      registrations: count(run.result, "registrations"),
      files: count(run.result, "files"),
      consents: count(run.result, "consents"),
      auditEntries: count(run.result, "auditEntries"),
    },
    nextRunAt: ranToday ? localMidnight(addDays(run.lastRunOn, 1)).toISOString() : null,
  };
}
