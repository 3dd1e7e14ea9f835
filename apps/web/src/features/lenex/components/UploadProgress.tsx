import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * How far the upload has gone; once every byte is sent, that the server is at work (reading the file, or
 * storing the times for an import).
 */
export function UploadProgress({ percent, working }: { percent: number; working: "reading" | "importing" }) {
  const { t } = useTranslation("admin");
  const sent = percent >= 100;
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={t("lenex.progress.label")} size="md" animated />
      <Text size="sm" role="status">
        {sent ? t(`lenex.progress.${working}`) : t("lenex.progress.uploading", { percent })}
      </Text>
    </Stack>
  );
}
