import { Box, Burger, Button, Container, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { Logo } from "../../components/Logo.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/SkipLink.tsx";
import { paths } from "../../lib/paths.ts";
import classes from "./PublicLayout.module.css";

// Below the fold or only needed after the first page: loaded right after the first paint (ADR 008).
const PublicFooter = lazy(() =>
  import("../../features/public/components/below-the-fold.ts").then((module) => ({
    default: module.PublicFooter,
  })),
);
const PublicPageMeta = lazy(() =>
  import("../../features/public/components/below-the-fold.ts").then((module) => ({
    default: module.PublicPageMeta,
  })),
);

const PublicMobileMenu = lazy(() =>
  import("./PublicMobileMenu.tsx").then((module) => ({ default: module.PublicMobileMenu })),
);

const NAV_ITEMS = [
  { to: paths.home, label: "nav.home", end: true },
  { to: paths.contact, label: "nav.contact", end: false },
  { to: paths.registration, label: "nav.registration", end: false },
  { to: paths.gallery, label: "nav.gallery", end: false },
  { to: paths.events, label: "nav.events", end: false },
] as const;

function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation("public");
  return NAV_ITEMS.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.end}
      className={vertical ? classes.drawerLink : classes.link}
    >
      {t(item.label)}
    </NavLink>
  ));
}

/** Public pages: header navigation, content, footer (spec §2). */
export function PublicLayout() {
  const { t } = useTranslation(["public", "common"]);
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { pathname } = useLocation();

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => menu.close(), [pathname]);

  return (
    <Box className={classes.page}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Logo to={paths.home} />
            <Box component="nav" aria-label={t("nav.label")} visibleFrom="md">
              <Group gap={4} wrap="nowrap">
                <NavLinks />
              </Group>
            </Box>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <Button component={Link} to={paths.login} variant="light" visibleFrom="sm">
                {t("nav.login")}
              </Button>
              <Burger
                opened={menuOpened}
                onClick={() => {
                  setMenuLoaded(true);
                  menu.toggle();
                }}
                hiddenFrom="md"
                aria-label={menuOpened ? t("nav.closeMenu") : t("nav.openMenu")}
                aria-expanded={menuOpened}
                aria-controls="public-menu"
              />
            </Group>
          </Group>
        </Container>
      </Box>
      {menuLoaded && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={menuOpened} onClose={menu.close} links={<NavLinks vertical />} />
        </Suspense>
      )}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Suspense fallback={<div className={classes.footerPlaceholder} aria-hidden="true" />}>
        <PublicFooter />
        <PublicPageMeta />
      </Suspense>
    </Box>
  );
}
