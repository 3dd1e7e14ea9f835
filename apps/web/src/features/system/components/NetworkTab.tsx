import { Badge, Card, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { useSystemFormat } from "../lib/format.ts";
import { HistoryChart } from "./HistoryChart.tsx";
import { ScrollTable } from "./ScrollTable.tsx";
import { SectionFrame } from "./SectionFrame.tsx";

/** Traffic over time (external interfaces together) and each interface with its addresses and counters. */
export function NetworkTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  return (
    <SectionFrame query={useSystemSection("network")}>
      {({ interfaces, history }) => (
        <>
          <HistoryChart
            title={t("system.charts.network")}
            history={history}
            series={[
              { key: "rxSec", label: t("system.charts.rx"), color: "blue.6" },
              { key: "txSec", label: t("system.charts.tx"), color: "orange.6" },
            ]}
            valueFormatter={format.rate}
            format={format}
          />
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t("system.network.interfaces")}
            </Title>
            {interfaces.length === 0 ? (
              <Text c="dimmed">{t("system.network.empty")}</Text>
            ) : (
              <ScrollTable
                label={t("system.network.interfacesLabel")}
                minWidth={860}
                head={[
                  t("system.network.name"),
                  t("system.network.addresses"),
                  t("system.network.state"),
                  t("system.network.speed"),
                  t("system.network.received"),
                  t("system.network.sent"),
                  t("system.network.rxRate"),
                  t("system.network.txRate"),
                ]}
              >
                {interfaces.map((i) => (
                  <Table.Tr key={i.name}>
                    <Table.Td>
                      <Text fw={600} span>
                        {i.name}
                      </Text>
                      {i.internal && (
                        <Badge ml="xs" variant="light" color="gray" c="dark.8">
                          {t("system.network.internal")}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      {i.addresses.join(", ") || format.dash}
                    </Table.Td>
                    <Table.Td>{i.state ?? format.dash}</Table.Td>
                    <Table.Td>
                      {i.speedMbps === null
                        ? format.dash
                        : t("system.network.speedValue", { speed: format.count(i.speedMbps) })}
                    </Table.Td>
                    <Table.Td>{format.bytes(i.rxBytes)}</Table.Td>
                    <Table.Td>{format.bytes(i.txBytes)}</Table.Td>
                    <Table.Td>{format.rate(i.rxSec)}</Table.Td>
                    <Table.Td>{format.rate(i.txSec)}</Table.Td>
                  </Table.Tr>
                ))}
              </ScrollTable>
            )}
          </Card>
        </>
      )}
    </SectionFrame>
  );
}
