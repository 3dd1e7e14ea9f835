import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSessionDayFormat } from "../lib/dates.ts";
import type { PendingConfirmation } from "../lib/use-confirmed-send.ts";

/**
 * The server asked the coach to confirm (409): a change less than 48 h before the start, swimmers' recovery
 * windows broken (each conflict: the swimmer, both sessions, the recovery needed), or recorded times that a
 * workout change deletes. "Continue anyway" sends again with the confirmation.
 */
export function ConfirmSendModal({
  pending,
  sending,
  onCancel,
  onContinue,
}: {
  pending: PendingConfirmation | null;
  sending: boolean;
  onCancel: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const day = useSessionDayFormat();
  const kind = pending?.kind ?? "shortNotice";
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={t(`admin:sessionManager.confirm.${kind}.title`)}
      size="lg"
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {pending?.kind === "shortNotice" && t("admin:sessionManager.confirm.shortNotice.body")}
          {pending?.kind === "timesExist" &&
            t("admin:sessionManager.confirm.timesExist.body", { count: pending.count })}
          {pending?.kind === "recovery" &&
            t("admin:sessionManager.confirm.recovery.body", { count: pending.conflicts.length })}
        </Alert>
        {pending?.kind === "recovery" && (
          <List spacing="sm">
            {pending.conflicts.map((c) => (
              <List.Item key={`${c.student.id}-${c.first.day}-${c.second.day}-${c.second.workoutName}`}>
                <Text fw={600}>{c.student.fullName}</Text>
                <Text size="sm">
                  {t("admin:sessionManager.confirm.recovery.pair", {
                    first: c.first.workoutName,
                    firstDay: day.weekday(c.first.day),
                    second: c.second.workoutName,
                    secondDay: day.weekday(c.second.day),
                  })}
                </Text>
                <Text size="sm" c="gray.7">
                  {t("admin:sessionManager.confirm.recovery.days", { count: c.recoveryDays })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t("admin:sessionManager.confirm.back")}
          </Button>
          <Button color="orange.9" onClick={onContinue} loading={sending}>
            {kind === "timesExist"
              ? t("admin:sessionManager.confirm.deleteTimes")
              : t("admin:sessionManager.confirm.continue")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
