import { Box, Container, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageSwitch } from "../../../components/LanguageSwitch.tsx";
import { Logo } from "../../../components/Logo.tsx";

/** Header with the club's mark and the language switch around the gate's screens. */
export function GateShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="lagoon.0">
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Logo to="/" />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      {children}
    </Box>
  );
}
