import { SYSTEM_SECTIONS, type TSystemSection } from "@bazin/shared/contracts/system";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DatabaseTab } from "../components/DatabaseTab.tsx";
import { DiskTab } from "../components/DiskTab.tsx";
import { MemoryTab } from "../components/MemoryTab.tsx";
import { NetworkTab } from "../components/NetworkTab.tsx";
import { OverviewTab } from "../components/OverviewTab.tsx";
import { PerformanceTab } from "../components/PerformanceTab.tsx";
import { SystemInfoTab } from "../components/SystemInfoTab.tsx";

const PANELS: Record<TSystemSection, () => ReactElement> = {
  overview: OverviewTab,
  memory: MemoryTab,
  performance: PerformanceTab,
  database: DatabaseTab,
  system: SystemInfoTab,
  network: NetworkTab,
  disk: DiskTab,
};

const isSection = (value: string | null): value is TSystemSection =>
  (SYSTEM_SECTIONS as readonly string[]).includes(value ?? "");

/**
 * /admin/system (spec §2): the server's health and resources in tabs, the open tab kept in the address (?tab=)
 * so a reload or a shared link opens it. Only the visible tab is mounted, so only it refreshes.
 */
export function SystemPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("system.title"));
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TSystemSection = isSection(requested) ? requested : "overview";
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("system.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("system.intro")}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== "overview" ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md" aria-label={t("system.tabsLabel")}>
          {SYSTEM_SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {t(`system.tabs.${section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SYSTEM_SECTIONS.map((section) => {
          const Panel = PANELS[section];
          return (
            <Tabs.Panel key={section} value={section}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
