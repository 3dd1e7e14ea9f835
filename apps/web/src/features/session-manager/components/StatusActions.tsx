import type { TSession } from "@bazin/shared/contracts/sessions";
import type { SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconBan, IconCheck, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { changeSessionStatus, deleteSession, useSessionMutation } from "../api/session-mutations.ts";
import { useConfirmedSend } from "../lib/use-confirmed-send.ts";
import { ConfirmSendModal } from "./ConfirmSendModal.tsx";

const ICON = { in_progress: IconPlayerPlay, completed: IconCheck } as const;

/**
 * The session's status moves the server allows now (`nextStatuses`, from session-rules): start, complete,
 * cancel (asked first; less than 48 h before the start the server asks again). Delete, asked first, only
 * before the start.
 */
export function StatusActions({ session, onDeleted }: { session: TSession; onDeleted: () => void }) {
  const { t } = useTranslation(["admin", "common"]);
  const [asking, setAsking] = useState<"cancel" | "delete" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const status = useSessionMutation(changeSessionStatus);
  const remove = useSessionMutation(deleteSession);
  const onError = (error: unknown) =>
    setFailure(describeError(error, t("admin:sessionManager.statusFailed")));
  const cancel = useConfirmedSend(async (flags) => {
    await status.mutateAsync({ id: session.id, status: "cancelled", continueAnyway: flags.continueAnyway });
    setAsking(null);
  }, onError);
  const move = (to: SessionStatus) => {
    setFailure(null);
    status.mutate({ id: session.id, status: to }, { onError });
  };
  const forward = session.nextStatuses.filter((s): s is "in_progress" | "completed" => s !== "cancelled");
  const canDelete = !session.past;
  if (forward.length === 0 && !session.nextStatuses.includes("cancelled") && !canDelete) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {forward.map((to) => {
          const Icon = ICON[to];
          return (
            <Button
              key={to}
              onClick={() => move(to)}
              loading={status.isPending}
              leftSection={<Icon size={18} aria-hidden />}
            >
              {t(`admin:sessionManager.actions.${to}`)}
            </Button>
          );
        })}
        {session.nextStatuses.includes("cancelled") && (
          <Button
            variant="light"
            color="orange.9"
            leftSection={<IconBan size={18} aria-hidden />}
            onClick={() => setAsking("cancel")}
          >
            {t("admin:sessionManager.actions.cancel")}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setAsking("delete")}
          >
            {t("admin:sessionManager.actions.delete")}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmDeleteModal
        opened={asking === "cancel" && cancel.pending === null}
        title={t("admin:sessionManager.cancelDialog.title")}
        text={t("admin:sessionManager.cancelDialog.text", { count: session.participants.length })}
        confirmLabel={t("admin:sessionManager.cancelDialog.confirm")}
        cancelLabel={t("admin:sessionManager.cancelDialog.back")}
        loading={status.isPending}
        onConfirm={() => {
          setFailure(null);
          void cancel.start();
        }}
        onClose={() => setAsking(null)}
      />
      <ConfirmSendModal
        pending={cancel.pending}
        sending={status.isPending}
        onCancel={() => {
          cancel.dismiss();
          setAsking(null);
        }}
        onContinue={() => void cancel.confirm()}
      />
      <ConfirmDeleteModal
        opened={asking === "delete"}
        title={t("admin:sessionManager.deleteDialog.title")}
        text={t("admin:sessionManager.deleteDialog.text")}
        confirmLabel={t("admin:sessionManager.deleteDialog.confirm")}
        cancelLabel={t("admin:sessionManager.deleteDialog.back")}
        loading={remove.isPending}
        error={
          remove.isError ? describeError(remove.error, t("admin:sessionManager.deleteDialog.failed")) : null
        }
        onConfirm={() =>
          remove.mutate(session.id, {
            onSuccess: () => {
              setAsking(null);
              onDeleted();
            },
          })
        }
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
