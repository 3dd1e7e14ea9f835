import type { TPlanSessionStats } from "@bazin/shared/contracts/plans";
import { attendanceLevel } from "@bazin/shared/domain/training/session-rules";
import { numberFormat } from "@bazin/shared/lib/intl";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttendanceLevelBadge } from "../../../components/training/AttendanceLevelBadge.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";

/** Percent and rating numbers in the interface language ("67 %", "4,5"). */
function useNumbers() {
  const { i18n } = useTranslation();
  return {
    percent: numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }),
    rating: numberFormat(i18n.language, { maximumFractionDigits: 1 }),
  };
}

/** The attendance rate with its level ("67 %" and "medie" on orange), or a dash when none was taken. */
export function AttendanceBadge({ stats }: { stats: TPlanSessionStats }) {
  const { t } = useTranslation("admin");
  const numbers = useNumbers();
  if (stats.attendanceRate === null)
    return (
      <Text size="sm" c="gray.7">
        {t("plans.sessionStats.noAttendance")}
      </Text>
    );
  const level = attendanceLevel(stats.attendanceRate);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>
        {numbers.percent.format(stats.attendanceRate)}
      </Text>
      <AttendanceLevelBadge level={level}>{t(`plans.sessionStats.level.${level}`)}</AttendanceLevelBadge>
    </Group>
  );
}

/** Metres swum against metres planned up to today, in words and as a bar (the words carry it for readers). */
export function VolumeProgress({ stats, label }: { stats: TPlanSessionStats; label: string }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const share = stats.plannedMetres > 0 ? Math.min(100, (stats.doneMetres / stats.plannedMetres) * 100) : 0;
  const text = t("plans.sessionStats.volume", {
    done: words.distance(stats.doneMetres),
    planned: words.distance(stats.plannedMetres),
  });
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm">{text}</Text>
      {stats.plannedMetres > 0 && (
        // The section is the progress bar (role, value): its name and words go on it, not on the track.
        <Progress.Root size="sm">
          <Progress.Section value={share} color="blue.8" aria-label={label} aria-valuetext={text} />
        </Progress.Root>
      )}
    </Stack>
  );
}

/** "4,5 / 5 (2 note)", or a dash without ratings. */
export function RatingText({ stats }: { stats: TPlanSessionStats }) {
  const { t } = useTranslation("admin");
  const numbers = useNumbers();
  if (stats.averageRating === null)
    return (
      <Text size="sm" c="gray.7">
        {t("plans.sessionStats.noRatings")}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {t("plans.sessionStats.rating", { rating: numbers.rating.format(stats.averageRating) })}
      </Text>
      <Text size="sm" c="gray.7" style={{ whiteSpace: "nowrap" }}>
        {t("plans.sessionStats.ratingCount", { count: stats.ratingCount })}
      </Text>
    </Group>
  );
}
