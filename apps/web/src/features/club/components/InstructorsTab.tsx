import type { TInstructorAdmin } from "@bazin/shared/contracts/club";
import { Avatar, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { EditDeleteActions } from "../../../components/EditDeleteActions.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { apiBase } from "../../../lib/platform.ts";
import { useDeleteInstructor, useInstructors } from "../api/instructors.ts";
import { clubFailure } from "../lib/failure.ts";
import { InstructorForm } from "./InstructorForm.tsx";

/** The instructors tab: each with photo, days and status; adding, editing, deleting. */
export function InstructorsTab() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)");
  const instructors = useInstructors();
  const [editing, setEditing] = useState<TInstructorAdmin | "new" | null>(null);
  const [toDelete, setToDelete] = useState<TInstructorAdmin | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteInstructor();
  const language = i18n.language;
  const nameOf = (i: TInstructorAdmin) => `${i.firstName} ${i.lastName}`;

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: "teal", message: t("club.instructors.deleted") });
      },
      onError: (failure) => setDeleteError(clubFailure(failure, "deleteFailed")),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="gray.7" maw={640}>
          {t("club.instructors.intro")}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
          {t("club.instructors.new")}
        </Button>
      </Group>

      {instructors.isPending ? (
        <Skeleton h={200} aria-label={t("club.instructors.loading")} />
      ) : instructors.isError ? (
        <RetryAlert
          message={clubFailure(instructors.error, "loadFailed")}
          retryLabel={t("club.retry")}
          onRetry={() => void instructors.refetch()}
          retrying={instructors.isFetching}
        />
      ) : instructors.data.length === 0 ? (
        <Text c="gray.7">{t("club.instructors.empty")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          aria-label={t("club.instructors.listLabel")}
          style={{ listStyle: "none" }}
        >
          {instructors.data.map((i) => (
            <Paper component="li" key={i.id} withBorder p="sm" radius="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Avatar
                  src={i.photoUrl ? `${apiBase()}${i.photoUrl}` : null}
                  size={64}
                  radius="md"
                  alt={i.photoUrl ? t("club.instructors.photoOf", { name: nameOf(i) }) : undefined}
                  color="blue"
                >
                  {i.firstName.charAt(0)}
                  {i.lastName.charAt(0)}
                </Avatar>
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{nameOf(i)}</Text>
                    {!i.active && (
                      <Badge color="gray" variant="light" miw="max-content">
                        {t("club.instructors.inactive")}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="gray.7">
                    {i.weekdays.map((d) => t(`common:weekdays.${d}` as "common:weekdays.1")).join(", ")}
                  </Text>
                  <Text size="sm" lineClamp={2}>
                    {language === "en" ? i.bio.en : i.bio.ro}
                  </Text>
                </Stack>
                <EditDeleteActions
                  editLabel={t("club.instructors.edit", { name: nameOf(i) })}
                  deleteLabel={t("club.instructors.delete", { name: nameOf(i) })}
                  onEdit={() => setEditing(i)}
                  onDelete={() => {
                    setDeleteError(null);
                    setToDelete(i);
                  }}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === "new" || editing === null
            ? t("club.instructors.createTitle")
            : t("club.instructors.editTitle")
        }
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {editing !== null && (
          <InstructorForm
            key={editing === "new" ? "new" : editing.id}
            instructor={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              notifications.show({ color: "teal", message: t("club.instructors.saved") });
            }}
          />
        )}
      </Modal>

      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t("club.instructors.confirmTitle")}
        text={t("club.instructors.confirmText", { name: toDelete ? nameOf(toDelete) : "" })}
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
