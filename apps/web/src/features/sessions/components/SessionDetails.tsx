import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Badge, Blockquote, Group, Rating, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { SESSION_STATUS_BADGE } from "../../../components/training/zone-colors.ts";
import { useSessionFormat } from "../lib/format.ts";
import { WorkoutSteps } from "./WorkoutSteps.tsx";

/** What the swimmer knows of one session: when, where, with whom, the workout, attendance, feedback, rating. */
export function SessionDetails({ session }: { session: TMySession }) {
  const { t } = useTranslation("swimmer");
  const format = useSessionFormat();
  const words = useHubWords();
  const workout = session.workout;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="filled" {...SESSION_STATUS_BADGE[session.status]}>
          {format.status(session.status)}
        </Badge>
        {session.plan && (
          <Text size="sm" c="gray.7">
            {t("sessions.detail.plan", { name: session.plan.name })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <CardField label={t("sessions.detail.day")}>{format.longDay(session.day)}</CardField>
        <CardField label={t("sessions.detail.time")}>{format.timeRange(session)}</CardField>
        <CardField label={t("sessions.detail.duration")}>
          {words.duration(session.durationMinutes * 60)}
        </CardField>
        <CardField label={t("sessions.detail.pool")}>
          {t("sessions.pool", { metres: session.poolLength })}
        </CardField>
        <CardField label={t("sessions.detail.coach")}>
          {session.coach?.fullName ?? t("sessions.detail.noCoach")}
        </CardField>
        <CardField label={t("sessions.detail.attendance")}>
          {session.attendance
            ? t(`sessions.attendance.${session.attendance}`)
            : t("sessions.attendance.notTaken")}
        </CardField>
      </SimpleGrid>
      <section aria-labelledby="session-workout">
        <Title order={3} size="h5" id="session-workout" mb={4}>
          {t("sessions.detail.workout")}
        </Title>
        {workout ? (
          <>
            <Text>
              {workout.name}
              <Text span c="gray.7">
                {" · "}
                {words.type(workout.type)} · {words.distance(workout.totalDistanceMetres)}
                {workout.estimatedSeconds > 0 ? ` · ${words.duration(workout.estimatedSeconds)}` : ""}
              </Text>
            </Text>
            <WorkoutSteps sessionId={session.id} />
          </>
        ) : (
          <Text c="gray.7">{t("sessions.detail.noWorkout")}</Text>
        )}
      </section>
      <section aria-labelledby="session-feedback">
        <Title order={3} size="h5" id="session-feedback" mb={4}>
          {t("sessions.detail.coachFeedback")}
        </Title>
        {session.coachFeedback ? (
          <Blockquote
            p="sm"
            color="blue"
            cite={session.feedbackAt ? format.stamp(session.feedbackAt) : undefined}
          >
            <Text style={{ whiteSpace: "pre-line" }}>{session.coachFeedback}</Text>
          </Blockquote>
        ) : (
          <Text c="gray.7">{t("sessions.detail.noFeedback")}</Text>
        )}
      </section>
      {session.rating !== null && (
        <section aria-labelledby="session-rating">
          <Title order={3} size="h5" id="session-rating" mb={4}>
            {t("sessions.detail.yourRating")}
          </Title>
          <Group gap="xs">
            <Rating value={session.rating} readOnly aria-hidden />
            <Text>{t("sessions.feedback.stars", { count: session.rating })}</Text>
          </Group>
          {session.ratingComment && (
            <Text mt={4} style={{ whiteSpace: "pre-line" }}>
              {session.ratingComment}
            </Text>
          )}
        </section>
      )}
    </Stack>
  );
}
