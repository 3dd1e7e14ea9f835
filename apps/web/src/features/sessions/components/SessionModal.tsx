import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Center, Divider, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMarkFeedbackRead } from "../api/my-session-actions.ts";
import { useSessionFormat } from "../lib/format.ts";
import { AbsenceForm } from "./AbsenceForm.tsx";
import { FeedbackForm } from "./FeedbackForm.tsx";
import { SessionActions } from "./SessionActions.tsx";
import { SessionDetails } from "./SessionDetails.tsx";

type Mode = "details" | "feedback" | "absence";

/**
 * The session opened from the calendar or a notification's link (`?session=<id>`): its details, then in the same
 * dialog the feedback form or the absence form. Unread coach feedback is marked read once it is shown.
 */
export function SessionModal({
  sessionId,
  session,
  searching,
  now,
  onClose,
}: {
  sessionId: string | null;
  /** The session, once found among the loaded ones. */
  session: TMySession | undefined;
  /** Still looking for it (the ranges are loading). */
  searching: boolean;
  now: Date;
  onClose: () => void;
}) {
  const { t } = useTranslation(["swimmer", "common"]);
  const format = useSessionFormat();
  const [mode, setMode] = useState<Mode>("details");
  const markRead = useMarkFeedbackRead();
  const marked = useRef(new Set<string>());

  // A new session opens on its details.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the id only
  useEffect(() => setMode("details"), [sessionId]);

  const unread = session?.coachFeedback && !session.feedbackReadAt ? session.id : null;
  useEffect(() => {
    if (!unread || marked.current.has(unread)) return;
    marked.current.add(unread);
    markRead.mutate(unread);
  }, [unread, markRead.mutate]);

  const title = !session
    ? t("swimmer:sessions.detail.title")
    : mode === "feedback"
      ? t("swimmer:sessions.feedback.title", { title: format.title(session) })
      : mode === "absence"
        ? t("swimmer:sessions.absence.title")
        : format.title(session);

  return (
    <Modal
      opened={sessionId !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      {!session ? (
        searching ? (
          <Center py="lg">
            <Loader aria-label={t("swimmer:sessions.detail.loading")} />
          </Center>
        ) : (
          <Text>{t("swimmer:sessions.detail.notFound")}</Text>
        )
      ) : mode === "feedback" ? (
        <FeedbackForm session={session} onDone={() => setMode("details")} />
      ) : mode === "absence" ? (
        <AbsenceForm session={session} onDone={() => setMode("details")} />
      ) : (
        <Stack gap="md">
          <SessionDetails session={session} />
          <Divider />
          <SessionActions
            session={session}
            now={now}
            onFeedback={() => setMode("feedback")}
            onAbsence={() => setMode("absence")}
          />
        </Stack>
      )}
    </Modal>
  );
}
