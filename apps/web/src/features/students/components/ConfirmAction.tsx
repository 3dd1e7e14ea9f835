import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface ConfirmActionProps {
  opened: boolean;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action on a student or an account. */
export function ConfirmAction(props: ConfirmActionProps) {
  const { t } = useTranslation(["admin", "common"]);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("students.confirm.title")}
      centered
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t("students.confirm.cancel")}
        </Button>
        {/* Shade 8: white on Mantine's default red (shade 7) is 3.8:1, below WCAG AA's 4.5:1. */}
        <Button color={props.danger ? "red.8" : undefined} loading={props.loading} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
