import { Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LegalText } from "../components/LegalText.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

/**
 * /politica-confidentialitate — the privacy policy in force (the newest GDPR version whose day has come), in
 * the reader's language, and the notice of an announced one.
 */
export function PrivacyPage() {
  const { t } = useTranslation("public");
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("privacy.title")} />
      <LegalText
        document="privacy"
        labels={{
          loading: t("privacy.loading"),
          empty: t("privacy.empty"),
          loadFailed: t("privacy.loadFailed"),
        }}
      />
    </Container>
  );
}
