import type { TSessionTime } from "@bazin/shared/contracts/session-times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OutboxEntry } from "../lib/outbox.ts";

interface SessionTimesListProps {
  times: TSessionTime[];
  /** Finishes of this device not yet on the server: listed first, marked as waiting. */
  waiting: OutboxEntry[];
  names: ReadonlyMap<string, string>;
}

interface Row {
  key: string;
  studentId: string;
  event: string;
  hundredths: number;
  splits: number[];
  at: string;
  personalBest: boolean;
  clubRecord: boolean;
  waiting: boolean;
}

/** The session's times from every device, newest first, with personal-best and club-record marks. */
export function SessionTimesList({ times, waiting, names }: SessionTimesListProps) {
  const { t } = useTranslation(["admin", "common"]);
  const stored = new Set(times.map((time) => time.key).filter(Boolean));
  const rows: Row[] = [
    ...waiting
      .filter((entry) => !stored.has(entry.key) && !entry.failure)
      .map((entry) => ({
        key: entry.key,
        studentId: entry.studentId,
        event: entry.event,
        hundredths: entry.hundredths,
        splits: entry.splits,
        at: entry.takenAt,
        personalBest: false,
        clubRecord: false,
        waiting: true,
      })),
    ...times.map((time) => ({ ...time, key: time.id, at: time.createdAt, waiting: false })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const eventName = (event: string) =>
    t(`common:training.events.${event}` as "common:training.events.freestyle_50");

  return (
    <Stack gap="xs" component="section" aria-labelledby="live-times-title">
      <Title order={2} size="h4" id="live-times-title">
        {t("admin:liveTiming.times.title", { total: rows.length })}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">{t("admin:liveTiming.times.empty")}</Text>
      ) : (
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: "none" }} data-testid="session-times">
          {rows.map((row) => (
            <Paper key={row.key} component="li" withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>
                    {names.get(row.studentId) ?? t("admin:liveTiming.times.unknownSwimmer")}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {eventName(row.event)}
                    {row.splits.length > 0 &&
                      ` · ${t("admin:liveTiming.lane.splits", { splits: row.splits.map(formatSwimTime).join(" · ") })}`}
                  </Text>
                </div>
                <Group gap={6}>
                  {row.waiting && (
                    <Badge color="orange.9" variant="filled">
                      {t("admin:liveTiming.lane.waiting")}
                    </Badge>
                  )}
                  {row.personalBest && (
                    <Badge color="teal.9" variant="filled" title={t("common:training.personalBest")}>
                      {t("common:training.personalBestShort")}
                    </Badge>
                  )}
                  {row.clubRecord && (
                    <Badge color="grape.9" variant="filled">
                      {t("common:training.clubRecord")}
                    </Badge>
                  )}
                  <Text ff="monospace" fw={700} size="lg">
                    {formatSwimTime(row.hundredths)}
                  </Text>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
