import type { TScheduleSlot } from "@bazin/shared/contracts/club";
import type { AgeGroup } from "@bazin/shared/domain/club";
import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMoodKid, IconSwimming } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import { formatWeekdays, groupSummary } from "../lib/club-format.ts";

const ICONS = { children: IconMoodKid, adults: IconSwimming } as const;

/** One card per age group: who it is for, on which days, and how many places a group has. */
export function CourseCards({
  slots,
  headingOrder = 3,
}: {
  slots: readonly TScheduleSlot[];
  headingOrder?: 3 | 4;
}) {
  const { t } = useTranslation("public");
  const dayName = useWeekdayName();
  return (["children", "adults"] as const satisfies readonly AgeGroup[]).map((group) => {
    const summary = groupSummary(slots, group);
    const Icon = ICONS[group];
    return (
      <Card key={group}>
        <Group gap="sm" wrap="nowrap" mb="sm">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon size={26} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={headingOrder} size="h4">
              {t(`courses.${group}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`courses.${group}.ages`)}
            </Text>
          </div>
        </Group>
        <Stack gap={6}>
          <Text size="sm">{t(`courses.${group}.body`)}</Text>
          {summary.count > 0 ? (
            <>
              <Text size="sm">
                <Text span fw={700} inherit>
                  {t("courses.days")}:
                </Text>{" "}
                {formatWeekdays(summary.weekdays, dayName)}
              </Text>
              <Text size="sm">
                <Text span fw={700} inherit>
                  {t("courses.groupSize")}:
                </Text>{" "}
                {t("courses.places", { count: summary.capacity })}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t("courses.noSlots")}
            </Text>
          )}
        </Stack>
      </Card>
    );
  });
}
