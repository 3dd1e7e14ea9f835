import "@mantine/charts/styles.layer.css";
import type { TClubRecord } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { LineChart } from "@mantine/charts";
import { Card, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";
import { useClubRecordsFormat } from "../lib/club-records-format.ts";

/** Round steps of a time axis, in hundredths: tenths of a second up to a minute. */
const STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 3000, 6000];

/** An axis of round times around the given ones, with room above and below and at most six ticks. */
export function timeAxis(times: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const fastest = Math.min(...times);
  const slowest = Math.max(...times);
  const spread = Math.max(slowest - fastest, 20);
  const step = STEPS.find((s) => spread / s <= 4) ?? 6000;
  const low = Math.max(0, Math.floor((fastest - step / 2) / step) * step);
  const high = Math.ceil((slowest + step / 2) / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { domain: [low, high], ticks };
}

/**
 * The record's time over the dates it was improved, as steps: it holds until the next improvement, and the
 * last step runs to today. The time axis is reversed, so a faster record sits higher (the chart says so).
 * Screen readers get the same improvements as a table.
 */
export function ClubRecordsHistoryChart({
  history,
  eventName,
}: {
  history: readonly TClubRecord[];
  eventName: string;
}) {
  const { t } = useTranslation("admin");
  const format = useClubRecordsFormat();
  const points = history.map((record) => ({
    at: format.dayMs(record.swumOn),
    hundredths: record.hundredths,
    today: false,
  }));
  const last = points.at(-1);
  const now = Date.now();
  // The record still stands: its step runs on to today (a point without a dot: it is no swim).
  if (last && now > last.at) points.push({ at: now, hundredths: last.hundredths, today: true });
  const axis = timeAxis(history.map((record) => record.hundredths));

  return (
    <Card withBorder>
      <Title order={3} size="h4">
        {t("clubRecords.history.chartTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("clubRecords.history.chartHint")}
      </Text>
      <div aria-hidden>
        <LineChart
          h={240}
          data={points}
          dataKey="at"
          series={[{ name: "hundredths", label: t("clubRecords.history.time"), color: "lagoon.6" }]}
          curveType="stepAfter"
          valueFormatter={(value) => formatSwimTime(Math.round(value))}
          xAxisProps={{
            type: "number",
            scale: "time",
            domain: ["dataMin", "dataMax"],
            tickFormatter: (value: number) => format.month(value),
          }}
          yAxisProps={{ reversed: true, width: 72, domain: axis.domain, ticks: axis.ticks, interval: 0 }}
          lineProps={{
            dot: ({ cx, cy, payload, index }) =>
              payload.today ? (
                <g key={index} />
              ) : (
                <circle key={index} cx={cx} cy={cy} r={4} fill="var(--mantine-color-lagoon-6)" />
              ),
          }}
          // The tooltip asks for a label before any point is active too (no value then).
          tooltipProps={{
            labelFormatter: (value) =>
              Number.isFinite(Number(value)) && value !== undefined ? format.dayOfMs(Number(value)) : "",
          }}
          tickLine="y"
          lineChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <ChartDataTable
        caption={t("clubRecords.history.chartCaption", { event: eventName })}
        // The time first: each step of a record is faster than the last, so it keys the row (two can share a day).
        head={[t("clubRecords.history.time"), t("clubRecords.history.date"), t("clubRecords.history.holder")]}
        rows={history.map((record) => [
          formatSwimTime(record.hundredths),
          format.day(record.swumOn),
          record.holder.fullName,
        ])}
      />
    </Card>
  );
}
