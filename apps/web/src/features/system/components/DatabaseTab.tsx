import { Card, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";
import { ScrollTable } from "./ScrollTable.tsx";
import { SectionFrame } from "./SectionFrame.tsx";

/** The database: driver, version, size, connections, the server's pool, and its tables largest first. */
export function DatabaseTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  return (
    <SectionFrame query={useSystemSection("database")}>
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Facts
              title={t("system.database.about")}
              rows={[
                [t("system.database.driver"), t(`system.overview.drivers.${data.driver}`)],
                [t("system.database.version"), data.version],
                [t("system.database.size"), format.bytes(data.sizeBytes)],
              ]}
            />
            <Facts
              title={t("system.database.connections")}
              rows={[
                [t("system.database.inUse"), format.count(data.connections.inUse)],
                [t("system.database.open"), format.count(data.connections.open)],
                [t("system.database.max"), format.count(data.connections.max)],
              ]}
            />
            {data.pool ? (
              <Facts
                title={t("system.database.pool")}
                rows={[
                  [t("system.database.poolMax"), format.count(data.pool.max)],
                  [
                    t("system.database.idleTimeout"),
                    data.pool.idleTimeoutMs === null
                      ? format.dash
                      : format.duration(data.pool.idleTimeoutMs / 1000),
                  ],
                  [t("system.database.poolTotal"), format.count(data.pool.total)],
                  [t("system.database.poolIdle"), format.count(data.pool.idle)],
                  [t("system.database.poolWaiting"), format.count(data.pool.waiting)],
                ]}
              />
            ) : (
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  {t("system.database.pool")}
                </Title>
                <Text c="dimmed">{t("system.database.embedded")}</Text>
              </Card>
            )}
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t("system.database.tables")}
            </Title>
            <ScrollTable
              label={t("system.database.tablesLabel")}
              minWidth={300}
              head={[t("system.database.table"), t("system.database.rows"), t("system.database.tableSize")]}
            >
              {data.tables.map((table) => (
                <Table.Tr key={`${table.schema}.${table.name}`}>
                  <Table.Td style={{ overflowWrap: "break-word" }}>
                    {breakable(table.schema === "public" ? table.name : `${table.schema}.${table.name}`)}
                  </Table.Td>
                  <Table.Td>{format.count(table.rowEstimate)}</Table.Td>
                  <Table.Td>{format.bytes(table.totalBytes)}</Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Card>
        </>
      )}
    </SectionFrame>
  );
}

/** A table name that a narrow column wraps after its underscores and dots ("chat_ / rooms"), not mid-word. */
function breakable(name: string) {
  return name.split(/(?<=[_.])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never move
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
