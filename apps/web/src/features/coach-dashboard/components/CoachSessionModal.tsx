import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBolt, IconStopwatch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useSession } from "../../session-manager/api/sessions.ts";
import { AttendancePanel } from "../../session-manager/components/AttendancePanel.tsx";
import { useSessionName } from "../../session-manager/components/SessionCard.tsx";
import { SessionStatusBadge } from "../../session-manager/components/SessionStatusBadge.tsx";
import { StatusActions } from "../../session-manager/components/StatusActions.tsx";
import { useSessionDayFormat } from "../../session-manager/lib/dates.ts";

/**
 * A session opened from the coach's calendar, for the pool deck: its status moves, the way to the time recorder
 * and live mode, and attendance (the session manager's panel). Its details are edited in the session manager.
 */
export function CoachSessionModal({ sessionId, onClose }: { sessionId: string | null; onClose: () => void }) {
  const { t } = useTranslation(["coach", "admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const session = useSession(sessionId);
  const day = useSessionDayFormat();
  const name = useSessionName();
  return (
    <Modal
      opened={sessionId !== null}
      onClose={onClose}
      title={session.data ? name(session.data) : t("admin:sessionManager.loading")}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      {session.isPending && <Loader aria-label={t("admin:sessionManager.loading")} />}
      {session.isError && (
        <RetryAlert
          message={describeError(session.error, t("admin:sessionManager.loadOneFailed"))}
          retryLabel={t("common:actions.retry")}
          onRetry={() => void session.refetch()}
        />
      )}
      {session.data && (
        <Stack>
          <Group gap="xs">
            <SessionStatusBadge status={session.data.status} />
            <Text size="sm">
              {t("admin:sessionManager.when", {
                day: day.full(session.data.day),
                time: session.data.startTime,
              })}
            </Text>
          </Group>
          {session.data.status !== "cancelled" && (
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.sessionTimes(session.data.id)}
                variant="light"
                leftSection={<IconStopwatch size={18} aria-hidden />}
              >
                {t("coach:dashboard.session.recordTimes")}
              </Button>
              <Button
                component={Link}
                to={paths.sessionLive(session.data.id)}
                variant="light"
                leftSection={<IconBolt size={18} aria-hidden />}
              >
                {t("coach:dashboard.session.liveMode")}
              </Button>
            </Group>
          )}
          <StatusActions session={session.data} onDeleted={onClose} />
          <Text fw={700} component="h3" size="md" m={0}>
            {t("admin:sessionManager.tabs.attendance", { count: session.data.participants.length })}
          </Text>
          <AttendancePanel key={session.data.updatedAt} session={session.data} />
        </Stack>
      )}
    </Modal>
  );
}
