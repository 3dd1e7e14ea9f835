import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SESSION_STATUS_BADGE } from "../../../components/training/zone-colors.ts";
import { useSessionFormat } from "../lib/format.ts";

/**
 * The phone's view (360 px): only the days that have sessions, each under its date, one card-button per session
 * with its time, title, pool and status.
 */
export function AgendaList({
  days,
  today,
  byDay,
  emptyText,
  onOpen,
}: {
  days: string[];
  today: string;
  byDay: Map<string, TMySession[]>;
  emptyText: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("swimmer");
  const format = useSessionFormat();
  const shown = days.filter((day) => (byDay.get(day)?.length ?? 0) > 0);
  if (shown.length === 0) return <Text c="gray.7">{emptyText}</Text>;
  return (
    <Stack gap="md" data-testid="sessions-agenda">
      {shown.map((day) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <Title order={3} size="h5" id={`agenda-${day}`} mb={6} c={day === today ? "blue.9" : undefined}>
            {format.longDay(day)}
            {day === today ? ` · ${t("sessions.calendar.today")}` : ""}
          </Title>
          <Stack gap={6}>
            {(byDay.get(day) ?? []).map((session) => (
              <UnstyledButton
                key={session.id}
                onClick={() => onOpen(session.id)}
                aria-label={t("sessions.chipLabel", {
                  title: format.title(session),
                  day: format.dayMonth(session.day),
                  time: format.timeRange(session),
                  status: format.status(session.status),
                })}
              >
                <Card withBorder padding="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {format.title(session)}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {format.timeRange(session)} · {t("sessions.pool", { metres: session.poolLength })}
                      </Text>
                    </div>
                    <Badge
                      variant="filled"
                      {...SESSION_STATUS_BADGE[session.status]}
                      style={{ flexShrink: 0 }}
                    >
                      {format.status(session.status)}
                    </Badge>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
