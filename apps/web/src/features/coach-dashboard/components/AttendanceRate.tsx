import type { TCoachSwimmer } from "@bazin/shared/contracts/coach";
import { attendanceLevel } from "@bazin/shared/domain/training/session-rules";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LEVEL_COLOR } from "../../sessions/components/SummaryCard.tsx";

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
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" }).format(rate);
  return (
    <Stack gap={2}>
      <Group gap="xs" align="baseline">
        <Text fz="xl" fw={700} data-testid="attendance-rate">
          {percent}
        </Text>
        {/* White on orange.9 is 4.3:1, under WCAG AA's 4.5: the medium badge takes black text (4.9:1). */}
        <Badge
          variant="filled"
          color={LEVEL_COLOR[level]}
          c={level === "medium" ? "black" : "white"}
          data-level={level}
        >
          {t(`dashboard.card.level.${level}`)}
        </Badge>
      </Group>
      <Text size="xs" c="gray.7">
        {t("dashboard.card.attendedOf", { attended: attendance.attended, count: attendance.taken })}
      </Text>
    </Stack>
  );
}
