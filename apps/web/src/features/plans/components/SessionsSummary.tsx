import type { TPlanSessionStats } from "@bazin/shared/contracts/plans";
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttendanceBadge, RatingText, VolumeProgress } from "./SessionStatsParts.tsx";

/**
 * The analytics tab's word on the plan's sessions so far, over all its swimmers: attendance, metres swum against
 * planned up to today, the average rating. Each swimmer's numbers are in the swimmers tab.
 */
export function SessionsSummary({ totals }: { totals: TPlanSessionStats }) {
  const { t } = useTranslation("admin");
  const nothingYet = totals.taken === 0 && totals.plannedMetres === 0 && totals.ratingCount === 0;
  return (
    <Card component="section" aria-labelledby="plan-sessions-summary-title">
      <Title id="plan-sessions-summary-title" order={2} size="h4" mb="sm">
        {t("plans.sessionStats.summaryTitle")}
      </Title>
      {nothingYet ? (
        <Text c="gray.7">{t("plans.sessionStats.summaryEmpty")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("plans.sessionStats.attendanceTitle")}
            </Text>
            <AttendanceBadge stats={totals} />
            <Text size="sm">
              {t("plans.sessionStats.attendedOf", { attended: totals.attended, count: totals.taken })}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("plans.sessionStats.volumeTitle")}
            </Text>
            <VolumeProgress stats={totals} label={t("plans.sessionStats.volumeTitle")} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t("plans.sessionStats.ratingTitle")}
            </Text>
            <RatingText stats={totals} />
          </Stack>
        </SimpleGrid>
      )}
    </Card>
  );
}
