import type { TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";

/** A workout's level and type (and "archived"), as on its card and its preview. */
export function WorkoutBadges({
  workout,
  size = "md",
}: {
  workout: Pick<TWorkoutSummary, "level" | "type" | "archived">;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  return (
    <Group gap={6}>
      {/* Shade 8/9 on filled badges: white text keeps at least 4.5:1. */}
      <Badge variant="filled" color="lagoon.8" size={size} tt="none">
        {words.level(workout.level)}
      </Badge>
      <Badge variant="filled" color="grape.9" size={size} tt="none">
        {words.type(workout.type)}
      </Badge>
      {workout.archived && (
        <Badge variant="filled" color="gray.7" size={size} tt="none">
          {t("workouts.card.archived")}
        </Badge>
      )}
    </Group>
  );
}
