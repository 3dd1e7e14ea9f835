import { Card, NavLink as MantineNavLink, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";
import { usePortalUser } from "../layouts/portal-context.ts";
import { ROLE_NAV } from "../layouts/portal-nav.ts";
import { SignedInCard } from "./SignedInCard.tsx";

/**
 * The landing page of a signed-in area until its dashboard arrives: who is signed in and where they can go.
 * Nothing here is invented; it shows the session and the role's navigation only.
 */
export function RoleHomePage() {
  const { t } = useTranslation(["common", "admin", "coach", "swimmer"]);
  const user = usePortalUser();
  const title = t("portal.home.title", { name: user.firstName });
  usePageTitle(t(`portal.home.pageTitle.${user.role}`));
  const destinations = ROLE_NAV[user.role].filter((item) => !item.end);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {t(`portal.home.pageTitle.${user.role}`)}
        </Text>
      </div>
      <SignedInCard user={user} />
      {destinations.length > 0 && (
        <Card>
          <Title order={2} size="h4" mb="sm">
            {t("portal.home.navigationTitle")}
          </Title>
          <Stack gap={4}>
            {destinations.map((item) => (
              <MantineNavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                style={{ borderRadius: "var(--mantine-radius-md)" }}
              />
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
