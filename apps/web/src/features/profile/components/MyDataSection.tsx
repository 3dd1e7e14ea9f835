import { DELETION_REASON_MAX, type TDeletionRequest } from "@bazin/shared/contracts/data-requests";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { downloadMyData, useDeletionRequestActions, useMyDeletionRequest } from "../api/my-data.ts";

/** Where the request stands, in words: when asked, and the answer or the deadline. */
function RequestStatus({ request }: { request: TDeletionRequest }) {
  const { t, i18n } = useTranslation();
  const day = dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "Europe/Bucharest" });
  const date = day.format(new Date(request.createdAt));
  if (request.status === "pending")
    return (
      <Alert color="yellow" data-testid="deletion-status">
        {t("myData.pending", { date, due: day.format(new Date(request.dueAt)) })}
      </Alert>
    );
  if (request.status === "rejected")
    return (
      <Alert color="gray" data-testid="deletion-status">
        {t("myData.rejected", { date, reason: request.rejectionReason ?? "" })}
      </Alert>
    );
  if (request.status === "cancelled")
    return (
      <Text c="dimmed" data-testid="deletion-status">
        {t("myData.cancelled", { date })}
      </Text>
    );
  return null;
}

/**
 * "Your data" (GDPR self-service, spec §1): download everything the platform keeps about oneself, and ask for
 * the account and data to be deleted (answered within 30 days), see the request and withdraw it while pending.
 */
export function MyDataSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const mine = useMyDeletionRequest();
  const { create, cancel } = useDeletionRequestActions();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const request = mine.data?.request ?? null;
  const pending = request?.status === "pending";

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notifications.show({
        color: "green",
        closeButtonProps: { "aria-label": t("actions.close") },
        message: t("myData.downloaded"),
      });
    } catch (error) {
      notifications.show({
        color: "red",
        closeButtonProps: { "aria-label": t("actions.close") },
        message: describeError(error, t("myData.downloadFailed")),
      });
    } finally {
      setDownloading(false);
    }
  };

  const onSend = async () => {
    try {
      await create.mutateAsync({ reason: reason.trim() || undefined });
      setAsking(false);
      setReason("");
      notifications.show({
        color: "green",
        closeButtonProps: { "aria-label": t("actions.close") },
        message: t("myData.requested"),
      });
    } catch {
      // The error stays in the dialog, so the person can try again or cancel.
    }
  };

  const onWithdraw = async () => {
    try {
      await cancel.mutateAsync();
      notifications.show({
        color: "green",
        closeButtonProps: { "aria-label": t("actions.close") },
        message: t("myData.withdrawn"),
      });
    } catch (error) {
      notifications.show({
        color: "red",
        closeButtonProps: { "aria-label": t("actions.close") },
        message: describeError(error, t("myData.withdrawFailed")),
      });
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t("myData.title")}
        </Title>
        <Text>{t("myData.intro")}</Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading}
            loaderProps={{ type: "dots" }}
            onClick={() => void onDownload()}
          >
            {t("myData.download")}
          </Button>
        </Group>

        <Title order={3} size="h4">
          {t("myData.deletionTitle")}
        </Title>
        {mine.isError ? (
          <RetryAlert
            message={describeError(mine.error, t("myData.loadFailed"))}
            retryLabel={t("myData.retry")}
            onRetry={() => void mine.refetch()}
            retrying={mine.isFetching}
          />
        ) : (
          <Stack gap="sm" aria-live="polite">
            {request && <RequestStatus request={request} />}
            {mine.data && (
              <Group>
                {pending ? (
                  <Button variant="default" loading={cancel.isPending} onClick={() => void onWithdraw()}>
                    {t("myData.withdraw")}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    color="red.8"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    onClick={() => {
                      create.reset();
                      setAsking(true);
                    }}
                  >
                    {t("myData.requestDeletion")}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
      </Stack>

      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("myData.confirmTitle")}
        closeButtonProps={{ "aria-label": t("actions.close") }}
      >
        <Stack>
          <Text>{t("myData.confirmText")}</Text>
          <Textarea
            label={t("myData.reason")}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={DELETION_REASON_MAX}
            autosize
            minRows={3}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {describeError(create.error, t("myData.requestFailed"))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t("myData.cancel")}
            </Button>
            <Button color="red.8" loading={create.isPending} onClick={() => void onSend()}>
              {t("myData.send")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
