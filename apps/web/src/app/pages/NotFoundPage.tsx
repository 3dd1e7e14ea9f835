import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMapOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";
import { paths } from "../../lib/paths.ts";
import { isNative } from "../../lib/platform.ts";

/** Any address that matches no route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.title"));
  return (
    <Card>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMapOff size={30} />
        </ThemeIcon>
        <Text fw={700} c="lagoon.9" size="xl" aria-hidden>
          404
        </Text>
        <Title order={1}>{t("notFound.title")}</Title>
        <Text>{t("notFound.body")}</Text>
        <Button component={Link} to={isNative() ? paths.login : paths.home}>
          {t("notFound.home")}
        </Button>
      </Stack>
    </Card>
  );
}
