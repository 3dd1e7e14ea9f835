import { Button, Group, Loader, Modal, Stack, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconClockPlay, IconStopwatch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useSession } from "../api/sessions.ts";
import { todayIso, useSessionDayFormat } from "../lib/dates.ts";
import { AttendancePanel } from "./AttendancePanel.tsx";
import { useSessionName } from "./SessionCard.tsx";
import { SessionForm, type Viewer } from "./SessionForm.tsx";
import { SessionStatusBadge } from "./SessionStatusBadge.tsx";
import { StatusActions } from "./StatusActions.tsx";

/** What the modal shows: a new session on a day, or a saved one (its details, status and attendance). */
export type SessionModalTarget = { kind: "create"; day: string } | { kind: "open"; id: string; tab?: string };

/** Creates a session, or opens one: status moves, delete, details (read-only once past) and attendance. */
export function SessionModal({
  target,
  viewer,
  onClose,
}: {
  target: SessionModalTarget | null;
  viewer: Viewer;
  onClose: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const id = target?.kind === "open" ? target.id : null;
  const session = useSession(id);
  const day = useSessionDayFormat();
  const name = useSessionName();
  const title =
    target?.kind === "create"
      ? t("admin:sessionManager.form.createTitle")
      : session.data
        ? name(session.data)
        : t("admin:sessionManager.loading");
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      {target?.kind === "create" && (
        <SessionForm
          session={null}
          defaultDay={target.day}
          viewer={viewer}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
      {target?.kind === "open" && session.isPending && (
        <Loader aria-label={t("admin:sessionManager.loading")} />
      )}
      {target?.kind === "open" && session.isError && (
        <RetryAlert
          message={describeError(session.error, t("admin:sessionManager.loadOneFailed"))}
          retryLabel={t("common:actions.retry")}
          onRetry={() => void session.refetch()}
        />
      )}
      {target?.kind === "open" && session.data && (
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
          <StatusActions session={session.data} onDeleted={onClose} />
          {/* Times are taken from the session's day on, never for a cancelled one (the server says the same). */}
          {session.data.status !== "cancelled" && session.data.day <= todayIso() && (
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.sessionTimes(session.data.id)}
                variant="light"
                leftSection={<IconStopwatch size={18} aria-hidden />}
              >
                {t("admin:sessionTimes.links.record")}
              </Button>
              <Button
                component={Link}
                to={paths.sessionLive(session.data.id)}
                variant="subtle"
                leftSection={<IconClockPlay size={18} aria-hidden />}
              >
                {t("admin:sessionTimes.links.live")}
              </Button>
            </Group>
          )}
          <Tabs
            defaultValue={target.tab ?? (session.data.past ? "attendance" : "details")}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="details">{t("admin:sessionManager.tabs.details")}</Tabs.Tab>
              <Tabs.Tab value="attendance">
                {t("admin:sessionManager.tabs.attendance", { count: session.data.participants.length })}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              <SessionForm
                key={session.data.updatedAt}
                session={session.data}
                defaultDay={session.data.day}
                viewer={viewer}
                onSaved={onClose}
                onCancel={onClose}
              />
            </Tabs.Panel>
            <Tabs.Panel value="attendance" pt="md">
              <AttendancePanel key={session.data.updatedAt} session={session.data} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
