import "@mantine/charts/styles.layer.css";
import type { TSystemSample } from "@bazin/shared/contracts/system";
import { AreaChart } from "@mantine/charts";
import { Card, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";
import type { SystemFormat } from "../lib/format.ts";

export interface HistorySeries {
  key: "cpuLoad" | "memoryUsed" | "eventLoopP99Ms" | "rxSec" | "txSec";
  label: string;
  color: string;
}

/**
 * The sampler's recent history as an area chart, with the same numbers in a visually hidden table for screen
 * readers. Until two points exist there is nothing to draw, and it says so.
 */
export function HistoryChart(props: {
  title: string;
  history: TSystemSample[];
  series: HistorySeries[];
  valueFormatter: (value: number) => string;
  format: SystemFormat;
  maxY?: number;
}) {
  const { t } = useTranslation("admin");
  const data = props.history.map((sample) => ({
    time: props.format.time(sample.at),
    ...Object.fromEntries(props.series.map((s) => [s.key, sample[s.key]])),
  }));
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {data.length < 2 ? (
        <Text c="dimmed" size="sm">
          {t("system.collecting")}
        </Text>
      ) : (
        <>
          <div aria-hidden>
            <AreaChart
              h={200}
              data={data}
              dataKey="time"
              series={props.series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
              curveType="monotone"
              withDots={false}
              withLegend={props.series.length > 1}
              valueFormatter={props.valueFormatter}
              yAxisProps={{ domain: [0, props.maxY ?? "auto"], width: 80 }}
              tickLine="y"
              connectNulls
              areaChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <ChartDataTable
            caption={props.title}
            head={[t("system.charts.time"), ...props.series.map((s) => s.label)]}
            rows={props.history.map((sample) => [
              props.format.time(sample.at),
              ...props.series.map((s) =>
                sample[s.key] == null ? props.format.dash : props.valueFormatter(sample[s.key]!),
              ),
            ])}
          />
        </>
      )}
    </Card>
  );
}
