import type { TWorkout } from "@bazin/shared/contracts/workouts";
import { Anchor, Button, Group, Menu, Switch } from "@mantine/core";
import { IconArrowLeft, IconCopy, IconDownload, IconPencil, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths, workoutEditPath } from "../../../lib/paths.ts";
import { FIT_POOL_LENGTHS } from "../api/download-fit.ts";
import type { WorkoutActions } from "./WorkoutActions.tsx";

export interface PreviewToolbarProps {
  workout: TWorkout;
  actions: WorkoutActions;
  a4: boolean;
  onA4Change: (a4: boolean) => void;
}

/** The preview's controls (never printed): back to the library, edit, duplicate, FIT, print, A4 page. */
export function PreviewToolbar({ workout, actions, a4, onA4Change }: PreviewToolbarProps) {
  const { t } = useTranslation("admin");
  return (
    <Group justify="space-between" gap="sm" data-print-hide>
      <Anchor component={Link} to={paths.admin.workouts} fw={600}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={18} aria-hidden />
          {t("workouts.preview.back")}
        </Group>
      </Anchor>
      <Group gap="xs" role="toolbar" aria-label={t("workouts.preview.toolbar")}>
        <Button
          component={Link}
          to={workoutEditPath(workout.id)}
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          {t("workouts.preview.edit")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={18} aria-hidden />}
          loading={actions.duplicatingId === workout.id}
          onClick={() => actions.duplicate(workout)}
        >
          {t("workouts.preview.duplicate")}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={actions.fitPending}
            >
              {t("workouts.preview.fit")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {FIT_POOL_LENGTHS.map((pool) => (
              <Menu.Item key={pool} onClick={() => actions.downloadFit(workout, pool)}>
                {t(pool === 25 ? "workouts.preview.fit25" : "workouts.preview.fit50")}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t("workouts.preview.print")}
        </Button>
        <Switch
          label={t("workouts.preview.a4")}
          description={t("workouts.preview.a4Hint")}
          checked={a4}
          onChange={(e) => onA4Change(e.currentTarget.checked)}
        />
      </Group>
    </Group>
  );
}
