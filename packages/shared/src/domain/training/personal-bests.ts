/**
 * Personal bests (TRAINING.md §2): the best time per swimmer × event × pool. A time's `personal_record` flag
 * means "was a PB when swum", so the progression can be drawn: the first time, then every time strictly faster
 * than all earlier ones. Earlier = earlier day; on the same day, the one recorded first.
 */
export interface TimedSwim {
  id: string;
  hundredths: number;
  /** "YYYY-MM-DD" */
  swumOn: string;
  /** Tie-break within a day: the order the times were recorded in. */
  recordedAt: Date | string;
}

function chronological(a: TimedSwim, b: TimedSwim): number {
  if (a.swumOn !== b.swumOn) return a.swumOn < b.swumOn ? -1 : 1;
  const at = new Date(a.recordedAt).getTime();
  const bt = new Date(b.recordedAt).getTime();
  if (at !== bt) return at - bt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The swims of one series in the order they were swum. */
export function inSwimOrder<T extends TimedSwim>(swims: readonly T[]): T[] {
  return [...swims].sort(chronological);
}

/** The ids of the swims of one swimmer × event × pool that were a personal best when swum. */
export function personalBestIds(swims: readonly TimedSwim[]): Set<string> {
  const flagged = new Set<string>();
  let best = Number.POSITIVE_INFINITY;
  for (const swim of inSwimOrder(swims)) {
    if (swim.hundredths < best) {
      best = swim.hundredths;
      flagged.add(swim.id);
    }
  }
  return flagged;
}

/** The season a day belongs to: swimming seasons run 1 September – 31 August, named by their first year. */
export function seasonOf(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 9 ? year : year - 1;
}

/** "2025/26" for the season that starts in September 2025. */
export function seasonLabel(season: number): string {
  return `${season}/${String((season + 1) % 100).padStart(2, "0")}`;
}
