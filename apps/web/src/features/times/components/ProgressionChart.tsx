import "@mantine/charts/styles.layer.css";
import type { TSwimTime } from "@bazin/shared/contracts/times";
import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { inSwimOrder } from "@bazin/shared/domain/training/personal-bests";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { LineChart } from "@mantine/charts";
import { Group, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartDataTable } from "../../../components/ChartDataTable.tsx";
import { useDayFormat, useTrainingWords } from "../lib/format.ts";

export interface ProgressionChartProps {
  /** The swimmer's times (any events and pools: the chart keeps those of `event` and `poolLength`). */
  history: TSwimTime[];
  event: SwimEvent;
  poolLength: number;
}

const LINE = "var(--mantine-color-blue-6)";
const PB = "var(--mantine-color-orange-6)";

interface Point {
  /** The day of the swim, in ms since 1970 (UTC midnight): the x axis is a time scale. */
  at: number;
  hundredths: number;
  pb: boolean;
  swim: TSwimTime;
}

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  payload?: Point;
}

/** A swim on the line: a big orange dot when it was a personal best when swum, else a small hollow one. */
function SwimDot({ cx, cy, index, payload }: DotProps) {
  if (cx === undefined || cy === undefined) return <g key={`dot-${index}`} />;
  return payload?.pb ? (
    <circle key={`dot-${index}`} cx={cx} cy={cy} r={6} fill={PB} stroke="white" strokeWidth={2} />
  ) : (
    <circle key={`dot-${index}`} cx={cx} cy={cy} r={4} fill="white" stroke={LINE} strokeWidth={2} />
  );
}

function LegendDot({ pb }: { pb: boolean }) {
  return (
    <svg width={14} height={14} aria-hidden>
      {pb ? (
        <circle cx={7} cy={7} r={6} fill={PB} />
      ) : (
        <circle cx={7} cy={7} r={4} fill="white" stroke={LINE} strokeWidth={2} />
      )}
    </svg>
  );
}

/** Steps between time-axis ticks, in hundredths: round numbers of a results list (0.1 s … 10 min). */
const TICK_STEPS = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 3000, 6000, 12000, 30000, 60000];

/**
 * The time axis: about four round ticks ("1:02.00", "1:03.00") around the times, with some air so the fastest
 * and slowest dots are not on the edges.
 */
export function timeAxis(min: number, max: number): { domain: [number, number]; ticks: number[] } {
  const step = TICK_STEPS.find((s) => (max - min) / s <= 4) ?? 60000;
  let low = Math.floor(min / step) * step;
  let high = Math.ceil(max / step) * step;
  if (min - low < step * 0.15) low -= step;
  if (high - max < step * 0.15) high += step;
  low = Math.max(0, low);
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { domain: [low, high], ticks };
}

/**
 * One event's times over the dates they were swum, in one pool. Lower is faster, so the time axis is reversed
 * (faster is higher) and the chart says so; swims that were a personal best when swum are big orange dots.
 * The same numbers are in a table for screen readers.
 */
export function ProgressionChart({ history, event, poolLength }: ProgressionChartProps) {
  const { t, i18n } = useTranslation("swimmer");
  const words = useTrainingWords();
  const day = useDayFormat();
  const axisDate = dateTimeFormat(i18n.language, { month: "short", year: "2-digit", timeZone: "UTC" });
  const points: Point[] = useMemo(
    () =>
      inSwimOrder(
        history
          .filter((s) => s.event === event && s.poolLength === poolLength)
          .map((s) => ({ ...s, recordedAt: s.createdAt })),
      ).map((swim) => ({
        at: Date.parse(`${swim.swumOn}T00:00:00Z`),
        hundredths: swim.hundredths,
        pb: swim.personalRecord,
        swim,
      })),
    [history, event, poolLength],
  );

  if (points.length === 0) return <Text c="gray.7">{t("times.progression.empty")}</Text>;

  const hundredths = points.map((p) => p.hundredths);
  const axis = timeAxis(Math.min(...hundredths), Math.max(...hundredths));
  const seen = new Map<string, number>();
  const rows = points.map((p) => {
    // Two swims on one day need two row names (the table's rows are keyed by their first cell).
    const n = (seen.get(p.swim.swumOn) ?? 0) + 1;
    seen.set(p.swim.swumOn, n);
    return [
      n > 1 ? `${day(p.swim.swumOn)} (${n})` : day(p.swim.swumOn),
      formatSwimTime(p.hundredths),
      p.pb ? t("times.progression.yes") : t("times.progression.no"),
      p.swim.competition ?? "",
    ];
  });

  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        {t("times.progression.fasterUp")}
      </Text>
      <div aria-hidden>
        <LineChart
          h={260}
          data={points}
          dataKey="at"
          series={[{ name: "hundredths", label: t("times.columns.time"), color: "blue.6" }]}
          curveType="linear"
          valueFormatter={formatSwimTime}
          gridAxis="x"
          accessibilityLayer={false}
          xAxisProps={{
            type: "number",
            scale: "time",
            domain: ["dataMin", "dataMax"],
            tickFormatter: (at: number) => axisDate.format(new Date(at)),
            padding: { left: 16, right: 16 },
          }}
          yAxisProps={{ reversed: true, domain: axis.domain, ticks: axis.ticks, width: 64, interval: 0 }}
          tooltipProps={{
            // Called without a point too (no label): nothing to say then.
            labelFormatter: (at: unknown) =>
              typeof at === "number" && Number.isFinite(at)
                ? day(new Date(at).toISOString().slice(0, 10))
                : "",
          }}
          lineProps={{ dot: SwimDot, activeDot: { r: 7 } }}
        />
      </div>
      <Group gap="lg" aria-hidden>
        <Group gap={6}>
          <LegendDot pb />
          <Text size="sm">{t("times.progression.legendPb")}</Text>
        </Group>
        <Group gap={6}>
          <LegendDot pb={false} />
          <Text size="sm">{t("times.progression.legendOther")}</Text>
        </Group>
      </Group>
      <ChartDataTable
        caption={t("times.progression.caption", {
          event: words.event(event),
          pool: words.pool(poolLength),
        })}
        head={[
          t("times.columns.date"),
          t("times.columns.time"),
          t("times.columns.personalBest"),
          t("times.columns.competition"),
        ]}
        rows={rows}
      />
    </Stack>
  );
}
