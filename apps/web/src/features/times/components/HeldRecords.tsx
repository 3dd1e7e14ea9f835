import type { THeldRecord } from "@bazin/shared/contracts/times";
import { SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { Group, Stack, Table, Text } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { useDayFormat, useTrainingWords } from "../lib/format.ts";
import { EventAndPool, SwimTime } from "./SwimTime.tsx";

export interface HeldRecordsProps {
  /** The club records the swimmer holds now (`TStudentTimes.records`). */
  records: THeldRecord[];
}

type Row = THeldRecord & { id: string };

/** The club records a swimmer holds now: event, pool, gender, age group, time and date; cards on a phone. */
export function HeldRecords({ records }: HeldRecordsProps) {
  const { t } = useTranslation(["swimmer", "common"]);
  const words = useTrainingWords();
  const day = useDayFormat();
  const rows: Row[] = [...records]
    .sort(
      (a, b) =>
        a.poolLength - b.poolLength ||
        SWIM_EVENTS.indexOf(a.event) - SWIM_EVENTS.indexOf(b.event) ||
        a.ageGroup - b.ageGroup,
    )
    .map((r) => ({ ...r, id: `${r.event}-${r.poolLength}-${r.gender}-${r.ageGroup}` }));

  if (rows.length === 0) return <Text c="gray.7">{t("swimmer:times.records.empty")}</Text>;

  return (
    <ListTable<Row>
      query={{ data: { items: rows }, isError: false, isFetching: false, refetch: () => undefined }}
      label={t("swimmer:times.records.listLabel")}
      columns={[
        t("swimmer:times.columns.event"),
        t("swimmer:times.columns.pool"),
        t("swimmer:times.columns.gender"),
        t("swimmer:times.columns.ageGroup"),
        t("swimmer:times.columns.time"),
        t("swimmer:times.columns.date"),
      ]}
      minWidth={620}
      empty={t("swimmer:times.records.empty")}
      errorMessage=""
      retryLabel=""
      row={(r) => (
        <Table.Tr key={r.id}>
          <Table.Td fw={500}>
            <Group gap={6} wrap="nowrap">
              <IconTrophy size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
              {words.event(r.event)}
            </Group>
          </Table.Td>
          <Table.Td>{words.pool(r.poolLength)}</Table.Td>
          <Table.Td>{t(`common:training.genderPlural.${r.gender}`)}</Table.Td>
          <Table.Td>{words.ageGroup(r.ageGroup)}</Table.Td>
          <Table.Td>
            <SwimTime hundredths={r.hundredths} />
          </Table.Td>
          <Table.Td>{day(r.swumOn)}</Table.Td>
        </Table.Tr>
      )}
      card={(r) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <IconTrophy size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
              <Text fw={600}>
                <EventAndPool event={r.event} poolLength={r.poolLength} />
              </Text>
            </Group>
            <SwimTime hundredths={r.hundredths} size="lg" />
          </Group>
          <CardField label={t("swimmer:times.columns.gender")}>
            {t(`common:training.genderPlural.${r.gender}`)}
          </CardField>
          <CardField label={t("swimmer:times.columns.ageGroup")}>{words.ageGroup(r.ageGroup)}</CardField>
          <CardField label={t("swimmer:times.columns.date")}>{day(r.swumOn)}</CardField>
        </Stack>
      )}
    />
  );
}
