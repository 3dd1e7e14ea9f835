import type { TWorkout, TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import { ActionIcon, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconArchive,
  IconArchiveOff,
  IconCopy,
  IconDots,
  IconDownload,
  IconEye,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../../../lib/describe-error.ts";
import { workoutEditPath, workoutPreviewPath } from "../../../lib/paths.ts";
import { useArchiveWorkout } from "../api/archive-workout.ts";
import { FIT_POOL_LENGTHS, type FitPoolLength, useDownloadFit } from "../api/download-fit.ts";
import { useDuplicateWorkout } from "../api/duplicate-workout.ts";
import { WorkoutDeleteDialog } from "./WorkoutDeleteDialog.tsx";

/** What an action needs of a workout (a library card's summary or the preview's whole workout). */
export type WorkoutRef = Pick<TWorkoutSummary, "id" | "name" | "archived">;

export interface WorkoutActionsOptions {
  /** After a copy is made: the screen points to it (a banner with its links, focused). */
  onDuplicated?: (copy: TWorkout) => void;
}

/**
 * The library's and the preview's actions on a workout: duplicate, download the FIT file, archive or bring back,
 * and delete (asked first; a workout a plan uses is offered archiving instead). Each says how it went in a
 * notification. `dialogs` must be rendered once by the screen.
 */
export function useWorkoutActions({ onDuplicated }: WorkoutActionsOptions = {}) {
  const { t } = useTranslation("admin");
  const duplicateMutation = useDuplicateWorkout();
  const archiveMutation = useArchiveWorkout();
  const fitMutation = useDownloadFit();
  const [deleting, setDeleting] = useState<WorkoutRef | null>(null);

  const duplicate = (workout: WorkoutRef) =>
    duplicateMutation.mutate(workout.id, {
      onSuccess: (copy) => {
        notifications.show({ color: "teal", message: t("workouts.duplicated", { name: copy.name }) });
        onDuplicated?.(copy);
      },
      onError: (error) =>
        notifications.show({ color: "red", message: describeError(error, t("workouts.duplicateFailed")) }),
    });

  const setArchived = (workout: WorkoutRef, archived: boolean, onDone?: () => void) =>
    archiveMutation.mutate(
      { id: workout.id, archived },
      {
        onSuccess: () => {
          notifications.show({
            color: "teal",
            message: t(archived ? "workouts.archivedDone" : "workouts.unarchivedDone", {
              name: workout.name,
            }),
          });
          onDone?.();
        },
        onError: (error) =>
          notifications.show({ color: "red", message: describeError(error, t("workouts.archiveFailed")) }),
      },
    );

  const downloadFit = (workout: WorkoutRef, poolLength: FitPoolLength) =>
    fitMutation.mutate(
      { id: workout.id, poolLength },
      {
        onSuccess: () =>
          notifications.show({ color: "teal", message: t("workouts.fit.done", { pool: poolLength }) }),
        onError: (error) =>
          notifications.show({ color: "red", message: describeError(error, t("workouts.fit.failed")) }),
      },
    );

  const dialogs: ReactNode = (
    <WorkoutDeleteDialog
      key={deleting?.id}
      workout={deleting}
      onClose={() => setDeleting(null)}
      onDeleted={() => setDeleting(null)}
      onArchive={(workout) => setArchived(workout, true, () => setDeleting(null))}
      archiving={archiveMutation.isPending}
    />
  );

  return {
    duplicate,
    setArchived,
    downloadFit,
    askDelete: setDeleting,
    dialogs,
    /** The id of the workout being copied, for a busy state. */
    duplicatingId: duplicateMutation.isPending ? duplicateMutation.variables : undefined,
    fitPending: fitMutation.isPending,
  };
}

export type WorkoutActions = ReturnType<typeof useWorkoutActions>;

/** A library card's "…" menu: edit, preview, duplicate, FIT for a 25 or 50 m pool, archive, delete. */
export function WorkoutActionsMenu({ workout, actions }: { workout: WorkoutRef; actions: WorkoutActions }) {
  const { t } = useTranslation("admin");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("workouts.actions.menu", { name: workout.name })}
          loading={actions.duplicatingId === workout.id}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={workoutEditPath(workout.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t("workouts.actions.edit")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={workoutPreviewPath(workout.id)}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t("workouts.actions.preview")}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => actions.duplicate(workout)}
        >
          {t("workouts.actions.duplicate")}
        </Menu.Item>
        {FIT_POOL_LENGTHS.map((pool) => (
          <Menu.Item
            key={pool}
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => actions.downloadFit(workout, pool)}
          >
            {t(pool === 25 ? "workouts.actions.fit25" : "workouts.actions.fit50")}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={
            workout.archived ? (
              <IconArchiveOff size={16} aria-hidden />
            ) : (
              <IconArchive size={16} aria-hidden />
            )
          }
          onClick={() => actions.setArchived(workout, !workout.archived)}
        >
          {t(workout.archived ? "workouts.actions.unarchive" : "workouts.actions.archive")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => actions.askDelete(workout)}
        >
          {t("workouts.actions.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
