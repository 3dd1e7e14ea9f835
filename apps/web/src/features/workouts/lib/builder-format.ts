/*
 * Paces and send-offs as coaches write them: "1:40" (m:ss). A bare number of seconds ("95") is read too, as
 * it is how short intervals are often said.
 */

const MIN_SEC = /^(\d{1,2}):([0-5]\d)$/;
const SECONDS = /^\d{1,4}$/;

/** Seconds from "m:ss" (or plain seconds); null when the text is neither. */
export function parseMinSec(text: string): number | null {
  const trimmed = text.trim();
  const minSec = MIN_SEC.exec(trimmed);
  if (minSec) return Number(minSec[1]) * 60 + Number(minSec[2]);
  return SECONDS.test(trimmed) ? Number(trimmed) : null;
}

/** "1:40" for 100 seconds; "" for a value that is not a number of seconds. */
export function formatMinSec(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "";
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
