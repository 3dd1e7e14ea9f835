import type { TScheduleSlotWithOccupancy } from "@bazin/shared/contracts/club";
import { Button, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { type ListQuery, ListTable } from "../../../components/ListTable.tsx";
import { useInstructors } from "../api/instructors.ts";
import { useDeleteSlot, useSlots } from "../api/slots.ts";
import { clubFailure } from "../lib/failure.ts";
import { SlotForm } from "./SlotForm.tsx";
import { SlotCard, type SlotItemProps, SlotRow } from "./SlotItem.tsx";

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

  const item = (s: TScheduleSlotWithOccupancy): SlotItemProps => ({
    slot: s,
    day: dayName(s.weekday),
    label: describe(s),
    teachers: teachersOn(s.weekday),
    teachersLoading: instructors.isPending,
    onEdit: setEditing,
    onDelete: (slot) => {
      setDeleteError(null);
      setToDelete(slot);
    },
  });
  // ListTable reads a page of `items`; the timetable comes whole, as an array.
  const list: ListQuery<TScheduleSlotWithOccupancy> = {
    data: slots.data && { items: slots.data },
    isError: slots.isError,
    isFetching: slots.isFetching,
    refetch: slots.refetch,
  };

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

      <ListTable
        query={list}
        label={t("club.slots.listLabel")}
        columns={[
          t("club.slots.day"),
          t("club.slots.time"),
          t("club.slots.ageGroup"),
          t("club.slots.instructors"),
          t("club.slots.occupancy"),
          t("club.slots.status"),
          <VisuallyHidden key="actions">{t("club.actions")}</VisuallyHidden>,
        ]}
        minWidth={820}
        empty={t("club.slots.empty")}
        errorMessage={clubFailure(slots.error, "loadFailed")}
        retryLabel={t("club.retry")}
        row={(s) => <SlotRow key={s.id} {...item(s)} />}
        card={(s) => <SlotCard {...item(s)} />}
      />

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
