import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

/** A details page that has nothing to show (not found, not allowed): why, and the way back to the list. */
export function PageState({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("admin");
  return (
    <Card>
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="gray.7">{text}</Text>
        <Button
          component={Link}
          to={paths.admin.advancedSwimmers}
          variant="light"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t("advancedSwimmers.back")}
        </Button>
      </Stack>
    </Card>
  );
}
