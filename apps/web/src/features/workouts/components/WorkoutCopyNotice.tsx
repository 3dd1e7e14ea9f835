import type { TWorkout } from "@bazin/shared/contracts/workouts";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { workoutEditPath, workoutPreviewPath } from "../../../lib/paths.ts";

/**
 * Says a copy was made and links to it (it may sit on another page of the library). Focus moves to its first
 * link so a keyboard user lands on the copy; it stays until closed, unlike a notification that fades.
 */
export function WorkoutCopyNotice({ copy, onClose }: { copy: TWorkout; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const open = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new copy takes the focus once
  useEffect(() => open.current?.focus(), [copy.id]);
  return (
    <Alert
      color="teal"
      icon={<IconCopy aria-hidden />}
      title={t("workouts.copy.title", { name: copy.name })}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t("workouts.copy.dismiss")}
      data-print-hide
    >
      <Text size="sm" mb="xs">
        {t("workouts.copy.text")}
      </Text>
      <Group gap="xs">
        <Button
          ref={open}
          component={Link}
          to={workoutPreviewPath(copy.id)}
          size="xs"
          variant="white"
          color="teal.9"
        >
          {t("workouts.copy.open")}
        </Button>
        <Button component={Link} to={workoutEditPath(copy.id)} size="xs" color="teal.9">
          {t("workouts.copy.edit")}
        </Button>
      </Group>
    </Alert>
  );
}
