import { Card, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { usageColor, useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";
import { ScrollTable } from "./ScrollTable.tsx";
import { SectionFrame } from "./SectionFrame.tsx";

/** The data directory (what it takes, where it lies) and every filesystem with its use. */
export function DiskTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  return (
    <SectionFrame query={useSystemSection("disk")}>
      {({ filesystems, dataDir }) => (
        <>
          <Facts
            title={t("system.disk.dataDir")}
            rows={[
              [t("system.disk.path"), dataDir.path],
              [t("system.disk.dataSize"), format.bytes(dataDir.sizeBytes)],
              [t("system.disk.onMount"), dataDir.mount ?? format.dash],
            ]}
          />
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t("system.disk.filesystems")}
            </Title>
            {filesystems.length === 0 ? (
              <Text c="dimmed">{t("system.disk.empty")}</Text>
            ) : (
              <ScrollTable
                label={t("system.disk.filesystemsLabel")}
                minWidth={720}
                head={[
                  t("system.disk.mount"),
                  t("system.disk.fs"),
                  t("system.disk.type"),
                  t("system.disk.size"),
                  t("system.disk.used"),
                  t("system.disk.usage"),
                ]}
              >
                {filesystems.map((f) => (
                  <Table.Tr key={`${f.fs}:${f.mount}`}>
                    <Table.Td fw={600} style={{ overflowWrap: "anywhere" }}>
                      {f.mount}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{f.fs}</Table.Td>
                    <Table.Td>{f.type}</Table.Td>
                    <Table.Td>{format.bytes(f.size)}</Table.Td>
                    <Table.Td>{format.bytes(f.used)}</Table.Td>
                    <Table.Td miw={140}>
                      <Stack gap={4}>
                        <Text size="sm">{format.percent(f.usePercent)}</Text>
                        <Progress
                          value={Math.min(100, f.usePercent ?? 0)}
                          color={usageColor(f.usePercent)}
                          aria-label={`${t("system.disk.usage")} ${f.mount}`}
                        />
                      </Stack>
                    </Table.Td>
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
