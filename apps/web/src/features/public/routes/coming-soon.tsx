import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";

export type PublicPageKey =
  | "contact"
  | "registration"
  | "gallery"
  | "events"
  | "privacy"
  | "terms"
  | "developer";

/** A public page whose content is still being written: its title and an honest "coming soon". */
export function ComingSoonPage({ page }: { page: PublicPageKey }) {
  const { t } = useTranslation("public");
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  return (
    <Container size="sm" py={64}>
      <Card>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconTool size={30} />
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          <Text>{t(`pages.${page}.intro`)}</Text>
          <Text c="dimmed">{t("comingSoon.body")}</Text>
          <Button component={Link} to={paths.home} variant="light">
            {t("comingSoon.home")}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
