import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";
import { HealthCard } from "./HealthCard.tsx";
import { HistoryChart } from "./HistoryChart.tsx";
import { SectionFrame } from "./SectionFrame.tsx";
import { share, UsageRing } from "./UsageRing.tsx";

/** The server at a glance: health, usage rings, versions and uptimes, recent CPU and memory. */
export function OverviewTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  return (
    <SectionFrame query={useSystemSection("overview")}>
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <HealthCard health={data.health} format={format} />
            <Facts
              title={t("system.overview.about")}
              rows={[
                [t("system.overview.appVersion"), data.appVersion],
                [t("system.overview.nodeVersion"), data.nodeVersion],
                [t("system.overview.processUptime"), format.duration(data.processUptimeSec)],
                [t("system.overview.hostUptime"), format.duration(data.hostUptimeSec)],
                [t("system.overview.databaseDriver"), t(`system.overview.drivers.${data.databaseDriver}`)],
                [t("system.overview.realtimeHub"), t(`system.overview.hubs.${data.realtimeHub}`)],
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <UsageRing label={t("system.overview.cpu")} percent={data.cpuLoad} format={format} />
            <UsageRing
              label={t("system.overview.memory")}
              percent={share(data.memory.used, data.memory.total)}
              detail={format.usage(data.memory.used, data.memory.total)}
              format={format}
            />
            <UsageRing
              label={
                data.disk
                  ? t("system.overview.diskMount", { mount: data.disk.mount })
                  : t("system.overview.disk")
              }
              percent={data.disk ? share(data.disk.used, data.disk.size) : null}
              detail={data.disk ? format.usage(data.disk.used, data.disk.size) : undefined}
              format={format}
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
              title={t("system.charts.memory")}
              history={data.history}
              series={[{ key: "memoryUsed", label: t("system.charts.memory"), color: "teal.6" }]}
              valueFormatter={format.bytes}
              format={format}
              maxY={data.memory.total}
            />
          </SimpleGrid>
        </>
      )}
    </SectionFrame>
  );
}
