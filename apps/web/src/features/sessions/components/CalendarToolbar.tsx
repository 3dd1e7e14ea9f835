import { ActionIcon, Button, Group, SegmentedControl, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CalendarView } from "../lib/calendar-dates.ts";

/** The calendar's heading (month or week shown) with month/week switch, previous, today and next. */
export function CalendarToolbar({
  view,
  heading,
  onView,
  onStep,
  onToday,
}: {
  view: CalendarView;
  heading: string;
  onView: (view: CalendarView) => void;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
}) {
  const { t } = useTranslation("swimmer");
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2} size="h3" aria-live="polite">
        {heading}
      </Title>
      <Group gap="xs">
        <SegmentedControl
          aria-label={t("sessions.calendar.viewLabel")}
          value={view}
          onChange={(v) => onView(v === "week" ? "week" : "month")}
          data={[
            { value: "month", label: t("sessions.calendar.month") },
            { value: "week", label: t("sessions.calendar.week") },
          ]}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(view === "month" ? "sessions.calendar.prevMonth" : "sessions.calendar.prevWeek")}
          onClick={() => onStep(-1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t("sessions.calendar.today")}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(view === "month" ? "sessions.calendar.nextMonth" : "sessions.calendar.nextWeek")}
          onClick={() => onStep(1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
