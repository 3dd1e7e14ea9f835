import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useMySessions } from "../api/get-my-sessions.ts";
import { AgendaList } from "../components/AgendaList.tsx";
import { CalendarFeedCard } from "../components/CalendarFeedCard.tsx";
import { CalendarGrid } from "../components/CalendarGrid.tsx";
import { CalendarToolbar } from "../components/CalendarToolbar.tsx";
import { SessionModal } from "../components/SessionModal.tsx";
import { SummaryCard } from "../components/SummaryCard.tsx";
import { sameMonth, shiftAnchor, summaryRange, visibleDays } from "../lib/calendar-dates.ts";
import { useSessionFormat } from "../lib/format.ts";
import { sessionsByDay } from "../lib/group-by-day.ts";
import { SESSION_PARAM, useSessionsParams } from "../lib/use-sessions-params.ts";

/**
 * /swimmer/sessions: the swimmer's own sessions as a month or week calendar (an agenda by day on a phone), the
 * attendance rate and next session, the private calendar address, and each session's details with feedback and
 * absence (`?session=<id>`, the link of the feedback and scheduling notifications).
 */
export function MySessionsPage() {
  const { t } = useTranslation("swimmer");
  usePageTitle(t("sessions.title"));
  const format = useSessionFormat();
  const phone = useMediaQuery("(max-width: 48em)");
  // The clock of the page's rules (24 h absence notice, rating once started): read once per render of the page.
  const [now] = useState(() => new Date());
  const { view, anchor, sessionId, today, update } = useSessionsParams(now);

  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const range = { from: days[0]!, to: days[days.length - 1]! };
  const calendar = useMySessions(range);
  const summary = useMySessions(summaryRange(today));
  const byDay = useMemo(() => sessionsByDay(calendar.data?.items ?? []), [calendar.data]);

  const open = (id: string) => update({ [SESSION_PARAM]: id });
  const opened =
    sessionId === null
      ? undefined
      : (calendar.data?.items.find((s) => s.id === sessionId) ??
        summary.data?.items.find((s) => s.id === sessionId));

  const heading = view === "month" ? format.monthTitle(anchor) : format.weekTitle(range.from, range.to);
  const noProfile = isApiError(calendar.error, "NO_SWIMMER_PROFILE");

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("sessions.title")}
        </Title>
        <Text c="gray.7" mt={4}>
          {t("sessions.intro")}
        </Text>
      </div>
      {noProfile ? (
        <Alert
          role="note"
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title={t("sessions.noProfile.title")}
        >
          {t("sessions.noProfile.text")}
        </Alert>
      ) : (
        <>
          {summary.data && <SummaryCard sessions={summary.data.items} now={now} onOpen={open} />}
          <Stack gap="sm" component="section" aria-label={t("sessions.calendar.label")}>
            <CalendarToolbar
              view={view}
              heading={heading}
              onView={(next) => update({ view: next === "month" ? null : next })}
              onStep={(step) => update({ date: shiftAnchor(view, anchor, step) })}
              onToday={() => update({ date: null })}
            />
            {calendar.isPending ? (
              <Center py="xl">
                <Loader aria-label={t("sessions.loading")} />
              </Center>
            ) : calendar.isError ? (
              <RetryAlert
                message={describeError(calendar.error, t("sessions.loadFailed"))}
                retryLabel={t("sessions.retry")}
                onRetry={() => void calendar.refetch()}
                retrying={calendar.isFetching}
              />
            ) : phone ? (
              <AgendaList
                days={view === "month" ? days.filter((d) => sameMonth(d, anchor)) : days}
                today={today}
                byDay={byDay}
                emptyText={t(
                  view === "month" ? "sessions.calendar.emptyMonth" : "sessions.calendar.emptyWeek",
                )}
                onOpen={open}
              />
            ) : (
              <>
                <CalendarGrid
                  view={view}
                  anchor={anchor}
                  days={days}
                  today={today}
                  byDay={byDay}
                  onOpen={open}
                />
                {calendar.data.items.length === 0 && (
                  <Text c="gray.7">
                    {t(view === "month" ? "sessions.calendar.emptyMonth" : "sessions.calendar.emptyWeek")}
                  </Text>
                )}
              </>
            )}
          </Stack>
          <CalendarFeedCard />
        </>
      )}
      <SessionModal
        sessionId={sessionId}
        session={opened}
        searching={calendar.isFetching || summary.isFetching}
        now={now}
        onClose={() => update({ [SESSION_PARAM]: null })}
      />
    </Stack>
  );
}
