import { Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";

/** Placeholder lines of about the size of the content, so nothing jumps when it arrives. */
export function LoadingLines({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{label ?? t("loading")}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} height={18} width={i === lines - 1 ? "60%" : "100%"} radius="sm" />
      ))}
    </Stack>
  );
}

/** A failed load: what went wrong and a button to try again. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation(["public", "common"]);
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeError(error, t("public:state.loadFailedBody"))}</Text>
        <Group>
          <Button
            size="sm"
            variant="white"
            color="red.9"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            {t("common:actions.retry")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
