/** Weekdays as ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const AGE_GROUPS = ["children", "adults"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Adults are 18 or older (spec: minors under 18 need a guardian). */
export const ADULT_AGE = 18;
/** The youngest a registrant may be (spec §9: age groups 5 to 18 and 18+). */
export const MIN_REGISTRATION_AGE = 5;

/** Whole years between a birth date and a day (both "YYYY-MM-DD"). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function isMinor(birthDate: string, on: string): boolean {
  return ageOn(birthDate, on) < ADULT_AGE;
}

/** The age group whose slots an applicant may choose. */
export function ageGroupOf(birthDate: string, on: string): AgeGroup {
  return isMinor(birthDate, on) ? "children" : "adults";
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than formatting with it. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's date in Romania as "YYYY-MM-DD" (registrations, expiry and certificates go by the local day). */
export function localDate(at: Date = new Date(), timeZone = "Europe/Bucharest"): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(at);
}

/** Adds days to a "YYYY-MM-DD" date. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one "YYYY-MM-DD" to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** Whether "YYYY-MM-DD" is a day of the calendar (2026-02-30 is not: Date would roll it over to 2 March). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * A registration's days left on `today`: none once it has expired, whether by the date or by an admin marking
 * it expired before its date, so the status and the days left always agree.
 */
export function daysRemaining(status: string, validUntil: string, today: string): number {
  return status === "expired" ? 0 : Math.max(0, daysBetween(today, validUntil));
}
