import type { TScheduleSlotWithOccupancy } from "@bazin/shared/contracts/club";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { OccupancyBar } from "../../../components/OccupancyBar.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useInstructors } from "../api/instructors.ts";
import { useDeleteSlot, useSlots } from "../api/slots.ts";
import { clubFailure } from "../lib/failure.ts";
import { endTime } from "../lib/schedule.ts";
import { SlotForm } from "./SlotForm.tsx";

/** The slots tab: the timetable with each slot's occupancy, adding, editing and deleting. */
export function SlotsTab() {
  const { t } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)");
  const slots = useSlots();
  // Slots have no instructor of their own: the ones who teach that day are shown, as the wizard offers them.
  const instructors = useInstructors();
  const [editing, setEditing] = useState<TScheduleSlotWithOccupancy | "new" | null>(null);
  const [toDelete, setToDelete] = useState<TScheduleSlotWithOccupancy | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteSlot();

  const dayName = (d: number) => t(`common:weekdays.${d}` as "common:weekdays.1");
  const teachersOn = (day: number) =>
    (instructors.data ?? [])
      .filter((i) => i.active && i.weekdays.includes(day))
      .map((i) => `${i.firstName} ${i.lastName}`)
      .join(", ");
  const describe = (s: TScheduleSlotWithOccupancy) =>
    t("club.slots.describe", {
      day: dayName(s.weekday),
      time: s.startTime,
      group: t(`club.slots.groups.${s.ageGroup}`),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: "teal", message: t("club.slots.deleted") });
      },
      onError: (failure) => setDeleteError(clubFailure(failure, "deleteFailed")),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="gray.7" maw={640}>
          {t("club.slots.intro")}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
          {t("club.slots.new")}
        </Button>
      </Group>

      {slots.isPending ? (
        <Skeleton h={240} aria-label={t("club.slots.loading")} />
      ) : slots.isError ? (
        <RetryAlert
          message={clubFailure(slots.error, "loadFailed")}
          retryLabel={t("club.retry")}
          onRetry={() => void slots.refetch()}
          retrying={slots.isFetching}
        />
      ) : slots.data.length === 0 ? (
        <Text c="gray.7">{t("club.slots.empty")}</Text>
      ) : (
        <ScrollArea
          type="auto"
          offsetScrollbars
          // Focusable, so a keyboard user can scroll the table sideways on a narrow screen.
          viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("club.slots.listLabel") }}
        >
          <Table miw={820} striped verticalSpacing="sm" aria-label={t("club.slots.listLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("club.slots.day")}</Table.Th>
                <Table.Th>{t("club.slots.time")}</Table.Th>
                <Table.Th>{t("club.slots.ageGroup")}</Table.Th>
                <Table.Th>{t("club.slots.instructors")}</Table.Th>
                <Table.Th>{t("club.slots.occupancy")}</Table.Th>
                <Table.Th>{t("club.slots.status")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("club.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slots.data.map((s) => {
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td fw={600}>{dayName(s.weekday)}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {s.startTime}–{endTime(s.startTime, s.durationMinutes)}
                    </Table.Td>
                    <Table.Td>{t(`club.slots.groups.${s.ageGroup}`)}</Table.Td>
                    <Table.Td>
                      {teachersOn(s.weekday) || (
                        <Text span c="gray.7" size="sm">
                          {instructors.isPending ? "…" : t("club.slots.noInstructor")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={150}>
                      <OccupancyBar taken={s.taken} capacity={s.capacity} slot={describe(s)} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={s.active ? "green" : "gray"} variant="light">
                        {s.active ? t("club.slots.active") : t("club.slots.inactive")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          onClick={() => setEditing(s)}
                          aria-label={t("club.slots.edit", { slot: describe(s) })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.8"
                          size="lg"
                          onClick={() => {
                            setDeleteError(null);
                            setToDelete(s);
                          }}
                          aria-label={t("club.slots.delete", { slot: describe(s) })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === "new" || editing === null ? t("club.slots.createTitle") : t("club.slots.editTitle")
        }
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {editing !== null && (
          <SlotForm
            key={editing === "new" ? "new" : editing.id}
            slot={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              notifications.show({ color: "teal", message: t("club.slots.saved") });
            }}
          />
        )}
      </Modal>

      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t("club.slots.confirmTitle")}
        text={t("club.slots.confirmText", { slot: toDelete ? describe(toDelete) : "" })}
        confirmLabel={t("club.confirmDelete")}
        cancelLabel={t("club.cancel")}
        error={deleteError}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
