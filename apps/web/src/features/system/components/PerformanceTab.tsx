import { Card, SimpleGrid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";
import { HistoryChart } from "./HistoryChart.tsx";
import { SectionFrame } from "./SectionFrame.tsx";
import { UsageBar } from "./UsageBar.tsx";
import { UsageRing } from "./UsageRing.tsx";

/** CPU load (average and per core), load averages, event-loop delay and the server's own CPU share. */
export function PerformanceTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  return (
    <SectionFrame query={useSystemSection("performance")}>
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UsageRing label={t("system.performance.average")} percent={data.cpu.average} format={format} />
            <UsageRing
              label={t("system.performance.processCpu")}
              percent={data.processCpuPercent}
              detail={t("system.performance.processCpuHint")}
              format={format}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t("system.performance.cores")}
              </Title>
              <Stack gap="sm">
                {data.cpu.cores.map((load, i) => (
                  <UsageBar
                    // biome-ignore lint/suspicious/noArrayIndexKey: a core is its position
                    key={i}
                    label={t("system.performance.core", { n: i + 1 })}
                    percent={load}
                    text={format.percent(load)}
                  />
                ))}
              </Stack>
            </Card>
            <Facts
              title={t("system.performance.loadAverage")}
              rows={data.loadAverage.map((value, i) => [
                t("system.performance.minutes", { n: [1, 5, 15][i] }),
                format.decimal(value),
              ])}
            />
            <Facts
              title={t("system.performance.eventLoop")}
              rows={[
                [t("system.performance.p50"), format.ms(data.eventLoop.p50Ms)],
                [t("system.performance.p99"), format.ms(data.eventLoop.p99Ms)],
                [t("system.performance.max"), format.ms(data.eventLoop.maxMs)],
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <HistoryChart
              title={t("system.charts.cpu")}
              history={data.history}
              series={[{ key: "cpuLoad", label: t("system.charts.cpu"), color: "blue.6" }]}
              valueFormatter={format.percent}
              format={format}
              maxY={100}
            />
            <HistoryChart
              title={t("system.charts.eventLoop")}
              history={data.history}
              series={[{ key: "eventLoopP99Ms", label: t("system.charts.eventLoop"), color: "grape.6" }]}
              valueFormatter={format.ms}
              format={format}
            />
          </SimpleGrid>
        </>
      )}
    </SectionFrame>
  );
}
