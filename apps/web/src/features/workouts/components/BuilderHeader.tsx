import type { TWorkout } from "@bazin/shared/contracts/workouts";
import { formatWorkoutNotation } from "@bazin/shared/domain/training/workout-notation";
import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconClipboardText, IconCopy, IconDeviceFloppy, IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { paths, workoutPreviewPath } from "../../../lib/paths.ts";
import { useBuilder } from "../lib/builder-context.ts";
import { BuilderPasteDialog } from "./BuilderPasteDialog.tsx";

/**
 * The builder's title and actions: paste set lines, copy the workout as text (the same notation, in the
 * interface's language), the preview of a saved workout, and save.
 */
export function BuilderHeader({ workout, saving }: { workout: TWorkout | null; saving: boolean }) {
  const { t, i18n } = useTranslation("admin");
  const { getSteps } = useBuilder();
  const [pasting, setPasting] = useState(false);

  const copy = async () => {
    const text = formatWorkoutNotation(getSteps(), i18n.resolvedLanguage === "en" ? "en" : "ro");
    try {
      await navigator.clipboard.writeText(text);
      notifications.show({ color: "teal", message: t("builder.copy.done") });
    } catch {
      notifications.show({ color: "red", message: t("builder.copy.failed") });
    }
  };

  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.admin.workouts} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px" }} /> {t("builder.back")}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1} size="h2" id="builder-title">
          {workout ? t("builder.editTitle") : t("builder.createTitle")}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconClipboardText size={18} aria-hidden />}
            onClick={() => setPasting(true)}
          >
            {t("builder.paste.open")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => void copy()}
          >
            {t("builder.copy.action")}
          </Button>
          {workout && (
            <Button
              component={Link}
              to={workoutPreviewPath(workout.id)}
              variant="default"
              leftSection={<IconEye size={18} aria-hidden />}
            >
              {t("builder.preview")}
            </Button>
          )}
          <SubmitButton loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t("builder.save")}
          </SubmitButton>
        </Group>
      </Group>
      <BuilderPasteDialog opened={pasting} onClose={() => setPasting(false)} />
    </Stack>
  );
}
