import type { TScheduleSlotWithOccupancy } from "@bazin/shared/contracts/club";
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { EditDeleteActions } from "../../../components/EditDeleteActions.tsx";
import { OccupancyBar } from "../../../components/OccupancyBar.tsx";
import { endTime } from "../lib/schedule.ts";

/** One slot of the timetable: a table row on a wide screen, a card on a phone; the same pieces in both. */
export interface SlotItemProps {
  slot: TScheduleSlotWithOccupancy;
  /** The weekday in words ("Marți"). */
  day: string;
  /** The slot in words ("Marți, 19:30, Adulți"), for the bar and the buttons' names. */
  label: string;
  /** Who teaches that day, comma separated; slots have no instructor of their own. */
  teachers: string;
  /** The instructors are still loading ("…" rather than "no instructor"). */
  teachersLoading: boolean;
  onEdit: (slot: TScheduleSlotWithOccupancy) => void;
  /** Opens the confirmation. */
  onDelete: (slot: TScheduleSlotWithOccupancy) => void;
}

/** "19:30–20:30", never broken across lines. */
function Hours({ slot: s }: { slot: TScheduleSlotWithOccupancy }) {
  return (
    <span style={{ whiteSpace: "nowrap" }}>
      {s.startTime}–{endTime(s.startTime, s.durationMinutes)}
    </span>
  );
}

function AgeGroup({ slot: s }: { slot: TScheduleSlotWithOccupancy }) {
  const { t } = useTranslation("admin");
  return <>{t(`club.slots.groups.${s.ageGroup}`)}</>;
}

function Teachers({ teachers, teachersLoading }: Pick<SlotItemProps, "teachers" | "teachersLoading">) {
  const { t } = useTranslation("admin");
  return (
    <>
      {teachers || (
        <Text span c="gray.7" size="sm">
          {teachersLoading ? "…" : t("club.slots.noInstructor")}
        </Text>
      )}
    </>
  );
}

/** `miw`: the badge's word stays whole in a squeezed column or card. */
function StatusBadge({ slot: s }: { slot: TScheduleSlotWithOccupancy }) {
  const { t } = useTranslation("admin");
  return (
    <Badge color={s.active ? "green" : "gray"} variant="light" miw="max-content">
      {s.active ? t("club.slots.active") : t("club.slots.inactive")}
    </Badge>
  );
}

function Actions({
  slot: s,
  label,
  onEdit,
  onDelete,
}: Pick<SlotItemProps, "slot" | "label" | "onEdit" | "onDelete">) {
  const { t } = useTranslation("admin");
  return (
    <EditDeleteActions
      editLabel={t("club.slots.edit", { slot: label })}
      deleteLabel={t("club.slots.delete", { slot: label })}
      onEdit={() => onEdit(s)}
      onDelete={() => onDelete(s)}
    />
  );
}

export function SlotRow(props: SlotItemProps) {
  const { slot: s } = props;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{props.day}</Table.Td>
      <Table.Td>
        <Hours slot={s} />
      </Table.Td>
      <Table.Td>
        <AgeGroup slot={s} />
      </Table.Td>
      <Table.Td>
        <Teachers {...props} />
      </Table.Td>
      <Table.Td miw={150}>
        <OccupancyBar taken={s.taken} capacity={s.capacity} slot={props.label} />
      </Table.Td>
      <Table.Td>
        <StatusBadge slot={s} />
      </Table.Td>
      <Table.Td>
        <Actions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone: when and for whom, with the buttons beside; then whether it is offered, how full, who teaches. */
export function SlotCard(props: SlotItemProps) {
  const { t } = useTranslation("admin");
  const { slot: s } = props;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {props.day} <Hours slot={s} />
          </Text>
          <Group gap="xs">
            <Text size="sm">
              <AgeGroup slot={s} />
            </Text>
            <StatusBadge slot={s} />
          </Group>
        </Stack>
        <Actions {...props} />
      </Group>
      <div>
        <OccupancyBar taken={s.taken} capacity={s.capacity} slot={props.label} />
      </div>
      <CardField label={t("club.slots.instructors")}>
        <Teachers {...props} />
      </CardField>
    </Stack>
  );
}
