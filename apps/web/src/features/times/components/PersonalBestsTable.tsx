import type { TPersonalBest } from "@bazin/shared/contracts/times";
import { SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { seasonLabel } from "@bazin/shared/domain/training/personal-bests";
import { WA_POINTS_TABLE } from "@bazin/shared/domain/training/wa-points";
import { Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { useDayFormat, useTrainingWords } from "../lib/format.ts";
import { Points, SwimTime } from "./SwimTime.tsx";

export interface PersonalBestsTableProps {
  /** One swimmer's bests, one per event and pool (`TStudentTimes.personalBests`). */
  personalBests: TPersonalBest[];
  /** The current season's first year (`TStudentTimes.season`), for the season-best column. */
  season: number;
}

type Row = TPersonalBest & { id: string };

const inEventOrder = (a: TPersonalBest, b: TPersonalBest) =>
  SWIM_EVENTS.indexOf(a.event) - SWIM_EVENTS.indexOf(b.event);

/**
 * A swimmer's personal bests, one pool at a time (short- and long-course results never mix): event, time,
 * date, competition, this season's best and how many times the event was swum. A switch chooses the pool when
 * the swimmer has times in both. Cards on a phone.
 */
export function PersonalBestsTable({ personalBests, season }: PersonalBestsTableProps) {
  const { t } = useTranslation(["swimmer", "common"]);
  const words = useTrainingWords();
  const day = useDayFormat();
  const switchId = useId();
  const pools = [25, 50].filter((pool) => personalBests.some((pb) => pb.poolLength === pool));
  const [chosen, setChosen] = useState<number | null>(null);
  const pool = chosen !== null && pools.includes(chosen) ? chosen : (pools[0] ?? 25);
  const rows: Row[] = personalBests
    .filter((pb) => pb.poolLength === pool)
    .sort(inEventOrder)
    .map((pb) => ({ ...pb, id: `${pb.event}-${pb.poolLength}` }));
  const seasonName = seasonLabel(season);
  const seasonBest = (pb: TPersonalBest) =>
    pb.seasonBestHundredths === null ? (
      <Text span size="sm" c="dimmed">
        {t("times.personalBests.notThisSeason")}
      </Text>
    ) : (
      <SwimTime hundredths={pb.seasonBestHundredths} fw={400} />
    );

  if (personalBests.length === 0) return <Text c="gray.7">{t("times.personalBests.empty")}</Text>;

  return (
    <Stack gap="sm">
      {pools.length > 1 ? (
        <Group gap="sm">
          <Text id={switchId} size="sm" fw={500}>
            {t("times.personalBests.poolSwitch")}
          </Text>
          <SegmentedControl
            aria-labelledby={switchId}
            data={pools.map((p) => ({ value: String(p), label: words.pool(p) }))}
            value={String(pool)}
            onChange={(next) => setChosen(Number(next))}
          />
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          {words.poolLong(pool)}
        </Text>
      )}
      <ListTable<Row>
        query={{ data: { items: rows }, isError: false, isFetching: false, refetch: () => undefined }}
        label={t("times.personalBests.listLabel", { pool: words.pool(pool) })}
        columns={[
          t("times.columns.event"),
          t("times.columns.time"),
          t("common:training.points", { table: WA_POINTS_TABLE }),
          t("times.columns.date"),
          t("times.columns.competition"),
          t("times.columns.seasonBest", { season: seasonName }),
          t("times.columns.swims"),
        ]}
        minWidth={640}
        empty={t("times.personalBests.empty")}
        errorMessage=""
        retryLabel=""
        row={(pb) => (
          <Table.Tr key={pb.id}>
            <Table.Td fw={500}>{words.event(pb.event)}</Table.Td>
            <Table.Td>
              <SwimTime hundredths={pb.hundredths} />
            </Table.Td>
            <Table.Td>
              <Points points={pb.points} />
            </Table.Td>
            <Table.Td>{day(pb.swumOn)}</Table.Td>
            <Table.Td>{pb.competition ?? ""}</Table.Td>
            <Table.Td>{seasonBest(pb)}</Table.Td>
            <Table.Td>{pb.swims}</Table.Td>
          </Table.Tr>
        )}
        card={(pb) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{words.event(pb.event)}</Text>
              <SwimTime hundredths={pb.hundredths} size="lg" />
            </Group>
            <CardField label={t("times.columns.date")}>{day(pb.swumOn)}</CardField>
            <CardField label={t("common:training.points", { table: WA_POINTS_TABLE })}>
              <Points points={pb.points} />
            </CardField>
            {pb.competition && <CardField label={t("times.columns.competition")}>{pb.competition}</CardField>}
            <CardField label={t("times.columns.seasonBest", { season: seasonName })}>
              {seasonBest(pb)}
            </CardField>
            <CardField label={t("times.columns.swims")}>{pb.swims}</CardField>
          </Stack>
        )}
      />
    </Stack>
  );
}
