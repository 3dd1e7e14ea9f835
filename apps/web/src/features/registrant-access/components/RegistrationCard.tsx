import type { TRegistrantRegistration } from "@bazin/shared/contracts/registrant-access";
import type { TStudentDocument } from "@bazin/shared/contracts/students";
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import { downloadDocument, withdrawMedicalConsent } from "../api.ts";
import { CertificateForm } from "./CertificateForm.tsx";
import { useDayFormat } from "./use-day-format.ts";

const CERTIFICATE_COLORS = { valid: "green", expired: "red", withdrawn: "orange", missing: "gray" } as const;

interface CardProps {
  registration: TRegistrantRegistration;
  session: string;
  onChanged: () => void;
  describeFailure: (error: unknown, fallback: string) => string;
}

/** One registration: status, days left, programme, certificate; its documents and the medical-data actions. */
export function RegistrationCard({ registration: r, session, onChanged, describeFailure }: CardProps) {
  const { t } = useTranslation("public");
  const day = useDayFormat();
  const weekday = useWeekdayName();
  const headingId = `registration-${r.id}`;
  const [withdrawing, setWithdrawing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await withdrawMedicalConsent(session, r.id);
      setWithdrawing(false);
      onChanged();
    } catch (failure) {
      setError(describeFailure(failure, t("registrantAccess.consent.failed")));
    } finally {
      setBusy(false);
    }
  };

  const download = async (kind: TStudentDocument) => {
    setDownloadError(null);
    try {
      await downloadDocument(session, r.id, kind);
    } catch (failure) {
      setDownloadError(describeFailure(failure, t("registrantAccess.page.downloadFailed")));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {r.fullName}
          </Title>
          <Badge color={r.status === "active" ? "green" : "gray"} variant="light" miw="max-content">
            {t(`registrantAccess.registrations.status.${r.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {r.status === "active"
            ? t("registrantAccess.registrations.daysLeft", {
                count: r.daysRemaining,
                date: day(r.validUntil),
              })
            : t("registrantAccess.registrations.expiredOn", { date: day(r.validUntil) })}
        </Text>
        {r.programme.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t("registrantAccess.registrations.programme")}
            </Text>
            <List size="sm" spacing={2}>
              {r.programme.map((slot) => (
                <List.Item key={`${slot.weekday}-${slot.startTime}`}>
                  {t("registrantAccess.registrations.slot", {
                    day: weekday(slot.weekday),
                    time: slot.startTime,
                    instructor: slot.instructor,
                  })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t("registrantAccess.certificate.label")}
          </Text>
          <Badge color={CERTIFICATE_COLORS[r.certificate.state]} variant="light" miw="max-content">
            {t(`registrantAccess.certificate.states.${r.certificate.state}`)}
          </Badge>
        </Group>
        {r.certificate.issuedOn && r.certificate.validUntil && (
          <Text size="sm">
            {t("registrantAccess.certificate.validity", {
              issued: day(r.certificate.issuedOn),
              until: day(r.certificate.validUntil),
            })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {r.documents.map((kind) => (
            <Button
              key={kind}
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={t("registrantAccess.documents.downloadFor", {
                document: t(`registrantAccess.documents.${kind}`),
                name: r.fullName,
              })}
              onClick={() => download(kind)}
            >
              {t(`registrantAccess.documents.${kind}`)}
            </Button>
          ))}
        </Group>
        {downloadError && (
          <Alert color="red" role="alert">
            {downloadError}
          </Alert>
        )}
        {uploading ? (
          <CertificateForm
            session={session}
            registration={r}
            onDone={() => {
              setUploading(false);
              onChanged();
            }}
            onCancel={() => setUploading(false)}
            describeFailure={describeFailure}
          />
        ) : (
          <Group gap="xs" wrap="wrap">
            <Button
              size="sm"
              variant="light"
              leftSection={<IconFileUpload size={18} aria-hidden />}
              onClick={() => setUploading(true)}
            >
              {t("registrantAccess.certificate.upload")}
            </Button>
            {r.certificate.state !== "withdrawn" && r.certificate.state !== "missing" && (
              <Button size="sm" variant="default" c="red.9" onClick={() => setWithdrawing(true)}>
                {t("registrantAccess.consent.withdraw")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={withdrawing}
        title={t("registrantAccess.consent.confirmTitle")}
        text={t("registrantAccess.consent.confirmText", { name: r.fullName })}
        confirmLabel={t("registrantAccess.consent.confirm")}
        cancelLabel={t("registrantAccess.cancel")}
        error={error}
        loading={busy}
        onConfirm={withdraw}
        onClose={() => {
          setWithdrawing(false);
          setError(null);
        }}
      />
    </Card>
  );
}
