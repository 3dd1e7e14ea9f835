import { Box, Container, Group } from "@mantine/core";
import { Outlet } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { Logo } from "../../components/Logo.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/SkipLink.tsx";
import { paths } from "../../lib/paths.ts";
import { isNative } from "../../lib/platform.ts";

/** Sign-in, account creation, password reset and the 404 page: no public navigation or footer (spec §2). */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="lagoon.0">
      <SkipLink />
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Logo to={isNative() ? paths.login : paths.home} />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size={480}
        px="md"
        py={40}
        style={{ outline: "none" }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
