/** How a new time compares with the swimmer's best in the same event and pool. */
export type PbComparison =
  | { kind: "first" }
  | { kind: "newBest"; deltaHundredths: number }
  | { kind: "vsBest"; bestHundredths: number; deltaHundredths: number };

/**
 * A new time against the best known before it: faster is a new personal best (a negative delta); equal or
 * slower says how far off the best it is; no best yet means it is the first time in the event.
 */
export function compareWithBest(hundredths: number, bestHundredths: number | null): PbComparison {
  if (bestHundredths === null) return { kind: "first" };
  const deltaHundredths = hundredths - bestHundredths;
  if (deltaHundredths < 0) return { kind: "newBest", deltaHundredths };
  return { kind: "vsBest", bestHundredths, deltaHundredths };
}
