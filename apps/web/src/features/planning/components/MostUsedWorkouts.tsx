import type { TPlanningOverview } from "@bazin/shared/contracts/plans";
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { workoutPreviewPath } from "../../../lib/paths.ts";

/** The workouts plans use most, each to its preview, with how many placements use it. */
export function MostUsedWorkouts({ workouts }: { workouts: TPlanningOverview["mostUsedWorkouts"] }) {
  const { t } = useTranslation("admin");
  return (
    <Card withBorder h="100%">
      <Title order={2} size="h4" mb="sm">
        {t("planning.workouts.title")}
      </Title>
      {workouts.length === 0 ? (
        <Text c="gray.7">{t("planning.workouts.empty")}</Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {workouts.map((workout) => (
            <Group key={workout.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Anchor
                component={Link}
                to={workoutPreviewPath(workout.id)}
                style={{ overflowWrap: "anywhere" }}
              >
                {workout.name}
              </Anchor>
              <Text size="sm" c="gray.7" style={{ flexShrink: 0 }}>
                {t("planning.workouts.uses", { count: workout.uses })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
