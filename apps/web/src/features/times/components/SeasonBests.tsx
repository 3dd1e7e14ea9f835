import type { TPersonalBest, TSwimTime } from "@bazin/shared/contracts/times";
import { SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { seasonLabel, seasonOf } from "@bazin/shared/domain/training/personal-bests";
import { formatSwimTime, formatSwimTimeDelta } from "@bazin/shared/domain/training/swim-time";
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TABULAR } from "../lib/format.ts";
import { EventAndPool, SwimTime } from "./SwimTime.tsx";

/**
 * The current season at a glance: how many swims and new personal bests, and the season's best in each event
 * and pool against the personal best.
 */
export function SeasonBests({
  personalBests,
  history,
  season,
}: {
  personalBests: TPersonalBest[];
  history: TSwimTime[];
  season: number;
}) {
  const { t } = useTranslation("swimmer");
  const thisSeason = history.filter((s) => seasonOf(s.swumOn) === season);
  const newBests = thisSeason.filter((s) => s.personalRecord).length;
  const bests = personalBests
    .filter((pb) => pb.seasonBestHundredths !== null)
    .sort(
      (a, b) => a.poolLength - b.poolLength || SWIM_EVENTS.indexOf(a.event) - SWIM_EVENTS.indexOf(b.event),
    );

  if (thisSeason.length === 0) return <Text c="gray.7">{t("times.season.empty")}</Text>;

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" color="blue" size="lg">
          {t("times.swims", { count: thisSeason.length })}
        </Badge>
        <Badge variant="filled" color="teal.9" size="lg">
          {t("times.season.newPersonalBests", { count: newBests })}
        </Badge>
      </Group>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="xs"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={t("times.season.listLabel", { season: seasonLabel(season) })}
      >
        {bests.map((pb) => {
          const seasonBest = pb.seasonBestHundredths ?? pb.hundredths;
          const delta = seasonBest - pb.hundredths;
          return (
            <Paper component="li" key={`${pb.event}-${pb.poolLength}`} withBorder p="xs" radius="md">
              <Text size="xs" c="gray.7">
                <EventAndPool event={pb.event} poolLength={pb.poolLength} />
              </Text>
              <SwimTime hundredths={seasonBest} size="lg" />
              {delta === 0 ? (
                <Text size="xs" c="teal.9" fw={500}>
                  {t("times.season.isPersonalBest")}
                </Text>
              ) : (
                <Text size="xs" c="gray.7" style={TABULAR}>
                  {t("times.season.offBest", {
                    delta: formatSwimTimeDelta(delta),
                    best: formatSwimTime(pb.hundredths),
                  })}
                </Text>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
