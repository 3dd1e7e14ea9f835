import type { TRecoveryConflict } from "@bazin/shared/contracts/plans";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePlanDayFormat } from "../lib/format.ts";

/**
 * The server refused the save because placements break swimmers' recovery windows (409 RECOVERY_CONFLICT):
 * each conflict names the swimmer, both workouts and their days, and the recovery the first one needs. The
 * coach cancels, or continues anyway (the save is sent again with `continueAnyway`).
 */
export function RecoveryConflictModal({
  conflicts,
  saving,
  onCancel,
  onContinue,
}: {
  /** Null when closed. */
  conflicts: TRecoveryConflict[] | null;
  saving: boolean;
  onCancel: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const day = usePlanDayFormat();
  return (
    <Modal
      opened={conflicts !== null}
      onClose={onCancel}
      title={t("admin:plans.conflicts.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {t("admin:plans.conflicts.intro", { count: conflicts?.length ?? 0 })}
        </Alert>
        <List spacing="sm">
          {(conflicts ?? []).map((c) => (
            <List.Item
              key={`${c.student.id}-${c.first.day}-${c.first.workoutName}-${c.second.day}-${c.second.workoutName}`}
            >
              <Text fw={600}>{c.student.fullName}</Text>
              <Text size="sm">
                {t("admin:plans.conflicts.pair", {
                  first: c.first.workoutName,
                  firstDay: day.weekday(c.first.day),
                  second: c.second.workoutName,
                  secondDay: day.weekday(c.second.day),
                })}
              </Text>
              <Text size="sm" c="gray.7">
                {t("admin:plans.conflicts.days", { count: c.recoveryDays })}{" "}
                {c.daysBetween === 0
                  ? t("admin:plans.conflicts.sameDay")
                  : t("admin:plans.conflicts.after", { count: c.daysBetween })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t("admin:plans.conflicts.cancel")}
          </Button>
          <Button color="orange.9" onClick={onContinue} loading={saving}>
            {t("admin:plans.conflicts.continue")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
