import type { TSwimTime } from "@bazin/shared/contracts/times";
import { SWIM_EVENTS, type SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { WA_POINTS_TABLE } from "@bazin/shared/domain/training/wa-points";
import { Group, Select, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { EditDeleteActions } from "../../../components/EditDeleteActions.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { useDayFormat, useTrainingWords } from "../lib/format.ts";
import { EventAndPool, PbBadge, Points, SwimTime } from "./SwimTime.tsx";

export interface TimesHistoryProps {
  /** Every time of one swimmer (`TStudentTimes.history`); shown newest first whatever the order given. */
  history: TSwimTime[];
  /** With both handlers each time gets edit and delete buttons (admins and coaches); without, none. */
  onEdit?: (time: TSwimTime) => void;
  onDelete?: (time: TSwimTime) => void;
}

/** Times a page: fewer on a phone, where each is a card. */
const PAGE_SIZE = 20;
const PHONE_PAGE_SIZE = 10;

const newestFirst = (a: TSwimTime, b: TSwimTime) =>
  a.swumOn !== b.swumOn ? (a.swumOn < b.swumOn ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * A swimmer's every time, newest first, 20 a page (10 cards on a phone), filterable by event, with a badge on the times that were
 * a personal best when swum. Edit and delete appear only when the page gives handlers for them.
 */
export function TimesHistory({ history, onEdit, onDelete }: TimesHistoryProps) {
  const { t } = useTranslation(["swimmer", "common"]);
  const words = useTrainingWords();
  const day = useDayFormat();
  const [event, setEvent] = useState<SwimEvent | null>(null);
  const [page, setPage] = useState(1);
  const editable = !!onEdit && !!onDelete;
  const phone = useMediaQuery("(max-width: 48em)");
  const pageSize = phone ? PHONE_PAGE_SIZE : PAGE_SIZE;

  const swum = SWIM_EVENTS.filter((e) => history.some((s) => s.event === e));
  const shown = history.filter((s) => !event || s.event === event).sort(newestFirst);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const items = shown.slice((current - 1) * pageSize, current * pageSize);

  const actions = (s: TSwimTime) => {
    if (!editable) return null;
    const names = { time: formatSwimTime(s.hundredths), event: words.event(s.event), date: day(s.swumOn) };
    return (
      <EditDeleteActions
        editLabel={t("swimmer:times.history.edit", names)}
        deleteLabel={t("swimmer:times.history.delete", names)}
        onEdit={() => onEdit(s)}
        onDelete={() => onDelete(s)}
      />
    );
  };

  if (history.length === 0) return <Text c="gray.7">{t("swimmer:times.history.empty")}</Text>;

  return (
    <Stack gap="sm">
      {swum.length > 1 && (
        <Select
          label={t("swimmer:times.history.filter")}
          maw={320}
          data={[
            { value: "", label: t("swimmer:times.history.allEvents") },
            ...swum.map((e) => ({ value: e, label: words.event(e) })),
          ]}
          value={event ?? ""}
          allowDeselect={false}
          onChange={(next) => {
            setEvent((next || null) as SwimEvent | null);
            setPage(1);
          }}
        />
      )}
      <ListTable<TSwimTime>
        query={{
          data: { items, total: shown.length, pageSize },
          isError: false,
          isFetching: false,
          refetch: () => undefined,
        }}
        label={t("swimmer:times.history.listLabel")}
        columns={[
          t("swimmer:times.columns.date"),
          t("swimmer:times.columns.event"),
          t("swimmer:times.columns.pool"),
          t("swimmer:times.columns.time"),
          t("common:training.points", { table: WA_POINTS_TABLE }),
          t("swimmer:times.columns.competition"),
          t("swimmer:times.columns.source"),
          ...(editable
            ? [<VisuallyHidden key="actions">{t("swimmer:times.columns.actions")}</VisuallyHidden>]
            : []),
        ]}
        minWidth={editable ? 760 : 680}
        empty={t("swimmer:times.history.emptyFiltered")}
        errorMessage=""
        retryLabel=""
        paging={{ page: current, onChange: setPage, label: t("swimmer:times.history.pagination") }}
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{day(s.swumOn)}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{words.event(s.event)}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{words.pool(s.poolLength)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <SwimTime hundredths={s.hundredths} />
                {s.personalRecord && <PbBadge />}
              </Group>
            </Table.Td>
            <Table.Td>
              <Points points={s.points} />
            </Table.Td>
            <Table.Td>
              {s.competition}
              {s.notes && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {s.notes}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="gray.7">
                {t(`common:training.source.${s.source}`)}
              </Text>
            </Table.Td>
            {editable && <Table.Td>{actions(s)}</Table.Td>}
          </Table.Tr>
        )}
        card={(s) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  <EventAndPool event={s.event} poolLength={s.poolLength} />
                </Text>
                <Text size="sm" c="gray.7">
                  {day(s.swumOn)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <SwimTime hundredths={s.hundredths} size="lg" />
                {s.personalRecord && <PbBadge />}
              </Stack>
            </Group>
            <CardField label={t("common:training.points", { table: WA_POINTS_TABLE })}>
              <Points points={s.points} />
            </CardField>
            {s.competition && (
              <CardField label={t("swimmer:times.columns.competition")}>{s.competition}</CardField>
            )}
            {s.notes && (
              <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                {s.notes}
              </Text>
            )}
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t(`common:training.source.${s.source}`)}
              </Text>
              {actions(s)}
            </Group>
          </Stack>
        )}
      />
    </Stack>
  );
}
