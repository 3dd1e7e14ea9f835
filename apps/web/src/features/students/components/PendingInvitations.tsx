import type { TPendingInvitation } from "@bazin/shared/contracts/invitations";
import { INVITE_TTL_MS } from "@bazin/shared/domain/limits";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMailForward, IconTrash } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import {
  usePendingInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from "../api/pending-invitations.ts";
import { ConfirmAction } from "./ConfirmAction.tsx";

const fullName = (i: TPendingInvitation) => `${i.firstName} ${i.lastName}`;

/**
 * The invitations nobody has accepted yet (accounts tab, admins only): who, sent when and by whom, until when
 * the link works, with Resend (a new link; the old one stops working) and Withdraw (after a confirmation).
 * Cards rather than a table, so it reads on a phone.
 */
export function PendingInvitations() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const headingId = useId();
  const list = usePendingInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [withdrawing, setWithdrawing] = useState<TPendingInvitation | null>(null);
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Bucharest" });
  const close = { closeButtonProps: { "aria-label": t("common:actions.close") } };

  const onResend = (invitation: TPendingInvitation) =>
    resend.mutate(invitation, {
      onSuccess: () =>
        notifications.show({
          ...close,
          color: "green",
          message: t("pendingInvitations.resent", {
            email: invitation.email,
            count: Math.round(INVITE_TTL_MS / 86_400_000),
          }),
        }),
      onError: (error) =>
        notifications.show({
          ...close,
          color: "red",
          message: adminErrorMessage(error, "admin:pendingInvitations.errors.resend"),
        }),
    });

  const onWithdraw = () => {
    if (!withdrawing) return;
    revoke.mutate(withdrawing, {
      onSuccess: () =>
        notifications.show({
          ...close,
          color: "green",
          message: t("pendingInvitations.revoked", { email: withdrawing.email }),
        }),
      onError: (error) =>
        notifications.show({
          ...close,
          color: "red",
          message: adminErrorMessage(error, "admin:pendingInvitations.errors.revoke"),
        }),
      onSettled: () => setWithdrawing(null),
    });
  };

  const data = list.data;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t("pendingInvitations.title")}
      </Title>
      {list.isError && (
        <RetryAlert
          message={adminErrorMessage(list.error, "admin:pendingInvitations.errors.load")}
          retryLabel={t("dashboard.retry")}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {!data && !list.isError && <Skeleton h={88} aria-hidden />}
      {data && data.items.length === 0 && <Text c="dimmed">{t("pendingInvitations.empty")}</Text>}
      {data && data.items.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
          {data.items.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              // A date never breaks across lines ("8 / oct. 2026" on a phone).
              formatDay={(iso) => day.format(new Date(iso)).replaceAll(" ", "\u00a0")}
              resending={resend.isPending && resend.variables?.id === invitation.id}
              onResend={() => onResend(invitation)}
              onWithdraw={() => setWithdrawing(invitation)}
            />
          ))}
        </Stack>
      )}
      {data?.truncated && (
        <Text size="sm" c="dimmed">
          {t("pendingInvitations.truncated", { count: data.items.length })}
        </Text>
      )}
      <ConfirmAction
        opened={!!withdrawing}
        message={
          withdrawing
            ? t("pendingInvitations.confirmRevoke", { name: fullName(withdrawing), email: withdrawing.email })
            : ""
        }
        confirmLabel={t("pendingInvitations.revokeConfirm")}
        danger
        loading={revoke.isPending}
        onConfirm={onWithdraw}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}

interface InvitationCardProps {
  invitation: TPendingInvitation;
  formatDay: (iso: string) => string;
  resending: boolean;
  onResend: () => void;
  onWithdraw: () => void;
}

function InvitationCard({ invitation: i, formatDay, resending, onResend, onWithdraw }: InvitationCardProps) {
  const { t } = useTranslation("admin");
  const name = fullName(i);
  const sent = { date: formatDay(i.createdAt), name: i.invitedBy };
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: "1 1 16rem" }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge variant="light" color="gray">
              {t(`accounts.roles.${i.role}`)}
            </Badge>
            {i.expired && (
              <Badge variant="light" color="red">
                {t("pendingInvitations.expired")}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {i.email}
          </Text>
          <Text size="sm" c="dimmed">
            {i.invitedBy ? t("pendingInvitations.sentBy", sent) : t("pendingInvitations.sent", sent)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(i.expired ? "pendingInvitations.expiredOn" : "pendingInvitations.expiresOn", {
              date: formatDay(i.expiresAt),
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant={i.expired ? "filled" : "light"}
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={resending}
            aria-label={t("pendingInvitations.resendFor", { name })}
            onClick={onResend}
          >
            {t("pendingInvitations.resend")}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t("pendingInvitations.revokeFor", { name })}
            onClick={onWithdraw}
          >
            {t("pendingInvitations.revoke")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
