import type { TDashboardResponse } from "@bazin/shared/contracts/students";
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { OccupancyBar, occupancyPercent } from "../../../components/OccupancyBar.tsx";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";

type Slot = TDashboardResponse["occupancy"][number];

/**
 * Occupancy per schedule slot, laid out as the week's timetable: a column a day, a bar a slot, so the full and
 * the empty slots show at a glance on a desk and, one day under another, on a phone. The words beside each bar
 * carry the same numbers for screen readers.
 */
export function SlotOccupancyCard({ slots }: { slots: readonly Slot[] | undefined }) {
  const { t } = useTranslation("admin");
  const dayName = useWeekdayName("long");
  const days = slots ? groupByDay(slots) : [];
  const taken = slots?.reduce((sum, s) => sum + s.taken, 0) ?? 0;
  const capacity = slots?.reduce((sum, s) => sum + s.capacity, 0) ?? 0;

  return (
    <Card withBorder>
      <Title order={2} size="h4">
        {t("dashboard.occupancyTitle")}
      </Title>
      {!slots ? (
        <Skeleton h={240} mt="sm" />
      ) : slots.length === 0 ? (
        <Text c="gray.7" mt="sm">
          {t("dashboard.occupancyEmpty")}
        </Text>
      ) : (
        <>
          <Text c="gray.7" size="sm" mt={4} mb="md">
            {t("dashboard.occupancyTotal", { taken, capacity, percent: occupancyPercent(taken, capacity) })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: days.length > 5 ? 4 : 5 }} spacing="lg">
            {days.map(([weekday, daySlots]) => (
              <Stack key={weekday} gap="sm" component="section" aria-label={dayName(weekday)}>
                <Text fw={700}>{dayName(weekday)}</Text>
                {daySlots.map((s) => (
                  <div key={s.slotId}>
                    <Text size="xs" c="gray.7" fw={600}>
                      {s.startTime} · {t(`club.slots.groups.${s.ageGroup}`)}
                    </Text>
                    <OccupancyBar
                      taken={s.taken}
                      capacity={s.capacity}
                      slot={t("club.slots.describe", {
                        day: dayName(weekday),
                        time: s.startTime,
                        group: t(`club.slots.groups.${s.ageGroup}`),
                      })}
                    />
                  </div>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </>
      )}
    </Card>
  );
}

/** The slots by weekday, Monday first, each day's slots by start time. */
function groupByDay(slots: readonly Slot[]): [number, Slot[]][] {
  const days = new Map<number, Slot[]>();
  for (const slot of slots) days.set(slot.weekday, [...(days.get(slot.weekday) ?? []), slot]);
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => [day, list.sort((a, b) => a.startTime.localeCompare(b.startTime))]);
}
