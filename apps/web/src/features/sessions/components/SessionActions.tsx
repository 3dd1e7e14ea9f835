import type { TMySession } from "@bazin/shared/contracts/sessions";
import {
  canAnnounceAbsence,
  canRateSession,
  isSessionPast,
} from "@bazin/shared/domain/training/session-rules";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconMessageStar, IconUserOff } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSessionFormat } from "../lib/format.ts";

/**
 * What the swimmer may do with a session now: rate it once it started (never a cancelled one), announce an
 * absence until 24 h before the start. Closer than that the button stays, disabled, with the reason beside it.
 */
export function SessionActions({
  session,
  now,
  onFeedback,
  onAbsence,
}: {
  session: TMySession;
  now: Date;
  onFeedback: () => void;
  onAbsence: () => void;
}) {
  const { t } = useTranslation("swimmer");
  const format = useSessionFormat();
  const reasonId = useId();
  const cancelled = session.status === "cancelled";
  const rateable = canRateSession(session, now);
  const upcoming = !cancelled && session.status === "planned" && !isSessionPast(session, now);
  const absenceOpen = canAnnounceAbsence(session, now);

  return (
    <Stack gap="xs">
      {session.absenceAnnouncedAt && (
        <Text size="sm" c="orange.9">
          {t("sessions.absence.announced", { when: format.stamp(session.absenceAnnouncedAt) })}
        </Text>
      )}
      <Group gap="sm">
        {rateable && (
          <Button leftSection={<IconMessageStar size={18} aria-hidden />} onClick={onFeedback}>
            {t(session.rating === null ? "sessions.feedback.open" : "sessions.feedback.change")}
          </Button>
        )}
        {upcoming && !session.absenceAnnouncedAt && (
          <Button
            variant="default"
            leftSection={<IconUserOff size={18} aria-hidden />}
            disabled={!absenceOpen}
            aria-describedby={absenceOpen ? undefined : reasonId}
            onClick={onAbsence}
          >
            {t("sessions.absence.open")}
          </Button>
        )}
      </Group>
      {upcoming && !session.absenceAnnouncedAt && !absenceOpen && (
        <Text size="sm" c="gray.7" id={reasonId}>
          {t("sessions.absence.tooLate")}
        </Text>
      )}
      {cancelled && (
        <Text size="sm" c="gray.7">
          {t("sessions.cancelledNote")}
        </Text>
      )}
    </Stack>
  );
}
