import type { TSessionSummary } from "@bazin/shared/contracts/sessions";
import { ActionIcon, Box, Group, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSessionDayFormat, weekDays } from "../lib/dates.ts";
import { SessionCard } from "./SessionCard.tsx";

/**
 * The week's sessions by day: seven columns on a wide screen, a day-by-day list on a phone. Each day is a
 * region named by its date, with a button to add a session on it.
 */
export function WeekView({
  monday,
  sessions,
  today,
  onOpen,
  onCreate,
}: {
  monday: string;
  sessions: readonly TSessionSummary[];
  today: string;
  onOpen: (id: string) => void;
  onCreate: (day: string) => void;
}) {
  const { t } = useTranslation("admin");
  const day = useSessionDayFormat();
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const days = weekDays(monday);
  const byDay = (d: string) =>
    sessions.filter((s) => s.day === d).sort((a, b) => a.startTime.localeCompare(b.startTime));

  const column = (d: string) => {
    const items = byDay(d);
    if (phone && items.length === 0) return null;
    return (
      <Box
        key={d}
        component="section"
        aria-label={day.full(d)}
        data-day={d}
        p={4}
        style={{
          minWidth: 0,
          borderTop: `3px solid var(--mantine-color-${d === today ? "blue-7" : "gray-3"})`,
        }}
      >
        <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
          <Title order={2} size="h6" fw={d === today ? 800 : 600}>
            {day.weekday(d)}
          </Title>
          <Tooltip label={t("sessionManager.addOn", { day: day.full(d) })}>
            <ActionIcon
              variant="subtle"
              size={phone ? "lg" : "md"}
              aria-label={t("sessionManager.addOn", { day: day.full(d) })}
              onClick={() => onCreate(d)}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Stack gap={6}>
          {items.map((s) => (
            <SessionCard key={s.id} session={s} onOpen={onOpen} />
          ))}
          {items.length === 0 && (
            <Text size="xs" c="gray.7">
              {t("sessionManager.noneOnDay")}
            </Text>
          )}
        </Stack>
      </Box>
    );
  };

  if (phone) {
    const shown = days.map(column).filter(Boolean);
    return shown.length > 0 ? (
      <Stack gap="md" data-testid="week-phone">
        {shown}
      </Stack>
    ) : (
      <Text c="gray.7">{t("sessionManager.emptyWeek")}</Text>
    );
  }
  return (
    <SimpleGrid cols={7} spacing={6} data-testid="week-grid">
      {days.map(column)}
    </SimpleGrid>
  );
}
