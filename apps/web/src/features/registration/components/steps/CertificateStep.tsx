import { MEDICAL_CERTIFICATE_TYPES } from "@bazin/shared/domain/registration";
import {
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { IconCircleCheck, IconFileTypePdf, IconPhoto, IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/form/TextField.tsx";
import { useValidationMessage } from "../../../../components/form/validation-message.ts";
import { currentLanguage } from "../../../../lib/i18n.ts";
import { formatBytes } from "../../lib/format.ts";
import type { WizardValues } from "../../lib/wizard-values.ts";
import type { CertificateUpload } from "../use-certificate-upload.ts";

const ACCEPT = [...MEDICAL_CERTIFICATE_TYPES, ".pdf", ".jpg", ".jpeg", ".png"].join(",");

/** Step 6: the medical certificate (uploaded at once, with progress and a preview) and its issue date. */
export function CertificateStep({ upload, today }: { upload: CertificateUpload; today: string }) {
  const { t } = useTranslation("public");
  const message = useValidationMessage();
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: "certificateUploadId", control });
  const resetInput = useRef<() => void>(null);
  const error =
    upload.error ?? (upload.status === "uploading" ? undefined : message(fieldState.error?.message));
  const describedBy = ["reg-certificate-hint", error ? "reg-certificate-error" : null]
    .filter(Boolean)
    .join(" ");

  return (
    <>
      <Text c="dimmed">{t("registration.certificate.intro")}</Text>
      <Stack gap="xs" role="group" aria-labelledby="reg-certificate-label">
        <Text id="reg-certificate-label" fw={500} size="sm">
          {t("registration.certificate.file")}
        </Text>
        <Text id="reg-certificate-hint" size="sm" c="dimmed">
          {t("registration.certificate.hint")}
        </Text>
        {upload.info && <FileCard upload={upload} />}
        <Group gap="sm">
          <FileButton
            onChange={(file) => {
              upload.select(file);
              resetInput.current?.();
            }}
            accept={ACCEPT}
            resetRef={resetInput}
            inputProps={{ id: "reg-certificate-file", "aria-label": t("registration.certificate.file") }}
          >
            {(props) => (
              <Button
                {...props}
                ref={field.ref}
                variant={upload.info ? "default" : "filled"}
                leftSection={<IconUpload size={18} aria-hidden />}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
              >
                {upload.info ? t("registration.certificate.replace") : t("registration.certificate.choose")}
              </Button>
            )}
          </FileButton>
          {upload.info && (
            <Button variant="subtle" color="red" onClick={upload.remove}>
              {t("registration.certificate.remove")}
            </Button>
          )}
        </Group>
        <Text id="reg-certificate-error" size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      </Stack>
      <TextField<WizardValues>
        name="certificateIssuedOn"
        id="reg-certificateIssuedOn"
        type="date"
        max={today}
        label={t("registration.certificate.issuedOn")}
        description={t("registration.certificate.issuedOnHint")}
        required
      />
    </>
  );
}

function FileCard({ upload }: { upload: CertificateUpload }) {
  const { t } = useTranslation("public");
  const info = upload.info!;
  const isPdf = info.contentType === "application/pdf" || info.name.toLowerCase().endsWith(".pdf");
  return (
    <Paper withBorder p="sm" radius="md" data-testid="certificate-file">
      <Group wrap="nowrap" align="center" gap="md">
        {upload.previewUrl ? (
          <Image
            src={upload.previewUrl}
            alt={t("registration.certificate.preview", { name: info.name })}
            w={72}
            h={72}
            fit="cover"
            radius="sm"
          />
        ) : (
          <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
            {isPdf ? <IconFileTypePdf size={32} /> : <IconPhoto size={32} />}
          </ThemeIcon>
        )}
        <Box miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {info.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatBytes(info.sizeBytes, currentLanguage())}
          </Text>
          {upload.status === "uploading" && (
            <Progress
              value={upload.progress}
              aria-label={t("registration.certificate.progress")}
              mt={6}
              size="md"
              animated
            />
          )}
          <Group gap={4} mt={4} role="status">
            {upload.status === "uploading" && (
              <Text size="sm">{t("registration.certificate.uploading")}</Text>
            )}
            {upload.status === "done" && (
              <>
                <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
                <Text size="sm" c="green.9" fw={600}>
                  {t("registration.certificate.uploaded")}
                </Text>
              </>
            )}
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
