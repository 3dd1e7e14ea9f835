import { Card, Container, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/Markdown.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useGdprCurrent } from "../api/get-gdpr-current.ts";
import { LoadError, LoadingLines } from "../components/ClubDataState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { withoutLeadingTitle } from "../lib/markdown-title.ts";

/** /politica-confidentialitate — the privacy policy in force (the newest GDPR version), in the reader's language. */
export function PrivacyPage() {
  const { t } = useTranslation("public");
  const language = currentLanguage();
  const policy = useGdprCurrent(language);
  const notPublished =
    policy.status === "error" && policy.error instanceof ApiError && policy.error.status === 404;
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("privacy.title")} />
      {policy.status === "success" && (
        <Text size="sm" c="dimmed" mt={-16} mb="xl">
          {t("privacy.version", {
            version: policy.data.version,
            date: new Intl.DateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", {
              dateStyle: "long",
            }).format(new Date(policy.data.createdAt)),
          })}
        </Text>
      )}
      {policy.status === "loading" && (
        <Card>
          <LoadingLines lines={10} label={t("privacy.loading")} />
        </Card>
      )}
      {notPublished && <Text c="dimmed">{t("privacy.empty")}</Text>}
      {policy.status === "error" && !notPublished && (
        <LoadError error={policy.error} onRetry={policy.retry} title={t("privacy.loadFailed")} />
      )}
      {policy.status === "success" && <Markdown markdown={withoutLeadingTitle(policy.data.text)} />}
    </Container>
  );
}
