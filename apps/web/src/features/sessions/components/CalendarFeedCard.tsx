import { Alert, Button, Card, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed.ts";
import { useSessionFormat } from "../lib/format.ts";

/**
 * "Calendar în telefon": the member's private iCal address. The server shows the address only in the answer that
 * creates it, so it is shown here until the page is left; later visits say one exists and offer to replace it
 * (the old one stops working) or revoke it, both after a confirmation.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation("swimmer");
  const format = useSessionFormat();
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirm, setConfirm] = useState<"replace" | "revoke" | null>(null);
  const created = create.data;
  const exists = !!status.data?.feed || !!created;

  const closeConfirm = () => {
    setConfirm(null);
    // Only a failure is forgotten: an address created earlier stays on screen.
    if (create.isError) create.reset();
    revoke.reset();
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t("sessions.feed.title")}
        </Title>
        <Text size="sm">{t("sessions.feed.intro")}</Text>
        {status.isPending ? (
          <Loader size="sm" aria-label={t("sessions.feed.title")} />
        ) : status.isError ? (
          <RetryAlert
            message={describeError(status.error, t("sessions.feed.loadFailed"))}
            retryLabel={t("sessions.retry")}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
          <>
            {created && (
              <Stack gap={6}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t("sessions.feed.urlLabel")}
                    value={created.url}
                    readOnly
                    style={{ flex: 1, minWidth: 0 }}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <CopyButton value={created.url}>
                    {({ copied, copy }) => (
                      <Button
                        variant={copied ? "filled" : "default"}
                        color={copied ? "teal.9" : undefined}
                        leftSection={
                          copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                        }
                        onClick={copy}
                      >
                        {copied ? t("sessions.feed.copied") : t("sessions.feed.copy")}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
                <Text size="sm" c="orange.9">
                  {t("sessions.feed.shownOnce")}
                </Text>
              </Stack>
            )}
            {!created && status.data?.feed && (
              <Text size="sm">
                {t("sessions.feed.exists", { when: format.stamp(status.data.feed.createdAt) })}
              </Text>
            )}
            {create.isError && !confirm && (
              <Alert color="red" role="alert">
                {describeError(create.error, t("sessions.feed.createFailed"))}
              </Alert>
            )}
            <Group gap="sm">
              {exists ? (
                <>
                  <Button variant="default" onClick={() => setConfirm("replace")}>
                    {t("sessions.feed.replace")}
                  </Button>
                  <Button variant="default" color="red.8" c="red.9" onClick={() => setConfirm("revoke")}>
                    {t("sessions.feed.revoke")}
                  </Button>
                </>
              ) : (
                <Button loading={create.isPending} onClick={() => create.mutate()}>
                  {t("sessions.feed.create")}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={confirm !== null}
        title={t(confirm === "replace" ? "sessions.feed.replaceTitle" : "sessions.feed.revokeTitle")}
        text={t(confirm === "replace" ? "sessions.feed.replaceText" : "sessions.feed.revokeText")}
        confirmLabel={t(confirm === "replace" ? "sessions.feed.replace" : "sessions.feed.revoke")}
        cancelLabel={t("sessions.cancel")}
        loading={create.isPending || revoke.isPending}
        error={
          confirm === "replace" && create.isError
            ? describeError(create.error, t("sessions.feed.createFailed"))
            : confirm === "revoke" && revoke.isError
              ? describeError(revoke.error, t("sessions.feed.revokeFailed"))
              : null
        }
        onClose={closeConfirm}
        onConfirm={() => {
          if (confirm === "replace") create.mutate(undefined, { onSuccess: () => setConfirm(null) });
          else
            revoke.mutate(undefined, {
              onSuccess: () => {
                setConfirm(null);
                // The address shown after a creation is dead now: hide it.
                create.reset();
              },
            });
        }}
      />
    </Card>
  );
}
