import type { TPlanningOverview } from "@bazin/shared/contracts/plans";
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { planAnalyticsPath } from "../../../lib/paths.ts";
import { daysBetween, todayIso, useDayFormat } from "../lib/format.ts";

/** Badge colours of the race types: the target race stands out, test sets stay quiet. */
const RACE_TYPE_COLORS = { target: "red.9", tuneup: "blue.9", testset: "gray.7" } as const;

/** The next key races of the active plans: name, plan (to its analytics), date, type and days to go. */
export function UpcomingRaces({ races }: { races: TPlanningOverview["upcomingRaces"] }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const day = useDayFormat();
  const today = todayIso();
  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4" mb="sm">
        {t("planning.races.title")}
      </Title>
      {races.length === 0 ? (
        <Text c="gray.7">{t("planning.races.empty")}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {races.map((race) => {
            const days = daysBetween(today, race.date);
            return (
              <li key={`${race.plan.id}-${race.date}-${race.name}`}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconTrophy size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {race.name}
                    </Text>
                    <Group gap="xs">
                      <Text size="sm">{day(race.date)}</Text>
                      <Badge color={RACE_TYPE_COLORS[race.type]} variant="filled" size="sm">
                        {words.raceType(race.type)}
                      </Badge>
                      <Text size="sm" fw={600}>
                        {days === 0
                          ? t("planning.races.today")
                          : t("planning.races.daysToGo", { count: days })}
                      </Text>
                    </Group>
                    <Anchor component={Link} to={planAnalyticsPath(race.plan.id)} size="sm">
                      {t("planning.races.plan", { name: race.plan.name })}
                    </Anchor>
                  </Stack>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
