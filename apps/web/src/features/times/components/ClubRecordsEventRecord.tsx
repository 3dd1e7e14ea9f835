import type { TClubRecord } from "@bazin/shared/contracts/times";
import type { Gender, PoolLength, SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { studentTimesPath } from "../../../lib/paths.ts";
import { secondsText, useClubRecordsFormat } from "../lib/club-records-format.ts";
import { TABULAR } from "../lib/format.ts";
import { ClubRecordsHistoryChart } from "./ClubRecordsHistoryChart.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

function Holder({ record }: { record: TClubRecord }) {
  // Records are club-wide; a coach opens only their own swimmers' times.
  if (!record.holder.canView) return <>{record.holder.fullName}</>;
  return (
    <Anchor component={Link} to={studentTimesPath(record.holder.id)} inherit>
      {record.holder.fullName}
    </Anchor>
  );
}

export interface ClubRecordsEventRecordProps {
  event: SwimEvent;
  poolLength: PoolLength;
  gender: Gender;
  /** The asked group (undefined: every age). */
  ageGroup: number | undefined;
  record: TClubRecord | undefined;
  /** Oldest first; the last is the record. */
  history: readonly TClubRecord[];
}

/**
 * One event's club record, big enough to read across the pool deck (time, holder, date, competition, group),
 * then every time it was improved: as steps on a chart and as a list, oldest first, with how much each took off.
 */
export function ClubRecordsEventRecord({
  event,
  poolLength,
  gender,
  ageGroup,
  record,
  history,
}: ClubRecordsEventRecordProps) {
  const { t } = useTranslation(["admin", "common"]);
  const format = useClubRecordsFormat();
  const titleId = useId();
  const historyId = useId();
  const eventName = t(`common:training.events.${event}`);
  const selection = t("admin:clubRecords.selection", {
    gender: t(`common:training.gender.${gender}`),
    pool: t(`common:training.pool.${poolLength}`),
    ageGroup: format.ageGroup(ageGroup),
  });

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="xl" radius="xl" color="yellow" aria-hidden>
            <IconTrophy size={26} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" id={titleId}>
              {t("admin:clubRecords.recordTitle", { event: eventName })}
            </Title>
            <Text size="sm" c="dimmed">
              {selection}
            </Text>
          </div>
        </Group>
        {record ? (
          <>
            <Text
              component="p"
              fz={{ base: 44, sm: 60 }}
              fw={800}
              style={TABULAR}
              lh={1.1}
              my="md"
              data-testid="club-record-time"
            >
              {formatSwimTime(record.hundredths)}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <Fact label={t("admin:clubRecords.heldBy")}>
                <Holder record={record} />
                <Text size="sm" c="dimmed" fw={400}>
                  {t("admin:clubRecords.ageInYear", {
                    count: record.holder.ageInYear,
                    year: record.swumOn.slice(0, 4),
                  })}
                </Text>
              </Fact>
              <Fact label={t("admin:clubRecords.swumOn")}>{format.day(record.swumOn)}</Fact>
              <Fact label={t("admin:clubRecords.columns.competition")}>
                {record.competition ?? (
                  <Text span c="dimmed" inherit fw={400}>
                    {t("admin:clubRecords.noCompetition")}
                  </Text>
                )}
              </Fact>
            </SimpleGrid>
          </>
        ) : (
          <Text mt="md" c="gray.7">
            {t("admin:clubRecords.noRecordForEvent")}
          </Text>
        )}
      </Card>

      {history.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby={historyId}>
          <div>
            <Title order={2} size="h3" id={historyId}>
              {t("admin:clubRecords.history.title")}
            </Title>
            <Text c="gray.7" size="sm">
              {t("admin:clubRecords.history.intro")}
            </Text>
          </div>
          {history.length > 1 && <ClubRecordsHistoryChart history={history} eventName={eventName} />}
          <Stack
            component="ol"
            gap="xs"
            m={0}
            p={0}
            aria-label={t("admin:clubRecords.history.listLabel")}
            style={{ listStyle: "none" }}
          >
            {history.map((step, index) => {
              const before = history[index - 1];
              const current = index === history.length - 1;
              return (
                <Paper key={step.timeId} component="li" withBorder p="sm" radius="md">
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={700} style={TABULAR} size="lg">
                          {formatSwimTime(step.hundredths)}
                        </Text>
                        {current && (
                          <Badge color="grape.9" variant="filled">
                            {t("common:training.clubRecord")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                        <Holder record={step} /> ·{" "}
                        {t("admin:clubRecords.age", { count: step.holder.ageInYear })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {format.day(step.swumOn)}
                        {step.competition ? ` · ${step.competition}` : ""}
                      </Text>
                    </Stack>
                    <Text size="sm" c={before ? "teal.9" : "dimmed"} fw={before ? 600 : 400}>
                      {before
                        ? t("admin:clubRecords.history.improvedBy", {
                            delta: secondsText(before.hundredths - step.hundredths),
                          })
                        : t("admin:clubRecords.history.first")}
                    </Text>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
