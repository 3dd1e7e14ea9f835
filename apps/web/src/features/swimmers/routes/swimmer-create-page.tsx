import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { SwimmerCreateForm } from "../components/SwimmerCreateForm.tsx";

/** /admin/advanced-swimmers/create: a student becomes an advanced swimmer (and is invited to an account). */
export function SwimmerCreatePage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("advancedSwimmers.create.title"));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.advancedSwimmers} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("advancedSwimmers.back")}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t("advancedSwimmers.create.title")}</Title>
        <Text c="gray.7" mt={4} maw="48rem">
          {t("advancedSwimmers.create.intro")}
        </Text>
      </div>
      <SwimmerCreateForm />
    </Stack>
  );
}
