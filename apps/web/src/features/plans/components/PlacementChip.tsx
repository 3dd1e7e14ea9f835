import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowsMove, IconDots, IconTrash } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZONE_COLORS } from "../../../components/training/zone-colors.ts";
import type { PlacedWorkout } from "../lib/form-values.ts";

/** The drag data type of a placed workout moved between days (its key). */
export const PLACEMENT_DRAG_TYPE = "application/x-plan-placement";

export interface PlacementChipProps {
  placementKey: string;
  workout: PlacedWorkout;
  /** Without them the chip is read-only (a completed plan, the analytics calendar). */
  onMove?: () => void;
  onRemove?: () => void;
}

/**
 * A workout placed on a day: its name, distance and hardest zone (the colour of its edge and badge). When
 * editable, a menu moves it to another day or removes it, and a mouse may drag it onto another day.
 */
export const PlacementChip = memo(function PlacementChip({
  placementKey,
  workout,
  onMove,
  onRemove,
}: PlacementChipProps) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const color = ZONE_COLORS[workout.peakZone] ?? "gray";
  const editable = Boolean(onMove && onRemove);
  return (
    <Paper
      withBorder
      radius="sm"
      p={4}
      pl={8}
      style={{
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
        cursor: editable ? "grab" : undefined,
      }}
      draggable={editable}
      onDragStart={(event) => {
        event.dataTransfer.setData(PLACEMENT_DRAG_TYPE, placementKey);
        event.dataTransfer.effectAllowed = "move";
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" fw={600} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {workout.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="gray.7">
              {words.distance(workout.totalDistanceMetres)}
            </Text>
            {workout.peakZone > 0 && (
              <Badge
                size="xs"
                variant="filled"
                color={`${color}.2`}
                autoContrast
                title={words.zone(workout.peakZone)}
              >
                <span aria-hidden>{words.zoneShort(workout.peakZone)}</span>
                <VisuallyHidden>{words.zone(workout.peakZone)}</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </Stack>
        {editable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray.8"
                aria-label={t("plans.calendar.placementActions", { name: workout.name })}
              >
                <IconDots size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconArrowsMove size={14} aria-hidden />} onClick={onMove}>
                {t("plans.calendar.moveToDay")}
              </Menu.Item>
              <Menu.Item color="red.9" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove}>
                {t("plans.calendar.removeWorkout")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
});
