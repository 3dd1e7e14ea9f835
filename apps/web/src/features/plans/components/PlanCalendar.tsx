import { Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { calendarWeeks, weeklyMetres } from "../lib/calendar.ts";
import { CalendarGrid } from "./CalendarGrid.tsx";
import { CalendarList } from "./CalendarList.tsx";
import type { PlanCalendarProps } from "./calendar-types.ts";
import { PhaseEditModal } from "./PhaseEditModal.tsx";

/**
 * A plan's calendar: one row per plan week with its days, phases as coloured bands beside the weeks, races on
 * their day and placed workouts with weekly totals. A grid on a wide screen, a list of days on a phone.
 * Read-only unless `edit` is given.
 */
export function PlanCalendar(props: PlanCalendarProps) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery("(max-width: 48em)");
  const { startDate, endDate, phases, placements, edit } = props;
  const weeks = useMemo(() => calendarWeeks(startDate, endDate), [startDate, endDate]);
  const weekTotals = useMemo(
    () => weeklyMetres(startDate, weeks.length, placements),
    [startDate, weeks.length, placements],
  );
  const [editing, setEditing] = useState<number | null>(null);

  if (weeks.length === 0) return <Text c="gray.7">{t("plans.calendar.noDates")}</Text>;
  return (
    <>
      {phone ? (
        <CalendarList {...props} weeks={weeks} weekTotals={weekTotals} />
      ) : (
        <CalendarGrid {...props} weeks={weeks} weekTotals={weekTotals} onOpenPhase={setEditing} />
      )}
      {edit && (
        <PhaseEditModal
          phase={editing === null ? null : (phases[editing] ?? null)}
          weekCount={weeks.length}
          onClose={() => setEditing(null)}
          onApply={(next) => {
            edit.onPhasesChange(phases.map((p, i) => (i === editing ? next : p)));
            setEditing(null);
          }}
          onRemove={() => {
            edit.onPhasesChange(phases.filter((_, i) => i !== editing));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
