import { Card, Group, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * Where attendance will show: training sessions are not recorded yet (a later issue), so this says so plainly
 * rather than showing an empty rate.
 */
export function AttendanceCard() {
  const { t } = useTranslation("admin");
  return (
    <Card p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="swimmer-attendance-title">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="lg" aria-hidden>
          <IconCalendarCheck size={20} />
        </ThemeIcon>
        <Title order={2} size="h3" id="swimmer-attendance-title">
          {t("advancedSwimmers.details.attendanceTitle")}
        </Title>
      </Group>
      <Text size="sm" c="gray.7">
        {t("advancedSwimmers.details.attendanceText")}
      </Text>
    </Card>
  );
}
