import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../components/use-page-title.ts";
import { ProfileSettings } from "../../features/profile/components/ProfileSettings.tsx";
import { usePortalUser } from "../layouts/portal-context.ts";
import { SignedInCard } from "./SignedInCard.tsx";

/** Home of the plain `user` role: who is signed in and their settings. */
export function AccountPage() {
  const { t } = useTranslation();
  const user = usePortalUser();
  usePageTitle(t("account.title"));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("account.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("account.intro")}
        </Text>
      </div>
      <SignedInCard user={user} />
      <ProfileSettings />
    </Stack>
  );
}
