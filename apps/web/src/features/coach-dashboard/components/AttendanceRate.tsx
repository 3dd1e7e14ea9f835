import type { TCoachSwimmer } from "@bazin/shared/contracts/coach";
import { attendanceLevel } from "@bazin/shared/domain/training/session-rules";
import { numberFormat } from "@bazin/shared/lib/intl";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttendanceLevelBadge } from "../../../components/training/AttendanceLevelBadge.tsx";

/**
 * A swimmer's attendance rate over the last 90 days (present or late, of those taken) with its SPEC §9 level and
 * colour, the same as the swimmer's own dashboard: > 75 % high, 50–75 % medium, < 50 % low.
 */
export function AttendanceRate({ attendance }: { attendance: TCoachSwimmer["attendance"] }) {
  const { t, i18n } = useTranslation("coach");
  if (attendance.taken === 0)
    return (
      <Text size="sm" c="gray.7">
        {t("dashboard.card.noAttendance")}
      </Text>
    );
  const rate = attendance.attended / attendance.taken;
  const level = attendanceLevel(rate);
  const percent = numberFormat(i18n.language, { style: "percent" }).format(rate);
  return (
    <Stack gap={2}>
      <Group gap="xs" align="baseline">
        <Text fz="xl" fw={700} data-testid="attendance-rate">
          {percent}
        </Text>
        <AttendanceLevelBadge level={level}>{t(`dashboard.card.level.${level}`)}</AttendanceLevelBadge>
      </Group>
      <Text size="xs" c="gray.7">
        {t("dashboard.card.attendedOf", { attended: attendance.attended, count: attendance.taken })}
      </Text>
    </Stack>
  );
}
