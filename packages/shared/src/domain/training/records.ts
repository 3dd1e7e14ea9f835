import { inSwimOrder, type TimedSwim } from "./personal-bests.ts";

/**
 * A club record's history (TRAINING.md §2): among the swims of one event × pool × gender × age group, in the
 * order they were swum, every one strictly faster than all before it. The last is the record.
 */
export function recordProgression<T extends TimedSwim>(swims: readonly T[]): T[] {
  const progression: T[] = [];
  for (const swim of inSwimOrder(swims)) {
    const current = progression.at(-1);
    if (!current || swim.hundredths < current.hundredths) progression.push(swim);
  }
  return progression;
}
