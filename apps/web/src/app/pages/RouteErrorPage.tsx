import { Box, Button, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Generic fallback screen (spec §8), with the language switch like every other screen: 'Unexpected Application Error!' with the status text or message. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Box component="main" mih="100vh" bg="lagoon.0">
      <Container size="sm" py={64}>
        <Group justify="flex-end" mb="md">
          <LanguageSwitch />
        </Group>
        <Stack gap="md">
          <Title order={1}>{t("errorScreen.title")}</Title>
          <Text>{t("errorScreen.body")}</Text>
          <Code block data-testid="route-error-detail">
            {describe(error)}
          </Code>
          <Group>
            <Button onClick={() => window.location.reload()}>{t("errorScreen.reload")}</Button>
            <Button component="a" href="/" variant="default">
              {t("errorScreen.home")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
