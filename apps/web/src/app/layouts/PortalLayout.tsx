import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { ROLE_HOME } from "@bazin/shared/domain/roles";
import { AppShell, Box, Burger, Group, NavLink as MantineNavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { Logo } from "../../components/Logo.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/SkipLink.tsx";
import { NotificationBell } from "../../features/notifications/components/NotificationBell.tsx";
import { connectRealtime, disconnectRealtime } from "../../lib/realtime.ts";
import type { PortalContext } from "./portal-context.ts";
import { ROLE_NAV } from "./portal-nav.ts";
import { UserMenu } from "./UserMenu.tsx";

/** Signed-in areas: header with the account menu, the role's sidebar (a drawer on phones), the page. */
export function PortalLayout({ user }: { user: TSessionUser }) {
  const { t } = useTranslation(["common", "admin", "coach", "swimmer"]);
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the phone sidebar after navigating
  useEffect(() => nav.close(), [pathname]);

  // One live connection while a user is signed in (notifications, chat); a new user gets a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user signing in must reconnect as them
  useEffect(() => {
    connectRealtime();
    return () => void disconnectRealtime();
  }, [user.id]);

  const context: PortalContext = { user };
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding={{ base: "sm", sm: "lg" }}
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? t("portal.closeNavigation") : t("portal.openNavigation")}
              aria-expanded={navOpened}
              aria-controls="portal-navigation"
            />
            <Logo to={ROLE_HOME[user.role]} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <NotificationBell />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      {/* The admin's list is longer than a laptop screen is tall: the sidebar scrolls on its own. */}
      <AppShell.Navbar
        id="portal-navigation"
        p="sm"
        aria-label={t("portal.navigation")}
        style={{ overflowY: "auto", overscrollBehavior: "contain" }}
      >
        <Stack gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
            {t(`roles.${user.role}`)}
          </Text>
          {ROLE_NAV[user.role].map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              label={t(item.label)}
              leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
              // /admin/club must not light up on /admin/club-records: a prefix counts up to a "/".
              active={[item.to, ...(item.alsoUnder ?? [])].some((to) =>
                item.end && to === item.to
                  ? pathname === to
                  : pathname === to || pathname.startsWith(`${to}/`),
              )}
              variant="light"
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0" style={{ outline: "none" }}>
        <Box maw={960} mx="auto">
          <Outlet context={context} />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
