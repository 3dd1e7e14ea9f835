import { Box, Button, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A page whose code did not arrive in time (lazy-route.tsx). Checked by name: the class lives in the app shell. */
const isPageLoadTimeout = (error: unknown) => error instanceof Error && error.name === "PageLoadTimeoutError";

/**
 * Generic fallback screen (spec §8), with the language switch like every other screen: 'Unexpected Application
 * Error!' with the status text or message. A page whose code did not load in time (spec §9, 120 s) gets its own
 * words instead: nothing broke, the connection was too slow, and trying again usually works.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timedOut = isPageLoadTimeout(error);
  return (
    <Box component="main" mih="100vh" bg="lagoon.0">
      <Container size="sm" py={64}>
        <Group justify="flex-end" mb="md">
          <LanguageSwitch />
        </Group>
        <Stack gap="md">
          <Title order={1}>{t(timedOut ? "errorScreen.timeout.title" : "errorScreen.title")}</Title>
          <Text>{t(timedOut ? "errorScreen.timeout.body" : "errorScreen.body")}</Text>
          {!timedOut && (
            <Code block data-testid="route-error-detail">
              {describe(error)}
            </Code>
          )}
          <Group>
            <Button onClick={() => window.location.reload()}>
              {t(timedOut ? "errorScreen.timeout.retry" : "errorScreen.reload")}
            </Button>
            <Button component="a" href="/" variant="default">
              {t("errorScreen.home")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
