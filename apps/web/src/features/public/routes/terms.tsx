import { Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LegalText } from "../components/LegalText.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

/**
 * /termeni-conditii — the terms and conditions of registration and of the courses (spec §1): the version in
 * force, versioned by admins like the privacy policy, and the notice of an announced one.
 */
export function TermsPage() {
  const { t } = useTranslation("public");
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("terms.title")} intro={t("terms.intro")} />
      <LegalText
        document="terms"
        labels={{ loading: t("terms.loading"), empty: t("terms.empty"), loadFailed: t("terms.loadFailed") }}
      />
    </Container>
  );
}
