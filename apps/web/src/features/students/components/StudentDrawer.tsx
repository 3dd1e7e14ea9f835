import { dateTimeFormat } from "@bazin/shared/lib/intl";
import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { downloadFile } from "../../../lib/download.ts";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import { useStudent } from "../api/students.ts";
import type { PendingAction } from "../lib/use-confirmed-action.tsx";
import { MedicalConsentWithdrawnBadge } from "./MedicalConsentWithdrawnBadge.tsx";
import { RenewalRequestedBadge } from "./RenewalRequestedBadge.tsx";
import { StudentStatusBadge } from "./StudentStatus.tsx";

/** A student's every registration field, the document downloads and the actions (drawer over the list). */
export function StudentDrawer({
  id,
  onClose,
  onAsk,
}: {
  id: string | null;
  onClose: () => void;
  onAsk: (pending: PendingAction) => void;
}) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const student = useStudent(id);
  const weekday = useWeekdayName("long");
  const s = student.data;
  const day = dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  const moment = dateTimeFormat(i18n.language, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });
  const dateOnly = (v: string) => day.format(new Date(`${v}T00:00:00Z`));
  const none = t("students.fields.none");

  const rows: [string, string][] = s
    ? [
        [t("students.fields.status"), t(`students.status.${s.status}`)],
        [t("students.fields.birthDate"), `${dateOnly(s.birthDate)} (${s.age})`],
        [t("students.fields.phone"), s.phone],
        [t("students.fields.email"), s.email],
        [t("students.fields.registeredAt"), moment.format(new Date(s.registeredAt))],
        [t("students.fields.validUntil"), dateOnly(s.validUntil)],
        [t("students.fields.daysRemaining"), String(s.daysRemaining)],
        [t("students.fields.renewedAt"), s.renewedAt ? moment.format(new Date(s.renewedAt)) : none],
        [
          t("students.renewal.requestedAt"),
          s.renewalRequestedAt ? moment.format(new Date(s.renewalRequestedAt)) : none,
        ],
        [
          t("students.fields.schedule"),
          s.slots.map((slot) => `${weekday(slot.weekday)} ${slot.startTime} (${slot.instructor})`).join("; "),
        ],
        [t("students.fields.contactPerson"), s.contactPerson ?? none],
        [t("students.fields.contactQuality"), s.contactQuality ?? none],
        [
          t("students.fields.address"),
          [s.street, s.streetNumber, s.blockApartment, s.locality, s.county].filter(Boolean).join(", "),
        ],
        [t("students.fields.legalRepresentative"), s.legalRepresentative ?? none],
        [
          t("students.fields.certificateIssuedOn"),
          s.medicalCertificateIssuedOn ? dateOnly(s.medicalCertificateIssuedOn) : none,
        ],
        [
          t("students.renewal.certificateValidUntil"),
          s.certificateValidUntil ? dateOnly(s.certificateValidUntil) : none,
        ],
        [
          t("students.fields.gdpr"),
          s.gdprConsent
            ? t("students.fields.gdprValue", {
                version: s.gdprConsent.version,
                date: moment.format(new Date(s.gdprConsent.agreedAt)),
              })
            : none,
        ],
        [t("students.fields.language"), s.language.toUpperCase()],
      ]
    : [];

  return (
    <Drawer
      opened={!!id}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
      title={s ? t("students.detailsOf", { name: s.fullName }) : t("students.details")}
    >
      {student.isError ? (
        <RetryAlert
          message={adminErrorMessage(student.error, "admin:students.errors.load")}
          retryLabel={t("dashboard.retry")}
          onRetry={() => void student.refetch()}
        />
      ) : !s ? (
        <Skeleton h={400} />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <StudentStatusBadge status={s.status} />
            <RenewalRequestedBadge student={s} />
            {s.hasAccount && <Badge variant="outline">{t("students.hasAccount")}</Badge>}
            <MedicalConsentWithdrawnBadge student={s} />
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <div>
            <Title order={3} size="h5" mb="xs">
              {t("students.documentsTitle")}
            </Title>
            <Stack gap={4}>
              {s.documents.map((doc) => (
                <DocumentLink key={doc.kind} url={doc.url} label={t(`students.documents.${doc.kind}`)} />
              ))}
            </Stack>
          </div>
          <Group gap="xs">
            <Button onClick={() => onAsk({ action: "renew", student: s })}>
              {t("students.actions.renew")}
            </Button>
            {s.status === "active" ? (
              <Button variant="default" onClick={() => onAsk({ action: "expire", student: s })}>
                {t("students.actions.expire")}
              </Button>
            ) : (
              <Button variant="default" onClick={() => onAsk({ action: "activate", student: s })}>
                {t("students.actions.activate")}
              </Button>
            )}
            {!s.hasAccount && (
              <Button variant="default" onClick={() => onAsk({ action: "invite", student: s })}>
                {t("students.actions.invite")}
              </Button>
            )}
            <Button color="red" variant="light" onClick={() => onAsk({ action: "delete", student: s })}>
              {t("students.actions.delete")}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {s.id}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}

/** A document of the registration, downloaded with the session (web and native shell alike). */
function DocumentLink({ url, label }: { url: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url);
    } catch (error) {
      notifications.show({
        color: "red",
        message: adminErrorMessage(error, "admin:students.errors.document"),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Anchor component="button" type="button" ta="left" aria-busy={busy} onClick={() => void download()}>
      <Group gap={6} wrap="nowrap">
        {busy ? <Loader size={18} aria-hidden /> : <IconFileDownload size={18} aria-hidden />}
        {label}
      </Group>
    </Anchor>
  );
}
