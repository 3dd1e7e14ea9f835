import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Box, Stack, Text } from "@mantine/core";
import { type CalendarView, sameMonth } from "../lib/calendar-dates.ts";
import { useSessionFormat } from "../lib/format.ts";
import { SessionChip } from "./SessionChip.tsx";

/**
 * The month or week as a grid of seven columns (Monday first). Each day is a labelled group holding its
 * sessions' chips, so a screen reader hears the day before its sessions. Days outside the month are dimmed.
 */
export function CalendarGrid({
  view,
  anchor,
  days,
  today,
  byDay,
  onOpen,
}: {
  view: CalendarView;
  anchor: string;
  days: string[];
  today: string;
  byDay: Map<string, TMySession[]>;
  onOpen: (id: string) => void;
}) {
  const format = useSessionFormat();
  const week = view === "week";
  return (
    <Box
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(7, minmax(0, 1fr))",
        border: "1px solid var(--mantine-color-gray-3)",
        borderRadius: 8,
        overflow: "hidden",
      }}
    >
      {days.slice(0, 7).map((day) => (
        <Text
          key={`head-${day}`}
          size="xs"
          fw={700}
          tt="capitalize"
          p={6}
          bg="gray.0"
          aria-hidden
          style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
        >
          {format.weekdayShort(day)}
        </Text>
      ))}
      {days.map((day) => {
        const outside = !week && !sameMonth(day, anchor);
        const isToday = day === today;
        const sessions = byDay.get(day) ?? [];
        return (
          <Stack
            key={day}
            role="group"
            aria-label={format.longDay(day)}
            aria-current={isToday ? "date" : undefined}
            data-day={day}
            gap={4}
            p={4}
            mih={week ? 160 : 96}
            bg={outside ? "gray.0" : undefined}
            style={{
              borderTop: "1px solid var(--mantine-color-gray-2)",
              borderLeft: "1px solid var(--mantine-color-gray-2)",
            }}
          >
            <Text
              size="sm"
              fw={isToday ? 700 : 500}
              c={isToday ? "blue.9" : outside ? "gray.7" : undefined}
              aria-hidden
            >
              {Number(day.slice(8))}
            </Text>
            {sessions.map((session) => (
              <SessionChip key={session.id} session={session} detailed={week} onOpen={onOpen} />
            ))}
          </Stack>
        );
      })}
    </Box>
  );
}
