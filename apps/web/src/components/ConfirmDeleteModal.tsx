import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Why the last try failed, shown in the dialog so the user can try again or cancel. */
  error?: string | null;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting something for good; the failure of a try stays in the dialog. */
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack>
        <Text>{props.text}</Text>
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button color="red.8" onClick={props.onConfirm} loading={props.loading}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
