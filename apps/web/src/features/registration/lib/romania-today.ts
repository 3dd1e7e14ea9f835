/*
 * Today's date in Romania ("YYYY-MM-DD") without Intl. The wizard needs it for its first render, and the first
 * Intl.DateTimeFormat a page creates loads the time zone data: 15–25 ms of main thread on a fast computer, four
 * times that on the phone Lighthouse simulates. Romania keeps the EU's rule: UTC+2, and UTC+3 from the last
 * Sunday of March to the last Sunday of October, both switches at 01:00 UTC. The server, and the wizard's other
 * dates, still use `localDate` from the shared domain; romania-today.test.ts checks both agree hour by hour.
 */

/** 01:00 UTC on the last Sunday of a month (`month` 0-based), as epoch milliseconds. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

export function romaniaToday(at: Date = new Date()): string {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  const local = new Date(time + (summer ? 3 : 2) * 3_600_000);
  return local.toISOString().slice(0, 10);
}
