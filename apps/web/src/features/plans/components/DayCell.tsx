import { ActionIcon, Box, Group, Stack, Text } from "@mantine/core";
import { IconFlag, IconPlus } from "@tabler/icons-react";
import { memo, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import type { CalendarPlacement, CalendarRace } from "./calendar-types.ts";
import { PLACEMENT_DRAG_TYPE, PlacementChip } from "./PlacementChip.tsx";

export interface DayCellProps {
  day: string;
  /** The day's name for screen readers ("luni, 15 septembrie 2025"). */
  label: string;
  /** What the cell shows of the day ("15", "lun., 15 sept."). */
  heading: ReactNode;
  inside: boolean;
  races: readonly CalendarRace[];
  placements: readonly CalendarPlacement[];
  onAdd?: (day: string) => void;
  onMove?: (key: string) => void;
  onMoveTo?: (key: string, day: string) => void;
  onRemove?: (key: string) => void;
}

/**
 * One day of the calendar: its races (flag and name), its placed workouts, and on an editable plan the "+"
 * that places a workout; a workout dragged onto it moves here. Days outside the plan are greyed and take none.
 */
export const DayCell = memo(function DayCell({
  day,
  label,
  heading,
  inside,
  races,
  placements,
  onAdd,
  onMove,
  onMoveTo,
  onRemove,
}: DayCellProps) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const [over, setOver] = useState(false);
  const droppable = inside && Boolean(onMoveTo);
  return (
    <Box
      role="group"
      aria-label={label}
      data-day={day}
      p={4}
      h="100%"
      bg={!inside ? "gray.1" : over ? "lagoon.0" : undefined}
      style={{ minWidth: 0, outline: over ? "2px dashed var(--mantine-color-lagoon-6)" : undefined }}
      onDragOver={(event) => {
        if (!droppable || !event.dataTransfer.types.includes(PLACEMENT_DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const key = event.dataTransfer.getData(PLACEMENT_DRAG_TYPE);
        if (droppable && key) {
          event.preventDefault();
          onMoveTo?.(key, day);
        }
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c={inside ? "gray.8" : "gray.7"} aria-hidden>
            {heading}
          </Text>
          {inside && onAdd && (
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t("plans.calendar.addWorkout", { day: label })}
              onClick={() => onAdd(day)}
            >
              <IconPlus size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {races.map((race) => (
          <Group key={`${race.name}-${race.date}`} gap={4} wrap="nowrap" align="flex-start">
            <IconFlag size={14} color="var(--mantine-color-red-9)" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" fw={600} c="red.9" style={{ overflowWrap: "anywhere" }}>
              {race.name}
              <Text span size="xs" c="gray.7" fw={400}>
                {" "}
                ({words.raceType(race.type)})
              </Text>
            </Text>
          </Group>
        ))}
        {placements.map((p) => (
          <PlacementChip
            key={p.key}
            placementKey={p.key}
            workout={p.workout}
            onMove={onMove && (() => onMove(p.key))}
            onRemove={onRemove && (() => onRemove(p.key))}
          />
        ))}
      </Stack>
    </Box>
  );
});
