import type { TDeletionRequest } from "@bazin/shared/contracts/data-requests";
import { Alert, Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { askForDeletion } from "../api.ts";
import { useDayFormat } from "./use-day-format.ts";

const REASON_MAX = 1000;

/** Ask for every registration of the address to be deleted, or see the request already made and its answer. */
export function DeletionSection({
  session,
  request,
  onChanged,
  describeFailure,
}: {
  session: string;
  request: TDeletionRequest | null;
  onChanged: () => void;
  describeFailure: (error: unknown, fallback: string) => string;
}) {
  const { t } = useTranslation("public");
  const day = useDayFormat();
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await askForDeletion(session, reason);
      setConfirming(false);
      onChanged();
    } catch (failure) {
      setError(describeFailure(failure, t("registrantAccess.deletion.failed")));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="registrant-deletion">
      <Title order={2} size="h3" id="registrant-deletion">
        {t("registrantAccess.deletion.title")}
      </Title>
      {request?.status === "pending" ? (
        <Alert
          color="blue"
          icon={<IconClockHour4 aria-hidden />}
          role="status"
          data-testid="registrant-deletion-pending"
        >
          {t("registrantAccess.deletion.pending", { date: day(request.createdAt), due: day(request.dueAt) })}
        </Alert>
      ) : (
        <>
          {request?.status === "rejected" && (
            <Alert color="yellow" role="status">
              {t("registrantAccess.deletion.rejected", { reason: request.rejectionReason ?? "" })}
            </Alert>
          )}
          <Text size="sm">{t("registrantAccess.deletion.intro")}</Text>
          <Textarea
            label={t("registrantAccess.deletion.reason")}
            description={t("registrantAccess.deletion.reasonHint")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            rows={3}
          />
          <Button color="red.8" w="fit-content" onClick={() => setConfirming(true)}>
            {t("registrantAccess.deletion.button")}
          </Button>
        </>
      )}
      <ConfirmDeleteModal
        opened={confirming}
        title={t("registrantAccess.deletion.confirmTitle")}
        text={t("registrantAccess.deletion.confirmText")}
        confirmLabel={t("registrantAccess.deletion.confirm")}
        cancelLabel={t("registrantAccess.cancel")}
        error={error}
        loading={sending}
        onConfirm={send}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Stack>
  );
}
