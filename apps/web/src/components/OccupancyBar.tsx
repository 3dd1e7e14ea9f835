import { Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A full slot stands out; one nearly full warns. Dark shades keep the bar visible against its track. */
function occupancyColor(percent: number): string {
  if (percent >= 100) return "red.8";
  if (percent >= 75) return "orange.8";
  return "teal.8";
}

/** Places taken of a capacity, 0 to 100 (a slot over capacity, after a capacity cut, shows as full). */
export function occupancyPercent(taken: number, capacity: number): number {
  return capacity > 0 ? Math.min(100, Math.round((taken / capacity) * 100)) : 100;
}

/**
 * A schedule slot's places taken, as words ("3 din 12 locuri") over a bar coloured by how full it is; the bar
 * says the slot and the percentage to a screen reader. Shared by the dashboard and the club's timetable.
 */
export function OccupancyBar({ taken, capacity, slot }: { taken: number; capacity: number; slot: string }) {
  const { t } = useTranslation("admin");
  const percent = occupancyPercent(taken, capacity);
  return (
    <>
      <Text size="sm">{t("club.slots.taken", { taken, capacity })}</Text>
      <Progress
        value={percent}
        color={occupancyColor(percent)}
        mt={4}
        aria-label={t("club.slots.occupancyOf", { slot, percent })}
      />
    </>
  );
}
