import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Alert, Button, Group, List, Paper, Text } from "@mantine/core";
import { IconCloudCheck, IconCloudUpload, IconTrash, IconWifiOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import type { OutboxEntry } from "../lib/outbox.ts";

interface SyncStatusProps {
  online: boolean;
  entries: OutboxEntry[] | null;
  names: ReadonlyMap<string, string>;
  lastError: unknown;
  syncing: boolean;
  onSync: () => void;
  onDiscard: (key: string) => void;
}

/** Whether every time reached the server: the offline banner, what still waits, what the server refused. */
export function SyncStatus({
  online,
  entries,
  names,
  lastError,
  syncing,
  onSync,
  onDiscard,
}: SyncStatusProps) {
  const { t } = useTranslation(["admin", "common", "errors"]);
  const waiting = entries?.filter((e) => !e.failure) ?? [];
  const failed = entries?.filter((e) => e.failure) ?? [];
  const eventName = (event: string) =>
    t(`common:training.events.${event}` as "common:training.events.freestyle_50");

  return (
    <>
      {!online && (
        <Alert color="orange.9" variant="filled" icon={<IconWifiOff aria-hidden />} role="alert">
          {t("admin:liveTiming.sync.offline")}
        </Alert>
      )}
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {waiting.length > 0 ? (
              <IconCloudUpload size={22} aria-hidden color="var(--mantine-color-orange-9)" />
            ) : (
              <IconCloudCheck size={22} aria-hidden color="var(--mantine-color-teal-9)" />
            )}
            <Text fw={600} role="status" aria-live="polite" data-testid="sync-status">
              {entries === null
                ? t("admin:liveTiming.sync.reading")
                : waiting.length > 0
                  ? t("admin:liveTiming.sync.waiting", { count: waiting.length })
                  : t("admin:liveTiming.sync.allSent")}
            </Text>
          </Group>
          {waiting.length > 0 && (
            <Button variant="light" size="sm" onClick={onSync} loading={syncing}>
              {t("admin:liveTiming.sync.sendNow")}
            </Button>
          )}
        </Group>
        {waiting.length > 0 && lastError !== null && online && (
          <Text size="sm" c="gray.7" mt={4}>
            {t("admin:liveTiming.sync.willRetry", {
              reason: describeError(lastError, t("admin:liveTiming.sync.failed")),
            })}
          </Text>
        )}
      </Paper>
      {failed.length > 0 && (
        <Alert
          color="red"
          title={t("admin:liveTiming.sync.refusedTitle", { count: failed.length })}
          role="alert"
        >
          <List spacing="xs" listStyleType="none" ml={0}>
            {failed.map((entry) => (
              <List.Item key={entry.key}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {t("admin:liveTiming.sync.refusedEntry", {
                      name: names.get(entry.studentId) ?? "—",
                      event: eventName(entry.event),
                      time: formatSwimTime(entry.hundredths),
                      reason: t(`errors:${entry.failure?.code}` as "errors:VALIDATION_ERROR", {
                        defaultValue: entry.failure?.message ?? "",
                      }),
                    })}
                  </Text>
                  <Button
                    size="xs"
                    variant="white"
                    color="red.9"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onDiscard(entry.key)}
                  >
                    {t("admin:liveTiming.sync.discard")}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
