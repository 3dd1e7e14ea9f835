import { Stack, Tabs, Text, Title } from "@mantine/core";
import { IconCalendarWeek, IconLayoutGrid, IconMessages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ChatWorkspace } from "../../chat/components/ChatWorkspace.tsx";
import { CoachCalendar } from "../components/CoachCalendar.tsx";
import { SwimmersGrid } from "../components/SwimmersGrid.tsx";
import { groupRoomsFirst } from "../lib/order-rooms.ts";
import { DASHBOARD_VIEWS, type DashboardView, useDashboardParams } from "../lib/use-dashboard-params.ts";

const ICONS = { grid: IconLayoutGrid, calendar: IconCalendarWeek, chat: IconMessages } as const;

/**
 * /coach (SPEC §1, §2 Coach; TRAINING.md §6–§7): the coach's swimmers as cards, the sessions they lead as a
 * calendar, and the chat, as three tabs. The tab and each view's state live in the address
 * (`?view=grid|calendar|chat`, grid by default).
 */
export function CoachDashboardPage() {
  const { t } = useTranslation(["coach", "common"]);
  usePageTitle(t("dashboard.title"));
  const user = usePortalUser();
  const { params, today, update } = useDashboardParams();
  const viewer = {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    isAdmin: user.role === "admin",
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("dashboard.title")}</Title>
        <Text c="gray.7" mt={4} data-testid="signed-in-name">
          {t("common:portal.home.title", { name: `${user.firstName} ${user.lastName}` })}{" "}
          {t("dashboard.intro")}
        </Text>
      </div>
      <Tabs
        value={params.view}
        onChange={(v) => v && update({ view: v as DashboardView })}
        keepMounted={false}
      >
        <Tabs.List>
          {DASHBOARD_VIEWS.map((view) => {
            const Icon = ICONS[view];
            return (
              <Tabs.Tab key={view} value={view} leftSection={<Icon size={18} aria-hidden />}>
                {t(`dashboard.views.${view}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="grid" pt="md">
          <SwimmersGrid
            q={params.q}
            zone={params.zone}
            // Each keystroke replaces the address rather than piling up history entries.
            onChange={(change) => update(change, { replace: true })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <CoachCalendar
            viewer={viewer}
            view={params.cal}
            anchor={params.anchor}
            today={today}
            sessionId={params.sessionId}
            onChange={(change) => update(change)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="chat" pt="md">
          {/* The chat screen's workspace, with the coach's group rooms first; the open room is `room`. */}
          <ChatWorkspace
            user={user}
            roomId={params.roomId}
            onRoom={(room, options) => update({ room }, options)}
            order={groupRoomsFirst}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
