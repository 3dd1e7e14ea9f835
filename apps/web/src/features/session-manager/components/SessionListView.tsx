import type { TSessionSummary } from "@bazin/shared/contracts/sessions";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSessionDayFormat } from "../lib/dates.ts";
import { SessionCard } from "./SessionCard.tsx";

/** The week's sessions in one list, by day and time, each day under its date (one column at any width). */
export function SessionListView({
  sessions,
  onOpen,
}: {
  sessions: readonly TSessionSummary[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("admin");
  const day = useSessionDayFormat();
  if (sessions.length === 0) return <Text c="gray.7">{t("sessionManager.emptyWeek")}</Text>;
  const sorted = [...sessions].sort((a, b) =>
    `${a.day}${a.startTime}`.localeCompare(`${b.day}${b.startTime}`),
  );
  const days = [...new Set(sorted.map((s) => s.day))];
  return (
    <Stack gap="md" maw={640}>
      {days.map((d) => (
        <section key={d} aria-label={day.full(d)}>
          <Title order={2} size="h5" mb={6}>
            {day.full(d)}
          </Title>
          <Stack gap={6}>
            {sorted
              .filter((s) => s.day === d)
              .map((s) => (
                <SessionCard key={s.id} session={s} onOpen={onOpen} />
              ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
