import { Box, ScrollArea, Text, VisuallyHidden } from "@mantine/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { bandLanes, byDay, type CalendarWeek, isPlanDay, type PhaseValue } from "../lib/calendar.ts";
import { usePlanDayFormat } from "../lib/format.ts";
import type { PlanCalendarProps } from "./calendar-types.ts";
import { NONE } from "./calendar-types.ts";
import { DayCell } from "./DayCell.tsx";
import { PhaseBand } from "./PhaseBand.tsx";

const COLUMNS = "minmax(132px, 160px) 76px repeat(7, minmax(104px, 1fr)) 84px";

/**
 * The plan's weeks as a grid on a wide screen: phase bands on the left, then the week (number and Monday),
 * its seven days and its total metres. Rows grow with their workouts.
 */
export function CalendarGrid({
  weeks,
  weekTotals,
  phases,
  races,
  placements,
  phaseMessages,
  edit,
  startDate,
  endDate,
  onOpenPhase,
}: PlanCalendarProps & {
  weeks: CalendarWeek[];
  weekTotals: number[];
  onOpenPhase: (index: number) => void;
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const day = usePlanDayFormat();
  const gridRef = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<{ index: number; phase: PhaseValue } | null>(null);
  const weekCount = weeks.length;
  const shown = useMemo(
    () => (preview ? phases.map((p, i) => (i === preview.index ? preview.phase : p)) : phases),
    [phases, preview],
  );
  const { lanes, laneCount } = useMemo(() => bandLanes(shown), [shown]);
  const racesByDay = useMemo(() => byDay(races.map((r) => ({ ...r, day: r.date }))), [races]);
  const placementsByDay = useMemo(() => byDay(placements), [placements]);

  /** The week whose row is under a pointer (the nearest one above or below the grid). */
  const weekAt = useCallback((clientY: number) => {
    const rows = gridRef.current?.querySelectorAll<HTMLElement>("[data-week-row]") ?? [];
    let week = 1;
    for (const row of rows) {
      if (clientY >= row.getBoundingClientRect().top) week = Number(row.dataset.weekRow);
      else break;
    }
    return week;
  }, []);

  const mondayLabel = (week: number) => (weeks[week - 1] ? day.short(weeks[week - 1]!.monday) : "");
  const header = [
    t("plans.calendar.phasesColumn"),
    t("plans.calendar.weekColumn"),
    ...(weeks[0]?.days ?? []).map((d) => day.weekdayName(d)),
    t("plans.calendar.totalColumn"),
  ];

  return (
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("plans.calendar.label") }}
    >
      <Box
        ref={gridRef}
        miw={1040}
        style={{
          display: "grid",
          gridTemplateColumns: COLUMNS,
          gridTemplateRows: `auto repeat(${weekCount}, minmax(84px, auto))`,
          border: "1px solid var(--mantine-color-gray-3)",
          borderRadius: 8,
        }}
      >
        {header.map((label, column) => (
          <Text
            key={label}
            size="xs"
            fw={700}
            tt="capitalize"
            p={6}
            bg="gray.0"
            style={{
              gridRow: 1,
              gridColumn: column + 1,
              borderBottom: "1px solid var(--mantine-color-gray-3)",
            }}
            aria-hidden
          >
            {label}
          </Text>
        ))}
        {shown.map((phase, index) => (
          <PhaseBand
            // Phases have no id of their own: a band is its place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            phase={phase}
            weekCount={weekCount}
            lane={lanes[index] ?? 0}
            laneCount={laneCount}
            messages={phaseMessages?.get(index) ?? []}
            mondayLabel={mondayLabel}
            weekAt={weekAt}
            edit={
              edit && {
                onChange: (next) => edit.onPhasesChange(phases.map((p, i) => (i === index ? next : p))),
                onPreview: (next) => setPreview(next ? { index, phase: next } : null),
                onOpen: () => onOpenPhase(index),
              }
            }
          />
        ))}
        {weeks.map((w) => {
          const row = w.week + 1;
          const line = "1px solid var(--mantine-color-gray-2)";
          return [
            <Box
              key={`w${w.week}`}
              data-week-row={w.week}
              p={6}
              style={{ gridRow: row, gridColumn: 2, borderTop: line }}
            >
              <Text size="sm" fw={700}>
                {words.weekShort(w.week)}
              </Text>
              <Text size="xs" c="gray.7">
                {day.short(w.monday)}
              </Text>
            </Box>,
            ...w.days.map((d, i) => (
              <Box
                key={d}
                style={{ gridRow: row, gridColumn: i + 3, borderTop: line, borderLeft: line, minWidth: 0 }}
              >
                <DayCell
                  day={d}
                  label={day.fullDay(d)}
                  heading={day.short(d)}
                  inside={isPlanDay({ startDate, endDate }, d)}
                  races={racesByDay.get(d) ?? NONE}
                  placements={placementsByDay.get(d) ?? NONE}
                  onAdd={edit?.onAddWorkout}
                  onMove={edit?.onMoveRequest}
                  onMoveTo={edit?.onMoveTo}
                  onRemove={edit?.onRemove}
                />
              </Box>
            )),
            <Box
              key={`t${w.week}`}
              p={6}
              style={{ gridRow: row, gridColumn: 10, borderTop: line, borderLeft: line, textAlign: "right" }}
            >
              <Text size="sm" fw={600}>
                <span aria-hidden>{words.distance(weekTotals[w.week] ?? 0)}</span>
                <VisuallyHidden>
                  {t("plans.calendar.weekTotal", {
                    week: w.week,
                    distance: words.distance(weekTotals[w.week] ?? 0),
                  })}
                </VisuallyHidden>
              </Text>
            </Box>,
          ];
        })}
      </Box>
    </ScrollArea>
  );
}
