import { Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { GalleryTab } from "../components/GalleryTab.tsx";
import { InstructorsTab } from "../components/InstructorsTab.tsx";
import { ProfileTab } from "../components/ProfileTab.tsx";
import { RenewalSettingCard } from "../components/RenewalSettingCard.tsx";
import { SlotsTab } from "../components/SlotsTab.tsx";

const TABS = ["profile", "slots", "instructors", "gallery"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /admin/club (issue 5): the club's settings that the public pages show — profile, schedule slots with their
 * occupancy, instructors, gallery. The tab is in the address (?tab=…), so a reload or a link keeps it.
 */
export function ClubPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const current = params.get("tab");
  const tab: Tab = isTab(current) ? current : "profile";
  usePageTitle(`${t(`club.tabs.${tab}`)} · ${t("club.title")}`);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("club.title")}</Title>
        <Text c="gray.7" mt={4}>
          {t("club.intro")}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== "profile" ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`club.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <Stack gap="lg">
            <ProfileTab />
            <RenewalSettingCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="slots">
          <SlotsTab />
        </Tabs.Panel>
        <Tabs.Panel value="instructors">
          <InstructorsTab />
        </Tabs.Panel>
        <Tabs.Panel value="gallery">
          <GalleryTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
