import "@mantine/core/styles/Progress.layer.css";
import { type TWorkoutSteps, workoutMetrics } from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_LEVELS, type WorkoutLevel } from "@bazin/shared/domain/training/workout-taxonomy";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { ZoneBar } from "../../../components/training/ZoneBar.tsx";
import { countTreeNodes } from "../lib/builder-tree.ts";

/** The level the duration is estimated for while none is chosen yet. */
const ESTIMATE_LEVEL: WorkoutLevel = "intermediate";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

/**
 * The workout's totals as it is built: distance (repeats multiplied out, rounded to 25 m), estimated duration
 * at the chosen level, and metres per intensity zone, from the same `workoutMetrics` the server stores.
 * Computed from a deferred copy of the tree, so typing in a step never waits for it.
 */
export function BuilderTotals({ steps, level }: { steps: TWorkoutSteps; level: unknown }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const deferred = useDeferredValue(steps);
  const known = (WORKOUT_LEVELS as readonly unknown[]).includes(level)
    ? (level as WorkoutLevel)
    : ESTIMATE_LEVEL;
  const metrics = useMemo(() => workoutMetrics(deferred, known), [deferred, known]);
  const nodes = useMemo(() => countTreeNodes(deferred), [deferred]);
  const seconds = metrics.estimatedSeconds;
  // A field being typed (an empty distance, a half-written pace) is NaN until it reads as a number.
  const metres = metrics.totalDistanceMetres;
  const shown = (value: number, format: (value: number) => string) =>
    Number.isFinite(value) ? format(value) : "—";
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="builder-totals">
      <Stack gap="sm">
        <Title order={2} size="h4" id="builder-totals">
          {t("builder.totals.title")}
        </Title>
        <Group gap="xl" wrap="wrap">
          <Figure label={t("builder.totals.distance")} value={shown(metres, words.distance)} />
          <Figure label={t("builder.totals.duration")} value={shown(seconds, words.duration)} />
          <Figure label={t("builder.totals.steps")} value={String(nodes)} />
        </Group>
        {metres > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="gray.7">
              {t("builder.totals.zones")}
            </Text>
            <ZoneBar zoneMetres={metrics.zoneMetres} />
            <Group gap="xs" wrap="wrap">
              {metrics.zones.map((zone) => (
                <Text key={zone} size="xs" c="gray.7">
                  {words.zoneShort(zone)}: {words.distance(metrics.zoneMetres[zone])}
                </Text>
              ))}
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            {t("builder.totals.empty")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
