/*
 * Critical swim speed (TRAINING.md §4): from a 400 m and a 200 m test, CSS pace per 100 m = (T400 − T200) / 2.
 * Times are hundredths of a second, as everywhere in the training half.
 */

export type CssProblem = "cssOrder" | "cssImplausible";

/**
 * The CSS pace per 100 m in hundredths, or why the two times cannot give one: the 400 m must be slower than
 * the 200 m, and slower per 100 m too (a faster 400 m pace than 200 m pace is a typing mistake).
 */
export function cssPaceHundredths(
  t400Hundredths: number,
  t200Hundredths: number,
): { ok: true; paceHundredths: number } | { ok: false; problem: CssProblem } {
  if (t400Hundredths <= t200Hundredths) return { ok: false, problem: "cssOrder" };
  if (t400Hundredths / 4 < t200Hundredths / 2) return { ok: false, problem: "cssImplausible" };
  return { ok: true, paceHundredths: Math.round((t400Hundredths - t200Hundredths) / 2) };
}

/** The pace a CSS-offset step asks of this swimmer: CSS + offset seconds, per 100 m, in hundredths. */
export const cssTargetHundredths = (cssHundredths: number, offsetSeconds: number) =>
  cssHundredths + offsetSeconds * 100;

/** The time to swim `metres` at a pace per 100 m (hundredths), e.g. a 200 m target at CSS + 3. */
export const timeForDistance = (paceHundredths: number, metres: number) =>
  Math.round((paceHundredths * metres) / 100);
