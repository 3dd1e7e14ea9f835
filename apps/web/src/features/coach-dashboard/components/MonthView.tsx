import type { TSessionSummary } from "@bazin/shared/contracts/sessions";
import { Box, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { SessionCard } from "../../session-manager/components/SessionCard.tsx";
import { sameMonth } from "../../sessions/lib/calendar-dates.ts";
import { useSessionFormat } from "../../sessions/lib/format.ts";

/**
 * The month's sessions: a seven-column grid of whole weeks on a wide screen (days outside the month dimmed), the
 * days that have sessions one under the other on a phone. Each day is a region named by its date; each session
 * is the session manager's card (a button that opens it).
 */
export function MonthView({
  anchor,
  days,
  today,
  sessions,
  onOpen,
}: {
  anchor: string;
  days: readonly string[];
  today: string;
  sessions: readonly TSessionSummary[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("coach");
  const format = useSessionFormat();
  // Read at the first render (the app renders in the browser only), so a phone never flashes the grid.
  const phone = useMediaQuery("(max-width: 48em)", undefined, { getInitialValueInEffect: false }) ?? false;
  const byDay = (day: string) =>
    sessions.filter((s) => s.day === day).sort((a, b) => a.startTime.localeCompare(b.startTime));

  if (phone) {
    const busy = days.filter((d) => sameMonth(d, anchor) && byDay(d).length > 0);
    if (busy.length === 0) return <Text c="gray.7">{t("dashboard.calendar.emptyMonth")}</Text>;
    return (
      <Stack gap="md">
        {busy.map((d) => (
          <Box key={d} component="section" aria-label={format.longDay(d)} data-day={d}>
            <Title order={3} size="h6" mb={4} c={d === today ? "blue.9" : undefined}>
              {format.longDay(d)}
            </Title>
            <Stack gap={6}>
              {byDay(d).map((s) => (
                <SessionCard key={s.id} session={s} onOpen={onOpen} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Box
      data-testid="month-grid"
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(7, minmax(0, 1fr))",
        border: "1px solid var(--mantine-color-gray-3)",
        borderRadius: 8,
        overflow: "hidden",
      }}
    >
      {days.slice(0, 7).map((d) => (
        <Text key={`head-${d}`} size="xs" fw={700} tt="capitalize" p={6} bg="gray.0" aria-hidden>
          {format.weekdayShort(d)}
        </Text>
      ))}
      {days.map((d) => {
        const outside = !sameMonth(d, anchor);
        return (
          <Stack
            key={d}
            component="section"
            aria-label={format.longDay(d)}
            aria-current={d === today ? "date" : undefined}
            data-day={d}
            gap={4}
            p={4}
            mih={110}
            bg={outside ? "gray.0" : undefined}
            style={{
              minWidth: 0,
              borderTop: "1px solid var(--mantine-color-gray-2)",
              borderLeft: "1px solid var(--mantine-color-gray-2)",
            }}
          >
            <Text
              size="sm"
              fw={d === today ? 700 : 500}
              c={d === today ? "blue.9" : outside ? "gray.7" : undefined}
              aria-hidden
            >
              {Number(d.slice(8))}
            </Text>
            {byDay(d).map((s) => (
              <SessionCard key={s.id} session={s} onOpen={onOpen} />
            ))}
          </Stack>
        );
      })}
    </Box>
  );
}
