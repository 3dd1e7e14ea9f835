import type { TSessionSummary } from "@bazin/shared/contracts/sessions";
import { Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { SessionStatusBadge } from "./SessionStatusBadge.tsx";

/** The name a session goes by: its title, else its workout's name, else "Sesiune". */
export function useSessionName() {
  const { t } = useTranslation("admin");
  return (s: Pick<TSessionSummary, "title" | "workout">) =>
    s.title || s.workout?.name || t("sessionManager.untitled");
}

/**
 * One session in the week or the list: time, duration, title or workout, participants, status and, once taken,
 * the attendance. The whole card is a button that opens the session.
 */
export function SessionCard({ session, onOpen }: { session: TSessionSummary; onOpen: (id: string) => void }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const name = useSessionName();
  const title = name(session);
  return (
    <Paper withBorder p="xs" radius="sm" component="article" aria-label={`${session.startTime} ${title}`}>
      <UnstyledButton
        onClick={() => onOpen(session.id)}
        w="100%"
        aria-label={t("sessionManager.card.open", { time: session.startTime, name: title })}
      >
        <Stack gap={4}>
          {/* A week column is narrow on a laptop: the badge goes under the time rather than out of the card. */}
          <Group justify="space-between" gap={4} wrap="wrap">
            <Text fw={700} size="sm">
              {session.startTime}
            </Text>
            <SessionStatusBadge status={session.status} />
          </Group>
          <Text size="sm" fw={600} style={{ overflowWrap: "break-word", hyphens: "auto" }}>
            {title}
          </Text>
          <Text size="xs" c="gray.7">
            {words.duration(session.durationMinutes * 60)}
            {session.workout ? ` · ${words.distance(session.workout.totalDistanceMetres)}` : ""}
          </Text>
          <Text size="xs" c="gray.7">
            {t("sessionManager.card.participants", { count: session.participantCount })}
          </Text>
          {session.takenCount > 0 && (
            <Text size="xs" c="teal.9" fw={600}>
              {t("sessionManager.card.attended", {
                attended: session.attendedCount,
                count: session.participantCount,
              })}
            </Text>
          )}
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
