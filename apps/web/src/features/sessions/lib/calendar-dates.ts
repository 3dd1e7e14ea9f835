/*
 * Club days as "YYYY-MM-DD" strings and the days a month or week view shows. Arithmetic in UTC on the date alone,
 * so a daylight-saving change or the browser's zone never moves a day.
 */

import { dateTimeFormat } from "@bazin/shared/lib/intl";

export type CalendarView = "month" | "week";

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a string is a real calendar day (rejects "2026-02-30"). */
export const isDay = (value: string | null | undefined): value is string =>
  !!value && DAY_PATTERN.test(value) && fromUtc(toUtc(value)) === value;

/** Today in the club's zone (Romania), whatever the browser's. */
export function clubToday(now: Date): string {
  return dateTimeFormat("en-CA", {
    timeZone: "Europe/Bucharest",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);

/** 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => ((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1;

export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

function lastOfMonth(day: string): string {
  const d = new Date(toUtc(firstOfMonth(day)));
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** The days a view shows around `anchor`: whole weeks (Monday first) covering its month, or its week. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  const from = mondayOf(view === "month" ? firstOfMonth(anchor) : anchor);
  const to = view === "month" ? addDays(mondayOf(lastOfMonth(anchor)), 6) : addDays(from, 6);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The anchor one month or week earlier (-1) or later (+1); months land on their first day. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === "week") return addDays(anchor, 7 * step);
  const d = new Date(toUtc(firstOfMonth(anchor)));
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + step, 1));
}

/** Whether `day` is in the same month as `anchor` (the month grid greys the days around it). */
export const sameMonth = (day: string, anchor: string) => day.slice(0, 7) === anchor.slice(0, 7);

/** The days the summary looks at: the last 90 (attendance rate) and the next 60 (next session). */
export function summaryRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -90), to: addDays(today, 60) };
}
