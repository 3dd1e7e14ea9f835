import "@mantine/charts/styles.layer.css";
import { PLANNING_ZONES } from "@bazin/shared/domain/training/workout-taxonomy";
import { DonutChart } from "@mantine/charts";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZONE_COLORS } from "../../../components/training/zone-colors.ts";

/** The plan's metres per planning zone as a donut with a legend, and as a table for screen readers. */
export function ZoneChart({
  zoneTotals,
  totalMetres,
}: {
  zoneTotals: Record<string, number>;
  totalMetres: number;
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const zoneSum = PLANNING_ZONES.reduce((sum, z) => sum + (zoneTotals[z] ?? 0), 0);
  const percent = (metres: number) => (zoneSum > 0 ? Math.round((metres / zoneSum) * 100) : 0);
  const zones = PLANNING_ZONES.filter((z) => (zoneTotals[z] ?? 0) > 0);
  return (
    <Stack gap="xs">
      <Group gap="lg" align="center" wrap="wrap" aria-hidden>
        <DonutChart
          size={180}
          thickness={28}
          data={zones.map((z) => ({
            name: words.zone(z),
            value: zoneTotals[z] ?? 0,
            color: `${ZONE_COLORS[z]}.6`,
          }))}
          valueFormatter={(metres) => words.distance(metres)}
          chartLabel={words.distance(totalMetres)}
          withTooltip
          // The drawing is hidden from screen readers (the table says the same): nothing in it may take focus.
          pieChartProps={{ accessibilityLayer: false }}
          pieProps={{ rootTabIndex: -1 }}
        />
        <Stack gap={4}>
          {zones.map((z) => (
            <Group key={z} gap={6} wrap="nowrap">
              <span
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 3,
                  background: `var(--mantine-color-${ZONE_COLORS[z]}-6)`,
                  flexShrink: 0,
                }}
              />
              <Text size="sm">
                {t("plans.analytics.zoneLegend", {
                  zone: words.zone(z),
                  distance: words.distance(zoneTotals[z] ?? 0),
                  percent: percent(zoneTotals[z] ?? 0),
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      <ChartDataTable
        caption={t("plans.analytics.zoneCaption")}
        head={[
          t("plans.analytics.columns.zone"),
          t("plans.analytics.columns.distance"),
          t("plans.analytics.columns.share"),
        ]}
        rows={PLANNING_ZONES.map((z) => [
          words.zone(z),
          words.distance(zoneTotals[z] ?? 0),
          `${percent(zoneTotals[z] ?? 0)} %`,
        ])}
      />
    </Stack>
  );
}
