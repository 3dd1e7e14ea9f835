import type { TRecommendation } from "@bazin/shared/contracts/plans";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useDayFormat } from "./format.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The translated reason of an advice, from its kind and the params the server sends with it (shared
 * domain/training/plan-recommendations.ts): raceWithoutTaper { race, date }, volumeJump { week, percent,
 * previousMetres, metres }, noWorkoutsNextWeek { week, monday }, phaseGap { from, to } (plan weeks). Days are
 * shown in the interface's format; a gap of one week reads as one week.
 */
export function useRecommendationReason(): (item: TRecommendation) => string {
  const { t } = useTranslation("admin");
  const day = useDayFormat();
  const words = useHubWords();
  return useCallback(
    ({ kind, params }: TRecommendation) => {
      const dayOf = (value: string | number | undefined) => {
        const text = String(value ?? "");
        return DAY.test(text) ? day(text) : text;
      };
      switch (kind) {
        case "raceWithoutTaper":
          return t("planning.recommendations.reasons.raceWithoutTaper", {
            race: params.race,
            date: dayOf(params.date),
          });
        case "volumeJump":
          return t("planning.recommendations.reasons.volumeJump", {
            week: params.week,
            percent: Math.round(Number(params.percent)),
            from: words.distance(Number(params.previousMetres)),
            to: words.distance(Number(params.metres)),
          });
        case "noWorkoutsNextWeek":
          return t("planning.recommendations.reasons.noWorkoutsNextWeek", {
            week: params.week,
            monday: dayOf(params.monday),
          });
        case "phaseGap":
          return Number(params.from) === Number(params.to)
            ? t("planning.recommendations.reasons.phaseGapOne", { week: params.from })
            : t("planning.recommendations.reasons.phaseGap", { from: params.from, to: params.to });
      }
    },
    [t, day, words],
  );
}
