import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { PHASE_COLORS } from "../../../components/training/zone-colors.ts";
import { byDay, type CalendarWeek, isPlanDay } from "../lib/calendar.ts";
import { usePlanDayFormat } from "../lib/format.ts";
import type { PlanCalendarProps } from "./calendar-types.ts";
import { NONE } from "./calendar-types.ts";
import { DayCell } from "./DayCell.tsx";

/**
 * The plan's weeks on a phone: one card per week (its phase, dates and total), its days one under another,
 * each with its races and workouts, so nothing needs scrolling sideways.
 */
export function CalendarList({
  weeks,
  weekTotals,
  phases,
  races,
  placements,
  edit,
  startDate,
  endDate,
}: PlanCalendarProps & { weeks: CalendarWeek[]; weekTotals: number[] }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const day = usePlanDayFormat();
  const racesByDay = useMemo(() => byDay(races.map((r) => ({ ...r, day: r.date }))), [races]);
  const placementsByDay = useMemo(() => byDay(placements), [placements]);
  return (
    <Stack
      gap="sm"
      component="ol"
      m={0}
      p={0}
      aria-label={t("plans.calendar.label")}
      style={{ listStyle: "none" }}
    >
      {weeks.map((w) => {
        const weekPhases = phases.filter((p) => p.startWeek <= w.week && w.week <= p.endWeek);
        return (
          <Paper key={w.week} component="li" withBorder p="xs" radius="md">
            <Group justify="space-between" gap="xs" mb={6}>
              <div>
                <Title order={3} size="h5">
                  {words.week(w.week)}
                </Title>
                <Text size="xs" c="gray.7">
                  {t("plans.calendar.weekDates", { start: day.short(w.monday), end: day.short(w.days[6]!) })}
                </Text>
              </div>
              <Stack gap={2} align="flex-end">
                {weekPhases.map((p) => (
                  // A light tint with black text reads at 4.5:1 for every phase colour (orange's dark shade does not).
                  <Badge
                    key={`${p.phase}-${p.startWeek}`}
                    variant="filled"
                    color={`${PHASE_COLORS[p.phase]}.2`}
                    autoContrast
                  >
                    {words.phase(p.phase)}
                  </Badge>
                ))}
                <Text size="sm" fw={600}>
                  {t("plans.calendar.weekTotalShort", { distance: words.distance(weekTotals[w.week] ?? 0) })}
                </Text>
              </Stack>
            </Group>
            <Stack gap={4}>
              {w.days.map((d) => (
                <Paper key={d} withBorder radius="sm">
                  <DayCell
                    day={d}
                    label={day.fullDay(d)}
                    heading={day.weekday(d)}
                    inside={isPlanDay({ startDate, endDate }, d)}
                    races={racesByDay.get(d) ?? NONE}
                    placements={placementsByDay.get(d) ?? NONE}
                    onAdd={edit?.onAddWorkout}
                    onMove={edit?.onMoveRequest}
                    onMoveTo={edit?.onMoveTo}
                    onRemove={edit?.onRemove}
                  />
                </Paper>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
