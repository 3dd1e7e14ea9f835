import "../lib/namespaces.ts";
import "./mantine-styles.ts";
import { Container } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { RegistrationWizard } from "../components/RegistrationWizard.tsx";

/**
 * /inscriere — the course registration wizard. A public page, so it brings its own server-state cache
 * provider (the public layout has none, ADR 006), the translation namespaces and Mantine styles it needs.
 */
export function RegistrationPage() {
  const { t } = useTranslation("public");
  usePageTitle(t("registration.title"));
  return (
    <QueryClientProvider client={queryClient}>
      <Container size="md" py={{ base: "lg", sm: 48 }} px={{ base: "sm", xs: "md" }}>
        <RegistrationWizard />
      </Container>
    </QueryClientProvider>
  );
}
