import { formatNodeLines } from "@bazin/shared/domain/training/workout-notation";
import { stepsWithTimes, type TWorkoutNode } from "@bazin/shared/domain/training/workout-steps";
import { WORKOUT_SECTIONS } from "@bazin/shared/domain/training/workout-taxonomy";
import { Button, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { useMySessionWorkout } from "../api/get-my-session-workout.ts";

const sectionMetres = (nodes: TWorkoutNode[]) => {
  let metres = 0;
  for (const [step, times] of stepsWithTimes(nodes)) metres += step.distanceMetres * times;
  return metres;
};

/**
 * The session's workout as the swimmer swims it: each section (warm-up, main set, cool-down) with its metres and
 * its lines in the club's set notation ("4×100 liber @1:40"), the repeats' children indented, then the notes.
 */
export function WorkoutSteps({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation("swimmer");
  const words = useHubWords();
  const query = useMySessionWorkout(sessionId);
  const language = i18n.language === "en" ? "en" : "ro";

  if (query.isError)
    return (
      <Group gap="sm" role="alert">
        <Text c="red.8" size="sm">
          {describeError(query.error, t("sessions.detail.stepsFailed"))}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t("sessions.retry")}
        </Button>
      </Group>
    );
  if (!query.data)
    return (
      <Stack gap={6} aria-busy="true" aria-label={t("sessions.detail.stepsLoading")}>
        <Skeleton h={14} w="40%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={14} w="60%" />
      </Stack>
    );
  const workout = query.data.workout;
  if (!workout) return null;

  return (
    <Stack gap="sm" mt="xs">
      {WORKOUT_SECTIONS.filter((section) => workout.steps[section].length > 0).map((section) => {
        const headingId = `session-steps-${section}`;
        return (
          <section key={section} aria-labelledby={headingId}>
            <Title order={4} size="h6" id={headingId}>
              {words.category(section)}
              <Text span c="gray.7" fw={400}>
                {" · "}
                {words.distance(sectionMetres(workout.steps[section]))}
              </Text>
            </Title>
            <List listStyleType="none" spacing={2} size="sm" aria-labelledby={headingId}>
              {workout.steps[section]
                .flatMap((node) => formatNodeLines(node, language))
                .map((line, index) => {
                  const text = line.trimStart();
                  return (
                    <List.Item
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines of a text, in order, may repeat
                      key={index}
                      style={{ paddingInlineStart: `${(line.length - text.length) * 0.5}em` }}
                    >
                      {text}
                    </List.Item>
                  );
                })}
            </List>
          </section>
        );
      })}
      {workout.notes.trim() && (
        <section aria-labelledby="session-steps-notes">
          <Title order={4} size="h6" id="session-steps-notes">
            {t("sessions.detail.workoutNotes")}
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {workout.notes}
          </Text>
        </section>
      )}
    </Stack>
  );
}
