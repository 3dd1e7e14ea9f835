import { type CssProblem, cssPaceHundredths } from "@bazin/shared/domain/training/css";
import { parseSwimTime } from "@bazin/shared/domain/training/swim-time";

/** What the two test times give: nothing yet (one is missing or unreadable), a problem with them, or CSS. */
export type CssOutcome =
  | { state: "waiting" }
  | { state: "problem"; problem: CssProblem }
  | { state: "ok"; paceHundredths: number };

/** The CSS pace per 100 m the typed 400 m and 200 m times (`MM:SS.CC`) give, or why they give none. */
export function cssOutcome(t400Text: string, t200Text: string): CssOutcome {
  const t400 = parseSwimTime(t400Text);
  const t200 = parseSwimTime(t200Text);
  if (t400 === null || t200 === null) return { state: "waiting" };
  const css = cssPaceHundredths(t400, t200);
  return css.ok
    ? { state: "ok", paceHundredths: css.paceHundredths }
    : { state: "problem", problem: css.problem };
}
