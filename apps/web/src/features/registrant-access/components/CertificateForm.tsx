import "@mantine/dates/styles.layer.css";
import "dayjs/locale/ro";
import type { TRegistrantRegistration } from "@bazin/shared/contracts/registrant-access";
import { MEDICAL_CERTIFICATE_TYPES } from "@bazin/shared/domain/registration";
import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { DateInput, DatesProvider } from "@mantine/dates";
import { IconCalendar, IconCircleCheck, IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useCertificateUpload } from "../../registration/components/use-certificate-upload.ts";
import { formatBytes } from "../../registration/lib/format.ts";
import { romaniaToday } from "../../registration/lib/romania-today.ts";
import { replaceCertificate } from "../api.ts";

const ACCEPT = [...MEDICAL_CERTIFICATE_TYPES, ".pdf", ".jpg", ".jpeg", ".png"].join(",");

/** "20.11.2026" (or 20/11/2026, 20-11-2026) → "2026-11-20"; null when it is not a day. */
function parseDay(input: string): string | null {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, d, m, y] = match;
  const value = `${y}-${m!.padStart(2, "0")}-${d!.padStart(2, "0")}`;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/**
 * A new medical certificate for one registration: uploaded at once with progress, under the wizard's rules
 * (PDF, JPG or PNG by content, 5 MB), with its issue date (at most six months old); then sent to replace the old.
 */
export function CertificateForm({
  session,
  registration,
  onDone,
  onCancel,
  describeFailure,
}: {
  session: string;
  registration: TRegistrantRegistration;
  onDone: () => void;
  onCancel: () => void;
  describeFailure: (error: unknown, fallback: string) => string;
}) {
  const { t, i18n } = useTranslation("public");
  const message = useValidationMessage();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const upload = useCertificateUpload(null, (uploaded) => setUploadId(uploaded?.uploadId ?? null));
  const [issuedOn, setIssuedOn] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resetInput = useRef<() => void>(null);
  const today = romaniaToday();
  const prefix = `certificate-${registration.id}`;

  const submit = async () => {
    setError(null);
    setDateError(null);
    if (!uploadId) return setError(message("certificateRequired") ?? null);
    if (!issuedOn) return setDateError(message("fieldRequired") ?? null);
    setSending(true);
    try {
      await replaceCertificate(session, registration.id, { uploadId, issuedOn });
      onDone();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields?.issuedOn : undefined;
      if (field) setDateError(message(field) ?? null);
      else setError(describeFailure(failure, t("registrantAccess.certificate.failed")));
    } finally {
      setSending(false);
    }
  };

  const fileError = upload.error ?? error;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm" role="group" aria-labelledby={`${prefix}-title`}>
        <Text id={`${prefix}-title`} fw={600}>
          {t("registrantAccess.certificate.newTitle", { name: registration.fullName })}
        </Text>
        <Text id={`${prefix}-hint`} size="sm" c="dimmed">
          {t("registration.certificate.hint")}
        </Text>
        {upload.info && (
          <Stack gap={4} data-testid="certificate-file">
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {upload.info.name} · {formatBytes(upload.info.sizeBytes, currentLanguage())}
            </Text>
            {upload.status === "uploading" && (
              <Progress
                value={upload.progress}
                aria-label={t("registration.certificate.progress")}
                animated
              />
            )}
            {upload.status === "done" && (
              <Group gap={4} role="status">
                <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
                <Text size="sm" c="green.9" fw={600}>
                  {t("registration.certificate.uploaded")}
                </Text>
              </Group>
            )}
          </Stack>
        )}
        <FileButton
          onChange={(file) => {
            upload.select(file);
            resetInput.current?.();
          }}
          accept={ACCEPT}
          resetRef={resetInput}
          inputProps={{ "aria-label": t("registration.certificate.file") }}
        >
          {(props) => (
            <Button
              {...props}
              variant={upload.info ? "default" : "filled"}
              leftSection={<IconUpload size={18} aria-hidden />}
              aria-describedby={`${prefix}-hint`}
              w="fit-content"
            >
              {upload.info ? t("registration.certificate.replace") : t("registration.certificate.choose")}
            </Button>
          )}
        </FileButton>
        <DatesProvider settings={{ locale: i18n.language === "en" ? "en" : "ro", firstDayOfWeek: 1 }}>
          <DateInput
            label={t("registration.certificate.issuedOn")}
            description={t("registration.certificate.issuedOnHint")}
            placeholder={t("registrantAccess.certificate.datePlaceholder")}
            valueFormat="DD.MM.YYYY"
            dateParser={parseDay}
            maxDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            previousLabel={t("registrantAccess.certificate.previousMonth")}
            nextLabel={t("registrantAccess.certificate.nextMonth")}
            value={issuedOn}
            onChange={(value) => setIssuedOn(value ?? null)}
            error={dateError}
            required
            withAsterisk={false}
          />
        </DatesProvider>
        {fileError && (
          <Alert color="red" role="alert">
            {fileError}
          </Alert>
        )}
        <Group gap="xs">
          <Button onClick={submit} loading={sending} disabled={upload.status === "uploading"}>
            {t("registrantAccess.certificate.send")}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t("registrantAccess.cancel")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
