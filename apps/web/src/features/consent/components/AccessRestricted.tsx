import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { GateShell } from "./GateShell.tsx";

/** Shown instead of the whole site after cookies were refused. "Try again" asks the question again. */
export function AccessRestricted({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <GateShell>
      <Container component="main" size="sm" py={48}>
        <Card>
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
              <IconLock size={30} />
            </ThemeIcon>
            <Title order={1}>{t("cookies.blocked.title")}</Title>
            <Text>{t("cookies.blocked.body")}</Text>
            <Text size="sm" c="dimmed">
              {t("cookies.blocked.detail")}
            </Text>
            <Button size="md" onClick={onRetry}>
              {t("cookies.blocked.retry")}
            </Button>
          </Stack>
        </Card>
      </Container>
    </GateShell>
  );
}
