import { Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconBooks,
  IconCalculator,
  IconCalendarPlus,
  IconCalendarTime,
  IconClipboardList,
  IconPlus,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

/** The hub's most frequent destinations, in the order a coach plans: library, new workout, plans, sessions, CSS. */
const QUICK_LINKS = [
  { to: paths.admin.workouts, label: "workouts", icon: IconBooks, primary: false },
  { to: paths.admin.workoutCreate, label: "newWorkout", icon: IconPlus, primary: false },
  { to: paths.admin.plans, label: "plans", icon: IconClipboardList, primary: false },
  { to: paths.admin.planCreate, label: "newPlan", icon: IconCalendarPlus, primary: true },
  { to: paths.admin.sessionManager, label: "sessions", icon: IconCalendarTime, primary: false },
  { to: paths.admin.cssHelper, label: "css", icon: IconCalculator, primary: false },
] as const;

/** The planning centre's title and quick links (they wrap onto several lines on a phone). */
export function PlanningHeader() {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="sm">
      <div>
        <Title order={1}>{t("planning.title")}</Title>
        <Text c="gray.7" mt={4}>
          {t("planning.intro")}
        </Text>
      </div>
      <Group component="nav" aria-label={t("planning.links.label")} gap="xs">
        {QUICK_LINKS.map(({ to, label, icon: Icon, primary }) => (
          <Button
            key={label}
            component={Link}
            to={to}
            variant={primary ? "filled" : "light"}
            leftSection={<Icon size={18} aria-hidden />}
          >
            {t(`planning.links.${label}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
