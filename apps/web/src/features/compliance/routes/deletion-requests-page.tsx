import {
  DELETION_REASON_MAX,
  DELETION_REQUEST_STATUSES,
  type TAdminDeletionRequest,
  type TDeletionRequestStatus,
} from "@bazin/shared/contracts/data-requests";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { useDeletionDecisions, useDeletionRequests } from "../api/deletion-requests.ts";
import { DeletionRequestCard, DeletionRequestRow, fullName } from "../components/DeletionRequestItem.tsx";

const PAGE_SIZE = 20;
const isStatus = (value: string | null): value is TDeletionRequestStatus =>
  (DELETION_REQUEST_STATUSES as readonly (string | null)[]).includes(value);

/** The status filter and page, kept in the address: pending requests unless another status is chosen. */
function useRequestParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = raw === "all" ? undefined : isStatus(raw) ? raw : "pending";
  const parsed = Number(params.get("page"));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const update = (change: { status?: string; page?: number }) => {
    const next = new URLSearchParams();
    const nextStatus = change.status ?? status ?? "all";
    if (nextStatus !== "pending") next.set("status", nextStatus);
    if ((change.page ?? 1) > 1) next.set("page", String(change.page));
    setParams(next, { replace: true });
  };
  return { status, page, update };
}

/**
 * /admin/gdpr/requests: members' requests to delete their account and data (spec §1: answered within 30 days),
 * newest first, with the days left; admins carry them out or refuse them with a reason.
 */
export function DeletionRequestsPage() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  usePageTitle(t("deletionRequests.title"));
  const { status, page, update } = useRequestParams();
  const list = useDeletionRequests({ status, page, pageSize: PAGE_SIZE });
  const { complete, reject } = useDeletionDecisions();
  const [completing, setCompleting] = useState<TAdminDeletionRequest | null>(null);
  const [rejecting, setRejecting] = useState<TAdminDeletionRequest | null>(null);
  const [reason, setReason] = useState("");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Bucharest" });
  const data = list.data;

  const onComplete = async () => {
    if (!completing) return;
    try {
      await complete.mutateAsync(completing.id);
      setCompleting(null);
      notifications.show({
        color: "green",
        closeButtonProps: { "aria-label": t("common:actions.close") },
        message: t("deletionRequests.completed"),
      });
    } catch {
      // Shown in the dialog.
    }
  };

  const onReject = async () => {
    if (!rejecting) return;
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      setRejecting(null);
      notifications.show({
        color: "green",
        closeButtonProps: { "aria-label": t("common:actions.close") },
        message: t("deletionRequests.rejected"),
      });
    } catch {
      // Shown in the dialog.
    }
  };

  const askComplete = (r: TAdminDeletionRequest) => {
    complete.reset();
    setCompleting(r);
  };
  const askReject = (r: TAdminDeletionRequest) => {
    reject.reset();
    setReason("");
    setRejecting(r);
  };
  const item = { day, onComplete: askComplete, onReject: askReject };

  return (
    <Stack gap="md">
      <Title order={1}>{t("deletionRequests.title")}</Title>
      <Text c="dimmed">{t("deletionRequests.intro")}</Text>
      <Select
        label={t("deletionRequests.status")}
        data={["pending", "completed", "rejected", "cancelled", "all"].map((value) => ({
          value,
          label: t(`deletionRequests.statuses.${value as "all"}`),
        }))}
        value={status ?? "all"}
        onChange={(value) => value && update({ status: value })}
        allowDeselect={false}
        w={{ base: "100%", sm: 240 }}
      />
      <Text aria-live="polite">{data ? t("deletionRequests.total", { count: data.total }) : "\u00a0"}</Text>

      <ListTable
        query={list}
        label={t("deletionRequests.listLabel")}
        columns={[
          t("deletionRequests.columns.requested"),
          t("deletionRequests.columns.person"),
          t("deletionRequests.columns.reason"),
          t("deletionRequests.columns.status"),
          t("deletionRequests.columns.deadline"),
          t("deletionRequests.columns.actions"),
        ]}
        minWidth={860}
        empty={t("deletionRequests.empty")}
        errorMessage={adminErrorMessage(list.error, "admin:deletionRequests.loadFailed")}
        retryLabel={t("deletionRequests.retry")}
        paging={{ page, onChange: (p) => update({ page: p }), label: t("deletionRequests.pagination") }}
        row={(r) => <DeletionRequestRow key={r.id} request={r} {...item} />}
        card={(r) => <DeletionRequestCard request={r} {...item} />}
      />

      <ConfirmDeleteModal
        opened={completing !== null}
        title={t("deletionRequests.completeTitle")}
        text={t(
          completing?.registrantEmail && !completing.user
            ? "deletionRequests.completeTextRegistrant"
            : "deletionRequests.completeText",
          { name: completing ? fullName(completing) : "" },
        )}
        confirmLabel={t("deletionRequests.confirmComplete")}
        cancelLabel={t("deletionRequests.cancel")}
        error={
          complete.isError ? adminErrorMessage(complete.error, "admin:deletionRequests.actionFailed") : null
        }
        loading={complete.isPending}
        onConfirm={() => void onComplete()}
        onClose={() => setCompleting(null)}
      />

      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("deletionRequests.rejectTitle")}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        <Stack>
          <Textarea
            label={t("deletionRequests.rejectReason")}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={DELETION_REASON_MAX}
            required
            autosize
            minRows={3}
          />
          {reject.isError && (
            <Alert color="red" role="alert">
              {adminErrorMessage(reject.error, "admin:deletionRequests.actionFailed")}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t("deletionRequests.cancel")}
            </Button>
            <Button
              color="red.8"
              loading={reject.isPending}
              disabled={!reason.trim()}
              onClick={() => void onReject()}
            >
              {t("deletionRequests.confirmReject")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
