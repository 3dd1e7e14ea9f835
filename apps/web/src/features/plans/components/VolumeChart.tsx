import "@mantine/charts/styles.layer.css";
import type { TPlanAnalytics } from "@bazin/shared/contracts/plans";
import { PLANNING_ZONES } from "@bazin/shared/domain/training/workout-taxonomy";
import { BarChart } from "@mantine/charts";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZONE_COLORS } from "../../../components/training/zone-colors.ts";

/**
 * Planned metres per plan week, each bar stacked by planning zone (ZONE_COLORS), with the same numbers in a
 * table for screen readers (week, phase, total, workouts, metres per zone).
 */
export function VolumeChart({ weeks }: { weeks: TPlanAnalytics["weeks"] }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const zoneKey = (zone: number) => `z${zone}`;
  const data = weeks.map((w) => ({
    week: words.weekShort(w.week),
    ...Object.fromEntries(PLANNING_ZONES.map((z) => [zoneKey(z), w.zoneMetres[z] ?? 0])),
  }));
  return (
    <Stack gap="xs">
      <div aria-hidden>
        <BarChart
          h={280}
          data={data}
          dataKey="week"
          type="stacked"
          series={PLANNING_ZONES.map((z) => ({
            name: zoneKey(z),
            label: words.zone(z),
            color: `${ZONE_COLORS[z]}.6`,
          }))}
          valueFormatter={(metres) => words.distance(metres)}
          withLegend
          legendProps={{ verticalAlign: "bottom" }}
          accessibilityLayer={false}
          yAxisProps={{ width: 72 }}
        />
      </div>
      <Text size="sm" c="gray.7">
        {t("plans.analytics.volumeNote")}
      </Text>
      <ChartDataTable
        caption={t("plans.analytics.volumeCaption")}
        head={[
          t("plans.analytics.columns.week"),
          t("plans.analytics.columns.phase"),
          t("plans.analytics.columns.planned"),
          t("plans.analytics.columns.workouts"),
          ...PLANNING_ZONES.map((z) => words.zone(z)),
        ]}
        rows={weeks.map((w) => [
          words.week(w.week),
          w.phase ? words.phase(w.phase) : t("plans.analytics.noPhase"),
          words.distance(w.plannedMetres),
          w.workoutCount,
          ...PLANNING_ZONES.map((z) => words.distance(w.zoneMetres[z] ?? 0)),
        ])}
      />
    </Stack>
  );
}
