import "@mantine/charts/styles.layer.css";
import { numberFormat } from "@bazin/shared/lib/intl";
import { DonutChart } from "@mantine/charts";
import { Card, ColorSwatch, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZONE_COLORS } from "../../../components/training/zone-colors.ts";
import { TABULAR } from "../lib/format.ts";

const ZONES = [1, 2, 3, 4, 5, 6] as const;

/**
 * The metres of the active plans per planning zone as a donut, with a legend beside it; screen readers get the
 * same numbers as a table (the drawing and the legend are hidden from them).
 */
export function ZoneDistribution({ zoneMetres }: { zoneMetres: Record<string, number> }) {
  const { t, i18n } = useTranslation("admin");
  const words = useHubWords();
  const percent = numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  const total = ZONES.reduce((sum, zone) => sum + (zoneMetres[zone] ?? 0), 0);
  const zones = ZONES.map((zone) => {
    const metres = zoneMetres[zone] ?? 0;
    return { zone, metres, share: total > 0 ? metres / total : 0 };
  });

  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4">
        {t("planning.zones.title")}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t("planning.zones.description")}
      </Text>
      {total === 0 ? (
        <Text c="gray.7">{t("planning.zones.empty")}</Text>
      ) : (
        <>
          <Group gap="lg" align="center" wrap="wrap" aria-hidden>
            <DonutChart
              size={160}
              thickness={28}
              data={zones
                .filter((z) => z.metres > 0)
                .map((z) => ({
                  name: words.zone(z.zone),
                  value: z.metres,
                  color: `${ZONE_COLORS[z.zone]}.6`,
                }))}
              valueFormatter={words.distance}
              chartLabel={words.distance(total)}
              withTooltip={false}
              // Hidden from screen readers (the table says the same): nothing in the drawing may take focus.
              pieChartProps={{ accessibilityLayer: false }}
              pieProps={{ isAnimationActive: false, rootTabIndex: -1 }}
            />
            <Stack gap={4}>
              {zones.map((z) => (
                <Group key={z.zone} gap="xs" wrap="nowrap">
                  <ColorSwatch
                    color={`var(--mantine-color-${ZONE_COLORS[z.zone]}-6)`}
                    size={12}
                    withShadow={false}
                  />
                  <Text size="sm">{words.zone(z.zone)}</Text>
                  <Text size="sm" c="gray.7" style={TABULAR}>
                    {words.distance(z.metres)} · {percent.format(z.share)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
          <ChartDataTable
            caption={t("planning.zones.caption")}
            head={[t("planning.zones.zone"), t("planning.zones.metres"), t("planning.zones.share")]}
            rows={zones.map((z) => [words.zone(z.zone), words.distance(z.metres), percent.format(z.share)])}
          />
        </>
      )}
    </Card>
  );
}
