import type { TAdminDeletionRequest, TDeletionRequestStatus } from "@bazin/shared/contracts/data-requests";
import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";

const STATUS_COLORS: Record<TDeletionRequestStatus, string> = {
  pending: "lagoon",
  completed: "green",
  rejected: "red",
  cancelled: "gray",
};

export const fullName = (r: TAdminDeletionRequest) =>
  r.user ? `${r.user.firstName} ${r.user.lastName}` : (r.registrantEmail ?? "");

/** One deletion request: a table row on a wide screen, a card on a phone; the same pieces in both. */
interface RequestItemProps {
  request: TAdminDeletionRequest;
  /** Made once by the page: a formatter per request would load the time zone data for each. */
  day: Intl.DateTimeFormat;
  /** Open the confirmation to carry the request out, or the dialog to refuse it with a reason. */
  onComplete: (request: TAdminDeletionRequest) => void;
  onReject: (request: TAdminDeletionRequest) => void;
}

function Requested({ request: r, day }: Pick<RequestItemProps, "request" | "day">) {
  return <time dateTime={r.createdAt}>{day.format(new Date(r.createdAt))}</time>;
}

/** Who asked: name and address, or that the account is gone (after a completed request). */
function Person({ request: r }: { request: TAdminDeletionRequest }) {
  const { t } = useTranslation("admin");
  // A registrant without an account (issue 16) asked by e-mail; the address is emptied once done.
  if (!r.user && r.registrantEmail)
    return (
      <>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {r.registrantEmail}
        </Text>
        <Text size="sm" c="dimmed">
          {t("deletionRequests.registrant")}
        </Text>
      </>
    );
  if (!r.user) return <Text c="dimmed">{t("deletionRequests.deletedAccount")}</Text>;
  return (
    <>
      <Text fw={600}>{fullName(r)}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {r.user.email ?? r.user.username}
      </Text>
    </>
  );
}

/** The member's reason, or once refused, the admin's reason for refusing. */
function reasonOf(r: TAdminDeletionRequest, noReason: string): string {
  return r.status === "rejected" && r.rejectionReason ? r.rejectionReason : (r.reason ?? noReason);
}

/** `miw`: the badge's words stay whole in a squeezed column or card. */
function StatusBadge({ request: r }: { request: TAdminDeletionRequest }) {
  const { t } = useTranslation("admin");
  return (
    <Badge color={STATUS_COLORS[r.status]} variant="light" miw="max-content">
      {t(`deletionRequests.statuses.${r.status}`)}
    </Badge>
  );
}

/** The days left of the 30 (red when five or fewer, or past), or when an answered request was answered. */
function Deadline({ request: r, day }: Pick<RequestItemProps, "request" | "day">) {
  const { t } = useTranslation("admin");
  if (r.daysLeft === null)
    return (
      <>{r.decidedAt ? t("deletionRequests.answeredOn", { date: day.format(new Date(r.decidedAt)) }) : "—"}</>
    );
  if (r.daysLeft < 0)
    return (
      <Badge color="red" variant="filled" miw="max-content">
        {t("deletionRequests.overdue")}
      </Badge>
    );
  return (
    <Badge color={r.daysLeft <= 5 ? "red" : "blue"} variant="light" miw="max-content">
      {t("deletionRequests.daysLeft", { count: r.daysLeft })}
    </Badge>
  );
}

/** Carry out or refuse: only a pending request of an account that still exists can be answered. */
function Actions({
  request: r,
  onComplete,
  onReject,
  size,
}: Pick<RequestItemProps, "request" | "onComplete" | "onReject"> & { size: "xs" | "sm" }) {
  const { t } = useTranslation("admin");
  if (r.status !== "pending" || !(r.user || r.registrantEmail)) return null;
  return (
    // On a card the buttons keep their words whole and wrap under each other if the phone is too narrow.
    <Group gap="xs" wrap={size === "sm" ? "wrap" : "nowrap"}>
      <Button
        size={size}
        color="red.8"
        aria-label={t("deletionRequests.completeFor", { name: fullName(r) })}
        onClick={() => onComplete(r)}
      >
        {t("deletionRequests.complete")}
      </Button>
      <Button
        size={size}
        variant="default"
        aria-label={t("deletionRequests.rejectFor", { name: fullName(r) })}
        onClick={() => onReject(r)}
      >
        {t("deletionRequests.reject")}
      </Button>
    </Group>
  );
}

export function DeletionRequestRow(props: RequestItemProps) {
  const { t } = useTranslation("admin");
  const { request: r } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <Requested {...props} />
      </Table.Td>
      <Table.Td>
        <Person request={r} />
      </Table.Td>
      <Table.Td maw={260} style={{ overflowWrap: "anywhere" }}>
        {reasonOf(r, t("deletionRequests.noReason"))}
      </Table.Td>
      <Table.Td>
        <StatusBadge request={r} />
      </Table.Td>
      <Table.Td>
        <Deadline {...props} />
      </Table.Td>
      <Table.Td>
        <Actions {...props} size="xs" />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone: the person and the status first, the deadline, the reason, then the two answers at thumb size. */
export function DeletionRequestCard(props: RequestItemProps) {
  const { t } = useTranslation("admin");
  const { request: r } = props;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Person request={r} />
        </Stack>
        <StatusBadge request={r} />
      </Group>
      <Group gap="xs">
        <Deadline {...props} />
      </Group>
      <Stack gap={2}>
        <CardField label={t("deletionRequests.columns.requested")}>
          <Requested {...props} />
        </CardField>
        <CardField label={t("deletionRequests.columns.reason")}>
          {reasonOf(r, t("deletionRequests.noReason"))}
        </CardField>
      </Stack>
      <Actions {...props} size="sm" />
    </Stack>
  );
}
