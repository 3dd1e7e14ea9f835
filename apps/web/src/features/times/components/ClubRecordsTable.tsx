import type { TClubRecord } from "@bazin/shared/contracts/times";
import { eventsOfPool, type PoolLength, type SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { studentTimesPath } from "../../../lib/paths.ts";
import { useClubRecordsFormat } from "../lib/club-records-format.ts";
import { TABULAR } from "../lib/format.ts";

interface EventRow {
  id: SwimEvent;
  record: TClubRecord | undefined;
}

/** "—": nothing there; the words beside it say so to screen readers. */
function Dash() {
  return <span aria-hidden>—</span>;
}

function HolderLink({ record }: { record: TClubRecord }) {
  // Records are club-wide; a coach opens only their own swimmers' times.
  if (!record.holder.canView)
    return (
      <Text span fw={500} style={{ overflowWrap: "anywhere" }}>
        {record.holder.fullName}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={studentTimesPath(record.holder.id)}
      fw={500}
      style={{ overflowWrap: "anywhere" }}
    >
      {record.holder.fullName}
    </Anchor>
  );
}

/**
 * Every event of the pool with its record, the events nobody has swum too (a dash), so a coach sees the
 * gaps. A table on a wide screen, one card per event on a phone.
 */
export function ClubRecordsTable({
  records,
  poolLength,
}: {
  records: readonly TClubRecord[];
  poolLength: PoolLength;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const format = useClubRecordsFormat();
  const byEvent = new Map(records.map((record) => [record.event, record]));
  const items: EventRow[] = eventsOfPool(poolLength).map((event) => ({
    id: event,
    record: byEvent.get(event),
  }));
  const time = (record: TClubRecord) => (
    <Text span fw={700} style={TABULAR} size="md">
      {formatSwimTime(record.hundredths)}
    </Text>
  );

  return (
    <ListTable<EventRow>
      query={{ data: { items }, isError: false, isFetching: false, refetch: () => undefined }}
      label={t("admin:clubRecords.tableLabel")}
      columns={[
        t("admin:clubRecords.columns.event"),
        t("admin:clubRecords.columns.time"),
        t("admin:clubRecords.columns.holder"),
        t("admin:clubRecords.columns.age"),
        t("admin:clubRecords.columns.date"),
        t("admin:clubRecords.columns.competition"),
      ]}
      minWidth={760}
      empty=""
      errorMessage=""
      retryLabel=""
      row={({ id, record }) => (
        <Table.Tr key={id}>
          <Table.Th scope="row" fw={600}>
            {t(`common:training.events.${id}`)}
          </Table.Th>
          {record ? (
            <>
              <Table.Td>{time(record)}</Table.Td>
              <Table.Td>
                <HolderLink record={record} />
              </Table.Td>
              <Table.Td>{t("admin:clubRecords.age", { count: record.holder.ageInYear })}</Table.Td>
              <Table.Td>{format.day(record.swumOn)}</Table.Td>
              <Table.Td>{record.competition ?? <Dash />}</Table.Td>
            </>
          ) : (
            <>
              <Table.Td c="dimmed">
                <Dash />
              </Table.Td>
              <Table.Td colSpan={4} c="dimmed">
                {t("admin:clubRecords.notSwum")}
              </Table.Td>
            </>
          )}
        </Table.Tr>
      )}
      card={({ id, record }) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={600}>{t(`common:training.events.${id}`)}</Text>
            {record ? (
              time(record)
            ) : (
              <Text span c="dimmed">
                <Dash />
              </Text>
            )}
          </Group>
          {record ? (
            <>
              <CardField label={t("admin:clubRecords.columns.holder")}>
                <HolderLink record={record} />{" "}
                <Text span size="sm" c="dimmed">
                  ({t("admin:clubRecords.age", { count: record.holder.ageInYear })})
                </Text>
              </CardField>
              <CardField label={t("admin:clubRecords.columns.date")}>{format.day(record.swumOn)}</CardField>
              {record.competition && (
                <CardField label={t("admin:clubRecords.columns.competition")}>{record.competition}</CardField>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t("admin:clubRecords.notSwum")}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
