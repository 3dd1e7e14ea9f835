import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";
import { HistoryChart } from "./HistoryChart.tsx";
import { SectionFrame } from "./SectionFrame.tsx";
import { share, UsageRing } from "./UsageRing.tsx";

/** The machine's memory (with swap) and this server process's (resident set, V8 heap, buffers). */
export function MemoryTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  return (
    <SectionFrame query={useSystemSection("memory")}>
      {({ host, process, history }) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UsageRing
              label={t("system.memory.host")}
              percent={share(host.used, host.total)}
              detail={format.usage(host.used, host.total)}
              format={format}
            />
            <UsageRing
              label={t("system.memory.heapUsed")}
              percent={share(process.heapUsed, process.heapTotal)}
              detail={format.usage(process.heapUsed, process.heapTotal)}
              format={format}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Facts
              title={t("system.memory.host")}
              rows={[
                [t("system.memory.total"), format.bytes(host.total)],
                [t("system.memory.used"), format.bytes(host.used)],
                [t("system.memory.available"), format.bytes(host.available)],
                [
                  t("system.memory.swap"),
                  host.swapTotal > 0
                    ? format.usage(host.swapUsed, host.swapTotal)
                    : t("system.memory.noSwap"),
                ],
              ]}
            />
            <Facts
              title={t("system.memory.process")}
              rows={[
                [t("system.memory.rss"), format.bytes(process.rss)],
                [t("system.memory.heapUsed"), format.bytes(process.heapUsed)],
                [t("system.memory.heapTotal"), format.bytes(process.heapTotal)],
                [t("system.memory.external"), format.bytes(process.external)],
                [t("system.memory.arrayBuffers"), format.bytes(process.arrayBuffers)],
              ]}
            />
          </SimpleGrid>
          <HistoryChart
            title={t("system.charts.memory")}
            history={history}
            series={[{ key: "memoryUsed", label: t("system.charts.memory"), color: "teal.6" }]}
            valueFormatter={format.bytes}
            format={format}
            maxY={host.total}
          />
        </>
      )}
    </SectionFrame>
  );
}
