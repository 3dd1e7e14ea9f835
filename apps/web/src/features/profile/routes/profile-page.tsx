import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ProfileSettings } from "../components/ProfileSettings.tsx";

export type ProfilePageKind = "profile" | "settings";

/** /swimmer/profile ("My profile") and /coach/settings, /admin/settings ("Settings"): one screen. */
export function ProfilePage({ kind }: { kind: ProfilePageKind }) {
  const { t } = useTranslation(["swimmer", "common"]);
  const title = kind === "profile" ? t("profile.title") : t("profile.settingsTitle");
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {t("profile.intro")}
        </Text>
      </div>
      <ProfileSettings />
    </Stack>
  );
}
