import type { TMySession } from "@bazin/shared/contracts/sessions";
import { attendanceLevel, attendanceRate, isSessionPast } from "@bazin/shared/domain/training/session-rules";
import { numberFormat } from "@bazin/shared/lib/intl";
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AttendanceLevelBadge } from "../../../components/training/AttendanceLevelBadge.tsx";
import { useSessionFormat } from "../lib/format.ts";

/**
 * The attendance rate of the last 90 days with its level (> 75 % high, 50–75 % medium, < 50 % low) and the next
 * session, which opens its details.
 */
export function SummaryCard({
  sessions,
  now,
  onOpen,
}: {
  sessions: readonly TMySession[];
  now: Date;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("swimmer");
  const format = useSessionFormat();
  const { rate, taken, next } = useMemo(() => {
    const counted = sessions.filter((s) => s.status !== "cancelled" && isSessionPast(s, now));
    const upcoming = sessions
      .filter((s) => s.status !== "cancelled" && !isSessionPast(s, now))
      .sort((a, b) => `${a.day} ${a.startTime}`.localeCompare(`${b.day} ${b.startTime}`));
    return {
      rate: attendanceRate(counted.map((s) => s.attendance)),
      taken: counted.filter((s) => s.attendance !== null).length,
      next: upcoming[0],
    };
  }, [sessions, now]);
  const level = rate === null ? null : attendanceLevel(rate);
  const percent = rate === null ? "" : numberFormat(i18n.language, { style: "percent" }).format(rate);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sessions-rate">
        <Title order={2} size="h5" id="sessions-rate">
          {t("sessions.summary.rateTitle")}
        </Title>
        {rate === null || level === null ? (
          <Text c="gray.7" mt={4}>
            {t("sessions.summary.noAttendance")}
          </Text>
        ) : (
          <Stack gap={4} mt={4}>
            <Group gap="sm" align="baseline">
              <Text fz={28} fw={700} data-testid="attendance-rate">
                {percent}
              </Text>
              <AttendanceLevelBadge level={level}>
                {t(`sessions.summary.level.${level}`)}
              </AttendanceLevelBadge>
            </Group>
            <Text size="sm" c="gray.7">
              {t("sessions.summary.rateBasis", { count: taken })}
            </Text>
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sessions-next">
        <Title order={2} size="h5" id="sessions-next">
          {t("sessions.summary.nextTitle")}
        </Title>
        {next ? (
          <Stack gap={2} mt={4}>
            <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(next.id)}>
              {format.title(next)}
            </Anchor>
            <Text size="sm">
              {format.longDay(next.day)}, {format.timeRange(next)}
            </Text>
            {next.coach && (
              <Text size="sm" c="gray.7">
                {t("sessions.summary.withCoach", { name: next.coach.fullName })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text c="gray.7" mt={4}>
            {t("sessions.summary.noNext")}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
