import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconStopwatch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { SessionStatusBadge } from "../../session-manager/components/SessionStatusBadge.tsx";
import { useTrainingWords } from "../../times/lib/format.ts";

type Session = TSessionTimesBoard["session"];

/** The session's name as the manager shows it: its title, else its workout's name. */
export function useSessionTitle() {
  const { t } = useTranslation("admin");
  return (session: Session) => session.title || session.workout?.name || t("sessionManager.untitled");
}

/**
 * Which session this is: title and workout, day and start, pool, status; the way back to the session manager
 * (on the session's week) and, while times can be taken, the way to live mode.
 */
export function RecorderHeader({ session }: { session: Session }) {
  const { t, i18n } = useTranslation("admin");
  const words = useTrainingWords();
  const title = useSessionTitle()(session);
  const day = dateTimeFormat(i18n.language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${session.day}T00:00:00Z`));
  return (
    <Stack gap="xs">
      <Anchor
        component={Link}
        to={`${paths.admin.sessionManager}?week=${session.day}`}
        size="sm"
        w="fit-content"
      >
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t("sessionTimes.back")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t("sessionTimes.heading", { name: title })}
          </Title>
          {session.workout && session.title && (
            <Text c="gray.7" size="sm">
              {t("sessionTimes.workout", { name: session.workout.name })}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <SessionStatusBadge status={session.status} />
            <Text size="sm">
              {t("sessionManager.when", { day, time: session.startTime })} ·{" "}
              {words.poolLong(session.poolLength)}
            </Text>
          </Group>
        </div>
        {session.canRecord && (
          <Button
            component={Link}
            to={paths.sessionLive(session.id)}
            variant="light"
            leftSection={<IconStopwatch size={18} aria-hidden />}
          >
            {t("sessionTimes.liveMode")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
