import { type PhaseProblem, phaseProblems } from "@bazin/shared/domain/training/plan-rules";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useHubWords } from "../../../components/training/hub-words.ts";
import type { PhaseValue } from "./calendar.ts";

/**
 * What is wrong with each phase, in words, by the phase's index: the live rules of SPEC §9 and §4 from
 * `phaseProblems` (durations, inside the plan, no overlap — an overlap is told at both bands), then the
 * server's own field errors of the last save (validation keys), until the phases change.
 */
export function usePhaseMessages(
  phases: readonly PhaseValue[],
  weekCount: number,
  serverKeys: ReadonlyMap<number, string[]>,
): { messages: Map<number, string[]>; problems: PhaseProblem[] } {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const validation = useValidationMessage();
  return useMemo(() => {
    const problems = weekCount > 0 ? phaseProblems(phases, weekCount) : [];
    const messages = new Map<number, string[]>();
    const add = (index: number, message: string) =>
      messages.set(index, [...(messages.get(index) ?? []), message]);
    for (const problem of problems) {
      if (problem.code === "PHASE_DURATION" && problem.weeks < 1)
        // The last week before the first: no duration to speak of.
        add(problem.index, validation("phaseWeeksInvalid") ?? "");
      else if (problem.code === "PHASE_DURATION")
        add(
          problem.index,
          t("plans.phaseProblems.duration", {
            phase: words.phase(problem.phase),
            min: problem.min,
            max: problem.max,
            count: problem.weeks,
          }),
        );
      else if (problem.code === "PHASE_OUTSIDE_PLAN")
        add(
          problem.index,
          t("plans.phaseProblems.outside", {
            phase: words.phase(problem.phase),
            weekCount: problem.weekCount,
          }),
        );
      else {
        const overlap = (index: number, other: number) => {
          const o = phases[other];
          if (!o) return;
          add(
            index,
            t("plans.phaseProblems.overlap", {
              other: words.phase(o.phase),
              start: o.startWeek,
              end: o.endWeek,
            }),
          );
        };
        overlap(problem.index, problem.other);
        overlap(problem.other, problem.index);
      }
    }
    for (const [index, keys] of serverKeys)
      for (const key of keys) {
        const message = validation(key);
        if (message && !messages.get(index)?.includes(message)) add(index, message);
      }
    return { messages, problems };
  }, [phases, weekCount, serverKeys, t, words, validation]);
}
