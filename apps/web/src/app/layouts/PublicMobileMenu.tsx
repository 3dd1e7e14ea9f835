import { Box, Button, Drawer, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../lib/paths.ts";

interface PublicMobileMenuProps {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
}

/** The public navigation on phones, in a drawer. Loaded the first time the menu button is pressed. */
export function PublicMobileMenu({ opened, onClose, links }: PublicMobileMenuProps) {
  const { t } = useTranslation(["public", "common"]);
  return (
    <Drawer.Root id="public-menu" opened={opened} onClose={onClose} size="xs" position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's default <header>: the page already has its one banner landmark. */}
        <Drawer.Header {...({ component: "div" } as object)}>
          <Drawer.Title>{t("common:appName")}</Drawer.Title>
          <Drawer.CloseButton aria-label={t("nav.closeMenu")} />
        </Drawer.Header>
        <Drawer.Body>
          <Box component="nav" aria-label={t("nav.label")}>
            <Stack gap={4}>
              {links}
              <Button component={Link} to={paths.login} mt="md">
                {t("nav.login")}
              </Button>
            </Stack>
          </Box>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
