import "@mantine/core/styles/Alert.layer.css";
import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";

export interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** A failed load: what failed and a button to try again (announced to screen readers when it appears). */
export function RetryAlert({ message, retryLabel, onRetry, retrying = false }: RetryAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title={message}>
      <Button
        mt={4}
        variant="white"
        color="red.9"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={onRetry}
        loading={retrying}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
