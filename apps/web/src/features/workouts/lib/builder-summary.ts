import type { TWorkoutNode, TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { formatMinSec } from "./builder-format.ts";

/**
 * One line that says what a node is ("100 m · Liber · Picioare · Moderat · pauză 20 s"; "4 × la 1:40, 2 pași"):
 * the compact row, the drag handle's label and the drag announcements use the same words.
 */
export function useNodeSummary() {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  return useMemo(() => {
    const step = (s: TWorkoutStep): string => {
      const parts: string[] = [];
      if (s.category === "rest") parts.push(words.category("rest"));
      else parts.push(words.distance(s.distanceMetres), words.stroke(s.stroke));
      if (s.category !== "rest" && s.drill !== "none") parts.push(words.drill(s.drill));
      if (s.category !== "rest") {
        if (s.intensity.kind === "pace")
          parts.push(t("builder.summary.pace", { pace: formatMinSec(s.intensity.secondsPer100) || "?" }));
        else if (s.intensity.kind === "css") {
          const offset = s.intensity.offsetSeconds;
          const signed = Number.isFinite(offset) ? `${offset >= 0 ? "+" : "\u2212"}${Math.abs(offset)}` : "?";
          parts.push(t("builder.summary.css", { offset: signed }));
        }
        parts.push(words.effort(s.effort));
      }
      if (s.restSeconds > 0) parts.push(t("builder.summary.rest", { seconds: s.restSeconds }));
      const equipment = s.equipment.filter((item) => item !== "none");
      if (equipment.length > 0) parts.push(equipment.map(words.equipment).join(", "));
      return parts.join(" · ");
    };
    const node = (n: TWorkoutNode): string => {
      if (n.kind === "step") return step(n);
      const sendOff = n.sendOffSeconds ? formatMinSec(n.sendOffSeconds) : null;
      return sendOff
        ? t("builder.summary.repeatSendOff", { times: n.count, sendOff, count: n.children.length })
        : t("builder.summary.repeat", { times: n.count, count: n.children.length });
    };
    return { step, node };
  }, [t, words]);
}
