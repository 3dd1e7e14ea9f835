import type { TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import { Anchor, Badge, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconClock, IconRuler2 } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZoneBar } from "../../../components/training/ZoneBar.tsx";
import { workoutPreviewPath } from "../../../lib/paths.ts";
import { type WorkoutActions, WorkoutActionsMenu } from "./WorkoutActions.tsx";
import { WorkoutBadges } from "./WorkoutBadges.tsx";

/**
 * One workout of the library: its name (the link to its preview), level and type, distance and estimated
 * duration, metres per zone, strokes and equipment, author, how many plans use it, and its actions menu.
 */
export function WorkoutCard({ workout, actions }: { workout: TWorkoutSummary; actions: WorkoutActions }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const titleId = useId();
  const chipLists = [
    { key: "strokes", label: t("workouts.card.strokes"), items: workout.strokes.map(words.stroke) },
    { key: "equipment", label: t("workouts.card.equipment"), items: workout.equipment.map(words.equipment) },
  ].filter((list) => list.items.length > 0);
  return (
    <Card component="article" aria-labelledby={titleId} padding="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text component="h2" id={titleId} fw={700} size="lg" m={0} style={{ overflowWrap: "anywhere" }}>
            <Anchor component={Link} to={workoutPreviewPath(workout.id)} inherit>
              {workout.name}
            </Anchor>
          </Text>
          <WorkoutActionsMenu workout={workout} actions={actions} />
        </Group>
        <WorkoutBadges workout={workout} size="md" />
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconRuler2 size={18} aria-hidden />
            <Text fw={600}>
              <VisuallyHidden>{t("workouts.card.distance")}: </VisuallyHidden>
              {words.distance(workout.totalDistanceMetres)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={18} aria-hidden />
            <Text fw={600}>
              <VisuallyHidden>{t("workouts.card.duration")}: </VisuallyHidden>
              {words.duration(workout.estimatedSeconds)}
            </Text>
          </Group>
        </Group>
        <ZoneBar zoneMetres={workout.zoneMetres} />
        {chipLists.length > 0 && (
          <Group gap={4}>
            {chipLists.map((list) => (
              <Group
                key={list.key}
                gap={4}
                component="ul"
                m={0}
                p={0}
                aria-label={list.label}
                style={{ listStyle: "none" }}
              >
                {list.items.map((item) => (
                  <Badge key={item} component="li" variant="default" tt="none" size="sm">
                    {item}
                  </Badge>
                ))}
              </Group>
            ))}
          </Group>
        )}
        <Stack gap={0} mt="auto">
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {workout.author
              ? t("workouts.card.author", { name: workout.author.fullName })
              : t("workouts.card.noAuthor")}
          </Text>
          <Text size="sm" c="gray.7">
            {workout.usedCount > 0
              ? t("workouts.card.usedIn", { count: workout.usedCount })
              : t("workouts.card.unused")}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
