import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout, IconSettings } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLogout } from "../../features/auth/api/logout.ts";
import { paths } from "../../lib/paths.ts";
import { ROLE_SETTINGS } from "./portal-nav.ts";

function initials(user: TSessionUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.username.charAt(0);
}

/** Who is signed in, with a link to their settings and the sign-out action. */
export function UserMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () => {
    logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });
  };

  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={t("portal.accountMenu")} data-testid="user-menu" p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="lagoon" radius="xl" size="md" aria-hidden>
              {initials(user)}
            </Avatar>
            <Box visibleFrom="sm" style={{ lineHeight: 1.2 }}>
              <Text size="sm" fw={600}>
                {user.firstName} {user.lastName}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`roles.${user.role}`)}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={ROLE_SETTINGS[user.role]}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t("portal.settings")}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={logout.isPending}
        >
          {t("portal.signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
