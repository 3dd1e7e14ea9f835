import { ATTENDANCE_WINDOW_DAYS, type TCoachSwimmer } from "@bazin/shared/contracts/coach";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Anchor, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { advancedSwimmerPath } from "../../../lib/paths.ts";
import { useSessionDayFormat } from "../../session-manager/lib/dates.ts";
import { GroupLabel } from "../../swimmers/components/GroupLabel.tsx";
import { ZoneFilterBadge } from "../../swimmers/components/ZoneFilterBadge.tsx";
import { AttendanceRate } from "./AttendanceRate.tsx";

/**
 * One swimmer of the coach: name (to the swimmer's details), group, heart-rate zone, attendance over the last 90
 * days, last session and latest personal best. An article named by the swimmer, so a screen reader can jump
 * from card to card.
 */
export function SwimmerCard({ swimmer }: { swimmer: TCoachSwimmer }) {
  const { t } = useTranslation(["coach", "admin", "common"]);
  const day = useSessionDayFormat();
  const titleId = `coach-swimmer-${swimmer.id}`;
  const { lastSession: last, latestPersonalBest: best } = swimmer;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="swimmer-card"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            <Anchor component={Link} to={advancedSwimmerPath(swimmer.id)} inherit>
              {swimmer.fullName}
            </Anchor>
          </Title>
          <Group gap="xs" mt={4} justify="space-between" wrap="wrap">
            <GroupLabel group={swimmer.group} />
            {/* The zone badge says "high"; the maximum heart rate beside it says of what. */}
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="gray.7">
                {t("coach:dashboard.card.maxHr", { value: swimmer.maxHr })}
              </Text>
              <ZoneFilterBadge zone={swimmer.hrZoneFilter} />
            </Group>
          </Group>
        </div>
        <Divider />
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="gray.7">
            {t("coach:dashboard.card.attendanceTitle", { days: ATTENDANCE_WINDOW_DAYS })}
          </Text>
          <AttendanceRate attendance={swimmer.attendance} />
        </div>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="gray.7">
            {t("coach:dashboard.card.lastSession")}
          </Text>
          <Text size="sm">
            {last
              ? t("coach:dashboard.card.lastSessionText", {
                  day: day.long(last.day),
                  time: last.startTime,
                  attendance: last.attendance
                    ? t(`admin:sessionManager.attendance.values.${last.attendance}`)
                    : t("coach:dashboard.card.notTaken"),
                })
              : t("coach:dashboard.card.noSession")}
          </Text>
        </div>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="gray.7">
            {t("coach:dashboard.card.latestBest")}
          </Text>
          <Text size="sm">
            {best
              ? t("coach:dashboard.card.latestBestText", {
                  event: t(`common:training.events.${best.event}`),
                  pool: t(`common:training.poolShort.${best.poolLength}`, {
                    defaultValue: `${best.poolLength} m`,
                  }),
                  time: formatSwimTime(best.hundredths),
                  day: day.long(best.swumOn),
                })
              : t("coach:dashboard.card.noBest")}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}
