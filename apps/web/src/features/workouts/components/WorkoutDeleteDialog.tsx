import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useDeleteWorkout } from "../api/delete-workout.ts";
import type { WorkoutRef } from "./WorkoutActions.tsx";

export interface WorkoutDeleteDialogProps {
  /** The workout asked about; null when the dialog is closed. */
  workout: WorkoutRef | null;
  onClose: () => void;
  onDeleted: () => void;
  /** Archive instead, offered when a plan uses the workout. */
  onArchive: (workout: WorkoutRef) => void;
  archiving: boolean;
}

/**
 * Asks before deleting a workout. When the server refuses because a plan or session uses it (409
 * WORKOUT_IN_USE), the dialog says so in the server's words and offers to archive it instead. Keyed by the
 * workout, so each question starts clean.
 */
export function WorkoutDeleteDialog({
  workout,
  onClose,
  onDeleted,
  onArchive,
  archiving,
}: WorkoutDeleteDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const remove = useDeleteWorkout();
  const [inUse, setInUse] = useState<string | null>(null);
  if (!workout) return null;

  const confirm = () =>
    remove.mutate(workout.id, {
      onSuccess: () => {
        notifications.show({ color: "teal", message: t("workouts.delete.done", { name: workout.name }) });
        onDeleted();
      },
      onError: (error) => {
        if (isApiError(error, "WORKOUT_IN_USE"))
          setInUse(describeError(error, t("workouts.delete.inUseFallback")));
      },
    });

  if (inUse !== null) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t("workouts.delete.inUseTitle")}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        <Stack>
          <Alert color="orange" role="alert">
            <Text c="orange.9" size="sm">
              {inUse}
            </Text>
          </Alert>
          {workout.archived && <Text>{t("workouts.delete.alreadyArchived")}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(workout.archived ? "workouts.delete.close" : "workouts.delete.cancel")}
            </Button>
            {!workout.archived && (
              <Button onClick={() => onArchive(workout)} loading={archiving}>
                {t("workouts.delete.archiveInstead")}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <ConfirmDeleteModal
      opened
      title={t("workouts.delete.title")}
      text={t("workouts.delete.text", { name: workout.name })}
      confirmLabel={t("workouts.delete.confirm")}
      cancelLabel={t("workouts.delete.cancel")}
      error={remove.isError ? describeError(remove.error, t("workouts.delete.failed")) : null}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
