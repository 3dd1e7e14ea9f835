import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import type { TWorkoutStep } from "@bazin/shared/domain/training/workout-steps";
import { Anchor, Card, Center, Loader, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { workoutPreviewPath } from "../../../lib/paths.ts";
import { useCssWorkout } from "../api/get-css-workout.ts";
import { useCssWorkouts } from "../api/list-css-workouts.ts";
import { type StepTarget, workoutTargets } from "../lib/css-targets.ts";
import { formatPace, TABULAR } from "../lib/format.ts";
import { useCssOffsetLabel } from "./css-offset.ts";

export interface CssWorkoutTargetsProps {
  /** The swimmer's CSS pace per 100 m, or null while the test gives none. */
  cssHundredths: number | null;
  workoutId: string | null;
  onWorkoutChange: (id: string | null) => void;
}

/** A workout's pace targets for this swimmer: per 100 m and over each step's distance, section by section. */
export function CssWorkoutTargets({ cssHundredths, workoutId, onWorkoutChange }: CssWorkoutTargetsProps) {
  const { t } = useTranslation("admin");
  const workouts = useCssWorkouts();
  return (
    <Card withBorder component="section" aria-labelledby="css-workout">
      <Title order={2} size="h4" mb="sm" id="css-workout">
        {t("css.workout.title")}
      </Title>
      <Stack gap="sm">
        {workouts.isError ? (
          <RetryAlert
            message={describeError(workouts.error, t("css.workout.workoutsFailed"))}
            retryLabel={t("planning.retry")}
            onRetry={() => void workouts.refetch()}
            retrying={workouts.isFetching}
          />
        ) : (
          <Select
            label={t("css.workout.picker")}
            placeholder={t("css.workout.placeholder")}
            data={(workouts.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
            value={workoutId}
            onChange={onWorkoutChange}
            searchable
            clearable
            nothingFoundMessage={t("css.workout.noWorkout")}
            rightSection={workouts.isPending ? <Loader size="xs" /> : undefined}
            maw={480}
          />
        )}
        {workoutId && <WorkoutTargets workoutId={workoutId} cssHundredths={cssHundredths} />}
      </Stack>
    </Card>
  );
}

function WorkoutTargets({ workoutId, cssHundredths }: { workoutId: string; cssHundredths: number | null }) {
  const { t } = useTranslation(["admin", "common"]);
  const workout = useCssWorkout(workoutId);
  if (workout.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t("css.workout.loading")} />
      </Center>
    );
  if (workout.isError)
    return (
      <RetryAlert
        message={describeError(workout.error, t("css.workout.loadFailed"))}
        retryLabel={t("planning.retry")}
        onRetry={() => void workout.refetch()}
        retrying={workout.isFetching}
      />
    );
  if (cssHundredths === null) return <Text c="gray.7">{t("css.workout.needCss")}</Text>;

  const { sections, effortOnlySteps } = workoutTargets(workout.data.steps, cssHundredths);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={workoutPreviewPath(workout.data.id)} size="sm">
        {t("css.workout.preview", { name: workout.data.name })}
      </Anchor>
      {sections.length === 0 && <Text c="gray.7">{t("css.workout.none")}</Text>}
      {sections.map(({ section, targets }) => (
        <TargetsTable key={section} caption={t(`common:hub.sections.${section}`)} targets={targets} />
      ))}
      {effortOnlySteps > 0 && (
        <Text size="sm" c="gray.7">
          {t("css.workout.effortOnly", { count: effortOnlySteps })}
        </Text>
      )}
    </Stack>
  );
}

function TargetsTable({ caption, targets }: { caption: string; targets: StepTarget[] }) {
  const { t } = useTranslation("admin");
  const offsetLabel = useCssOffsetLabel();
  const describe = useStepDescription();
  return (
    <Table.ScrollContainer
      minWidth={480}
      // On a phone the table scrolls sideways: the keyboard must reach it too.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": caption } }}
    >
      <Table>
        <Table.Caption ta="left" fw={700} c="dark.8" style={{ captionSide: "top" }}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("css.workout.columns.step")}</Table.Th>
            <Table.Th scope="col">{t("css.workout.columns.intensity")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("css.workout.columns.per100")}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t("css.workout.columns.time")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {targets.map((target) => (
            <Table.Tr key={target.step.id}>
              <Table.Th scope="row" fw={400}>
                {describe(target.step, target.repeats)}
              </Table.Th>
              <Table.Td>
                {target.offsetSeconds === null
                  ? t("css.workout.fixedPace")
                  : offsetLabel(target.offsetSeconds)}
              </Table.Td>
              <Table.Td ta="right" style={TABULAR}>
                {formatPace(target.paceHundredths)}
              </Table.Td>
              <Table.Td ta="right" style={TABULAR}>
                {formatSwimTime(target.stepHundredths)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "4 × 2 × 100 m · Liber · Picioare": the repeats around a step, its distance, stroke and drill. */
function useStepDescription() {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  return (step: TWorkoutStep, repeats: number[]) => {
    const parts = [words.distance(step.distanceMetres), words.stroke(step.stroke)];
    if (step.drill !== "none") parts.push(words.drill(step.drill));
    const what = parts.join(" · ");
    return repeats.reduceRight((inner, count) => t("css.workout.repeat", { times: count, inner }), what);
  };
}
