import { Anchor, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useMySessions } from "../api/get-my-sessions.ts";
import { clubToday, summaryRange } from "../lib/calendar-dates.ts";
import { useSessionFormat } from "../lib/format.ts";
import { SummaryCard } from "./SummaryCard.tsx";

const sessionLink = (id: string) => `${paths.swimmer.sessions}?session=${encodeURIComponent(id)}`;

/**
 * The swimmer dashboard's sessions (TRAINING.md §7): attendance rate with its colour, the next session and the
 * newest unread feedback, from the same query as the sessions page's summary (one request, cached). A swimmer
 * whose account is not linked yet sees nothing here: the dashboard already says so.
 */
export function DashboardSessions() {
  const { t } = useTranslation("swimmer");
  const format = useSessionFormat();
  const navigate = useNavigate();
  const now = useMemo(() => new Date(), []);
  const sessions = useMySessions(summaryRange(clubToday(now)));
  const unread = useMemo(
    () =>
      (sessions.data?.items ?? [])
        .filter((s) => s.coachFeedback && !s.feedbackReadAt)
        .sort((a, b) => (b.feedbackAt ?? "").localeCompare(a.feedbackAt ?? "")),
    [sessions.data],
  );

  if (isApiError(sessions.error, "NO_SWIMMER_PROFILE")) return null;
  if (sessions.isError)
    return (
      <RetryAlert
        message={describeError(sessions.error, t("sessions.loadFailed"))}
        retryLabel={t("dashboard.retry")}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  if (!sessions.data) return <Skeleton h={140} aria-hidden />;

  const latest = unread[0];
  return (
    <Stack gap="lg">
      <SummaryCard sessions={sessions.data.items} now={now} onOpen={(id) => navigate(sessionLink(id))} />
      {latest && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dashboard-feedback">
          <Title order={2} size="h5" id="dashboard-feedback">
            {t("sessions.dashboard.feedbackTitle", { count: unread.length })}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {format.title(latest)} · {format.dayMonth(latest.day)}
          </Text>
          <Text mt="xs" lineClamp={3} style={{ overflowWrap: "anywhere" }}>
            {latest.coachFeedback}
          </Text>
          <Anchor component={Link} to={sessionLink(latest.id)} mt="xs" fw={600} display="inline-block">
            {t("sessions.dashboard.readFeedback")}
          </Anchor>
        </Card>
      )}
      <Anchor component={Link} to={paths.swimmer.sessions} fw={600}>
        {t("sessions.dashboard.allSessions")}
      </Anchor>
    </Stack>
  );
}
