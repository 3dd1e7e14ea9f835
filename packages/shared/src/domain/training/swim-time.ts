/**
 * Swim times are whole hundredths of a second (TRAINING.md §2). People type and read them as `MM:SS.CC`,
 * `SS.CC` under a minute; live mode also takes whole seconds (`mm:ss`). A comma works as the decimal mark,
 * as Romanian keyboards type it.
 */

/** The slowest time the club records: 59:59.99. */
export const MAX_SWIM_HUNDREDTHS = 59 * 6000 + 59 * 100 + 99;

const WITH_MINUTES = /^(\d{1,2}):(\d{1,2})(?:[.,](\d{1,2}))?$/;
const SECONDS_ONLY = /^(\d{1,2})[.,](\d{1,2})$/;

export interface ParseSwimTimeOptions {
  /** Live mode accepts `mm:ss` without hundredths (SPEC §5); other forms need them. */
  allowWholeSeconds?: boolean;
}

/**
 * The hundredths of a typed time, or null when it is not a time: `1:02.34`, `01:02.34`, `28.45`, `28,45`;
 * `1:05` only with `allowWholeSeconds`. Seconds past 59 after minutes (`1:75.00`) and zero are refused.
 * One hundredths digit means tenths (`28.4` is 28.40).
 */
export function parseSwimTime(text: string, options: ParseSwimTimeOptions = {}): number | null {
  const value = text.trim();
  let minutes = 0;
  let seconds: number;
  let fraction: string | undefined;
  const long = WITH_MINUTES.exec(value);
  if (long) {
    minutes = Number(long[1]);
    seconds = Number(long[2]);
    fraction = long[3];
    if (long[2]!.length !== 2 && minutes > 0) return null;
    if (fraction === undefined && !options.allowWholeSeconds) return null;
  } else {
    const short = SECONDS_ONLY.exec(value);
    if (!short) return null;
    seconds = Number(short[1]);
    fraction = short[2];
  }
  if (seconds > 59) return null;
  const hundredths = fraction === undefined ? 0 : Number(fraction.padEnd(2, "0"));
  const total = minutes * 6000 + seconds * 100 + hundredths;
  if (total <= 0 || total > MAX_SWIM_HUNDREDTHS) return null;
  return total;
}

/** `28.45`, `1:02.34`, `16:05.12`: minutes only when there are any, as results lists print them. */
export function formatSwimTime(hundredths: number): string {
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const rest = hundredths % 100;
  const cc = String(rest).padStart(2, "0");
  if (minutes === 0) return `${seconds}.${cc}`;
  return `${minutes}:${String(seconds).padStart(2, "0")}.${cc}`;
}

/** A difference between two times, signed: `-0.45`, `+1.20`, `-1:02.00`. */
export function formatSwimTimeDelta(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "+";
  return `${sign}${formatSwimTime(Math.abs(hundredths))}`;
}
