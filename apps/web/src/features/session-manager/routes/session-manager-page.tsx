import { Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarPlus, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useMe } from "../../auth/api/get-me.ts";
import { TimesDatesProvider } from "../../times/components/TimesDatesProvider.tsx";
import { useSessionList } from "../api/sessions.ts";
import { SchedulePlanModal } from "../components/SchedulePlanModal.tsx";
import { SessionListView } from "../components/SessionListView.tsx";
import { SessionModal, type SessionModalTarget } from "../components/SessionModal.tsx";
import { SessionToolbar } from "../components/SessionToolbar.tsx";
import { WeekView } from "../components/WeekView.tsx";
import { todayIso } from "../lib/dates.ts";
import { useSessionParams } from "../lib/use-session-params.ts";

/**
 * /admin/traininghub/sessionManager (admins and coaches): training sessions by week (days as columns, a
 * day-by-day list on a phone) or as a list; create, edit, start, complete, cancel, delete; attendance; schedule
 * an active plan. The week, view and filters live in the address.
 */
export function SessionManagerPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("sessionManager.title"));
  const me = useMe();
  const { params, query, update } = useSessionParams();
  const sessions = useSessionList(query);
  const [target, setTarget] = useState<SessionModalTarget | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const today = todayIso();
  const user = me.data?.user;
  const viewer = {
    id: user?.id ?? "",
    fullName: user ? `${user.firstName} ${user.lastName}` : "",
    isAdmin: user?.role === "admin",
  };

  return (
    <TimesDatesProvider>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t("sessionManager.title")}
            </Title>
            <Text c="gray.7" mt={4}>
              {t("sessionManager.intro")}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => setScheduling(true)}
            >
              {t("sessionManager.schedule.open")}
            </Button>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setTarget({ kind: "create", day: today >= params.week ? today : params.week })}
            >
              {t("sessionManager.create")}
            </Button>
          </Group>
        </Group>

        <SessionToolbar params={params} update={update} isAdmin={viewer.isAdmin} />

        <Text aria-live="polite" size="sm" c="gray.7">
          {sessions.data ? t("sessionManager.total", { count: sessions.data.length }) : "\u00a0"}
        </Text>

        {sessions.isError && (
          <RetryAlert
            message={describeError(sessions.error, t("sessionManager.loadFailed"))}
            retryLabel={t("sessionManager.retry")}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        )}
        {sessions.isPending && <Skeleton height={240} aria-label={t("sessionManager.loading")} />}
        {sessions.data &&
          (params.view === "list" ? (
            <SessionListView sessions={sessions.data} onOpen={(id) => setTarget({ kind: "open", id })} />
          ) : (
            <WeekView
              monday={params.week}
              sessions={sessions.data}
              today={today}
              onOpen={(id) => setTarget({ kind: "open", id })}
              onCreate={(day) => setTarget({ kind: "create", day })}
            />
          ))}
      </Stack>
      {viewer.id && <SessionModal target={target} viewer={viewer} onClose={() => setTarget(null)} />}
      {viewer.id && (
        <SchedulePlanModal
          opened={scheduling}
          viewer={viewer}
          defaultFrom={params.week}
          onClose={() => setScheduling(false)}
        />
      )}
    </TimesDatesProvider>
  );
}
