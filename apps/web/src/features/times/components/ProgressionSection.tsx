import type { TSwimTime } from "@bazin/shared/contracts/times";
import { SWIM_EVENTS, type SwimEvent } from "@bazin/shared/domain/training/events";
import { Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTrainingWords } from "../lib/format.ts";
import { ProgressionChart } from "./ProgressionChart.tsx";

interface Series {
  key: string;
  event: SwimEvent;
  poolLength: number;
  swims: number;
}

/** The events and pools swum, in list order, with how many times each. */
export function swumSeries(history: readonly TSwimTime[]): Series[] {
  const found = new Map<string, Series>();
  for (const s of history) {
    const key = `${s.event}-${s.poolLength}`;
    const series = found.get(key) ?? { key, event: s.event, poolLength: s.poolLength, swims: 0 };
    series.swims += 1;
    found.set(key, series);
  }
  return [...found.values()].sort(
    (a, b) => a.poolLength - b.poolLength || SWIM_EVENTS.indexOf(a.event) - SWIM_EVENTS.indexOf(b.event),
  );
}

/** The progression chart with a picker of the events and pools swum; it opens on the one swum most. */
export function ProgressionSection({ history }: { history: TSwimTime[] }) {
  const { t } = useTranslation("swimmer");
  const words = useTrainingWords();
  const series = swumSeries(history);
  const mostSwum = series.reduce<Series | null>(
    (best, s) => (!best || s.swims > best.swims ? s : best),
    null,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const current = series.find((s) => s.key === chosen) ?? mostSwum;

  if (!current) return <Text c="gray.7">{t("times.progression.empty")}</Text>;

  return (
    <Stack gap="sm">
      <Select
        label={t("times.progression.picker")}
        maw={360}
        allowDeselect={false}
        data={series.map((s) => ({
          value: s.key,
          label: t("times.progression.option", {
            event: words.event(s.event),
            pool: words.pool(s.poolLength),
            swims: t("times.swims", { count: s.swims }),
          }),
        }))}
        value={current.key}
        onChange={(next) => next && setChosen(next)}
      />
      <ProgressionChart history={history} event={current.event} poolLength={current.poolLength} />
    </Stack>
  );
}
