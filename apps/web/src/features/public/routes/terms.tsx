import { Card, Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/Markdown.tsx";
import { currentLanguage, type Language } from "../../../lib/i18n.ts";
import { createResource } from "../../../lib/public-resource.ts";
import { LoadError, LoadingLines } from "../components/ClubDataState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { withoutLeadingTitle } from "../lib/markdown-title.ts";

/** The terms in each language, Markdown files loaded on demand (only the language being read travels). */
const TERMS: Record<Language, () => Promise<{ default: string }>> = {
  ro: () => import("../content/terms.ro.md?raw"),
  en: () => import("../content/terms.en.md?raw"),
};

const terms = createResource<Language, string>((language) => TERMS[language]().then((m) => m.default), {
  staleMs: Number.POSITIVE_INFINITY,
});

/** /termeni-conditii — the terms and conditions of registration and of the courses (spec §1). */
export function TermsPage() {
  const { t } = useTranslation("public");
  const text = terms.use(currentLanguage());
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("terms.title")} intro={t("terms.intro")} />
      {text.status === "loading" && (
        <Card>
          <LoadingLines lines={10} />
        </Card>
      )}
      {text.status === "error" && (
        <LoadError error={text.error} onRetry={text.retry} title={t("terms.loadFailed")} />
      )}
      {text.status === "success" && <Markdown markdown={withoutLeadingTitle(text.data)} />}
    </Container>
  );
}
