import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Badge, Text, type TextProps, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TABULAR, useTrainingWords } from "../lib/format.ts";

/** A swim time as results lists print it (`1:02.34`, `28.45`), in digits of one width so columns line up. */
export function SwimTime({ hundredths, ...props }: { hundredths: number } & TextProps) {
  return (
    <Text span fw={600} style={TABULAR} {...props}>
      {formatSwimTime(hundredths)}
    </Text>
  );
}

/**
 * World Aquatics points, or a dash when there are none (no gender known, or no base time for the event); the
 * table they come from is named in the column's header (`common:training.points`).
 */
export function Points({ points }: { points: number | null }) {
  const { t } = useTranslation("common");
  if (points === null)
    return (
      <Text span c="dimmed" title={t("training.noPoints")}>
        <span aria-hidden>—</span>
        <VisuallyHidden>{t("training.noPoints")}</VisuallyHidden>
      </Text>
    );
  return (
    <Text span style={TABULAR}>
      {points}
    </Text>
  );
}

/** "RP" / "PB" for a time that was a personal best when swum; screen readers hear the whole words. */
export function PbBadge() {
  const { t } = useTranslation("common");
  return (
    <Badge
      // Filled shade 9, white text at 5:1: the light teal read at 4.3:1 on a grey card, under what small text needs
      // (and a light badge with a shade paints its background in that shade, hiding its own text).
      color="teal.9"
      variant="filled"
      size="sm"
      title={t("training.personalBest")}
      // Its label would otherwise shrink to "R…" in a narrow table column.
      styles={{ root: { flexShrink: 0, minWidth: "fit-content" }, label: { overflow: "visible" } }}
    >
      <span aria-hidden>{t("training.personalBestShort")}</span>
      <VisuallyHidden>{t("training.personalBest")}</VisuallyHidden>
    </Badge>
  );
}

/** "100 m freestyle · 25 m" in a card's title; the pool never breaks between "25" and "m" on a narrow card. */
export function EventAndPool({ event, poolLength }: { event: SwimEvent; poolLength: number }) {
  const words = useTrainingWords();
  return (
    <>
      {words.event(event)} · <span style={{ whiteSpace: "nowrap" }}>{words.pool(poolLength)}</span>
    </>
  );
}
