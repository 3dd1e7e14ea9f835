import type { TPersonalBest } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { useDateFormat } from "../lib/format.ts";
import { staticList } from "./static-list.ts";

const timeStyle = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

/** The swimmer's best time per event and pool, with this season's best beside it. */
export function PersonalBestsCard({ bests }: { bests: readonly TPersonalBest[] }) {
  const { t } = useTranslation(["admin", "common"]);
  const date = useDateFormat();
  const items = bests.map((pb) => ({ ...pb, id: pb.timeId }));
  const seasonBest = (pb: TPersonalBest) =>
    pb.seasonBestHundredths === null
      ? t("advancedSwimmers.details.noSeasonBest")
      : formatSwimTime(pb.seasonBestHundredths);
  const c = (key: "event" | "pool" | "time" | "date" | "seasonBest") =>
    t(`advancedSwimmers.details.columns.${key}`);

  return (
    <Card p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="swimmer-pb-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="swimmer-pb-title">
          {t("advancedSwimmers.details.pbTitle")}
        </Title>
        <ListTable
          query={staticList(items)}
          label={t("advancedSwimmers.details.pbLabel")}
          columns={[c("event"), c("pool"), c("time"), c("date"), c("seasonBest")]}
          minWidth={520}
          empty={t("advancedSwimmers.details.pbEmpty")}
          errorMessage=""
          retryLabel=""
          row={(pb) => (
            <Table.Tr key={pb.id}>
              <Table.Td>{t(`common:training.events.${pb.event}`)}</Table.Td>
              <Table.Td>{t(`common:training.poolShort.${pb.poolLength === 50 ? "50" : "25"}`)}</Table.Td>
              <Table.Td fw={700} style={timeStyle}>
                {formatSwimTime(pb.hundredths)}
              </Table.Td>
              <Table.Td style={timeStyle}>{date.day(pb.swumOn)}</Table.Td>
              <Table.Td style={timeStyle}>{seasonBest(pb)}</Table.Td>
            </Table.Tr>
          )}
          card={(pb) => (
            <Stack gap={2}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{t(`common:training.events.${pb.event}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`common:training.poolShort.${pb.poolLength === 50 ? "50" : "25"}`)} ·{" "}
                    {date.day(pb.swumOn)}
                  </Text>
                </Stack>
                <Text fw={700} fz="lg" style={timeStyle}>
                  {formatSwimTime(pb.hundredths)}
                </Text>
              </Group>
              <CardField label={c("seasonBest")}>{seasonBest(pb)}</CardField>
            </Stack>
          )}
        />
      </Stack>
    </Card>
  );
}
