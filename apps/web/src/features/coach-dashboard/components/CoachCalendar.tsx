import { Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { useSessionList } from "../../session-manager/api/sessions.ts";
import type { Viewer } from "../../session-manager/components/SessionForm.tsx";
import { SessionModal } from "../../session-manager/components/SessionModal.tsx";
import { WeekView } from "../../session-manager/components/WeekView.tsx";
import { CalendarToolbar } from "../../sessions/components/CalendarToolbar.tsx";
import { type CalendarView, mondayOf, shiftAnchor, visibleDays } from "../../sessions/lib/calendar-dates.ts";
import { useSessionFormat } from "../../sessions/lib/format.ts";
import { TimesDatesProvider } from "../../times/components/TimesDatesProvider.tsx";
import { CoachSessionModal } from "./CoachSessionModal.tsx";
import { MonthView } from "./MonthView.tsx";

/**
 * The calendar view: the sessions the coach leads (GET /api/sessions?coachId=<me>) by week (the session manager's
 * columns) or month. Opening a session takes attendance and leads to the time recorder and live mode; a day's
 * "+" schedules a session with the session manager's form.
 */
export function CoachCalendar({
  viewer,
  view,
  anchor,
  today,
  sessionId,
  onChange,
}: {
  viewer: Viewer;
  view: CalendarView;
  anchor: string;
  today: string;
  sessionId: string | null;
  onChange: (change: { cal?: CalendarView; date?: string | null; session?: string | null }) => void;
}) {
  const { t } = useTranslation("coach");
  const format = useSessionFormat();
  const [creatingOn, setCreatingOn] = useState<string | null>(null);
  const days = visibleDays(view, anchor);
  const from = days[0]!;
  const to = days.at(-1)!;
  const sessions = useSessionList({ from, to, coachId: viewer.id });
  const heading = view === "month" ? format.monthTitle(anchor) : format.weekTitle(from, to);

  return (
    <TimesDatesProvider>
      <Stack gap="md">
        <CalendarToolbar
          view={view}
          heading={heading}
          onView={(next) => onChange({ cal: next, date: anchor === today ? null : anchor })}
          onStep={(step) => onChange({ date: shiftAnchor(view, anchor, step) })}
          onToday={() => onChange({ date: null })}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {sessions.data ? t("dashboard.calendar.total", { count: sessions.data.length }) : "\u00a0"}
        </Text>
        {sessions.isError && (
          <RetryAlert
            message={describeError(sessions.error, t("dashboard.calendar.loadFailed"))}
            retryLabel={t("dashboard.retry")}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        )}
        {sessions.isPending && <Skeleton height={240} aria-label={t("dashboard.calendar.loading")} />}
        {sessions.data &&
          (view === "week" ? (
            <WeekView
              monday={mondayOf(anchor)}
              sessions={sessions.data}
              today={today}
              onOpen={(id) => onChange({ session: id })}
              onCreate={setCreatingOn}
            />
          ) : (
            <MonthView
              anchor={anchor}
              days={days}
              today={today}
              sessions={sessions.data}
              onOpen={(id) => onChange({ session: id })}
            />
          ))}
      </Stack>
      <CoachSessionModal sessionId={sessionId} onClose={() => onChange({ session: null })} />
      <SessionModal
        target={creatingOn ? { kind: "create", day: creatingOn } : null}
        viewer={viewer}
        onClose={() => setCreatingOn(null)}
      />
    </TimesDatesProvider>
  );
}
