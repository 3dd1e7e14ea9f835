import { Alert, Anchor, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { workoutQuery } from "../api/get-workout.ts";
import { BuilderForm } from "../components/BuilderForm.tsx";

/** A workout that is not there (deleted, or a wrong id in the link): nothing to try again. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A workout just saved (the save puts its answer in the cache) or just seen opens without a second load. */
const FRESH_MS = 30_000;

/**
 * The builder on a saved workout: loading, missing, failed, then the builder with its steps. Once it has the
 * workout, the builder keeps its own copy: a later reload (or its failure) does not touch what is being edited.
 */
function EditWorkout({ id }: { id: string }) {
  const { t } = useTranslation("admin");
  const workout = useQuery({ ...workoutQuery(id), staleTime: FRESH_MS });
  usePageTitle(
    workout.data ? t("builder.editPageTitle", { name: workout.data.name }) : t("builder.editTitle"),
  );

  if (workout.data) return <BuilderForm workout={workout.data} />;
  if (workout.isError && isNotFound(workout.error))
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
        title={t("builder.notFound")}
      >
        <Anchor component={Link} to={paths.admin.workouts}>
          {t("builder.back")}
        </Anchor>
      </Alert>
    );
  if (workout.isError)
    return (
      <RetryAlert
        message={describeError(workout.error, t("builder.loadFailed"))}
        retryLabel={t("builder.retry")}
        onRetry={() => void workout.refetch()}
        retrying={workout.isFetching}
      />
    );
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t("builder.loading")}</VisuallyHidden>
      <Skeleton h={36} w="50%" />
      <Skeleton h={160} />
      <Skeleton h={280} />
    </Stack>
  );
}

function CreateWorkout() {
  const { t } = useTranslation("admin");
  usePageTitle(t("builder.createTitle"));
  return <BuilderForm workout={null} />;
}

/**
 * /admin/traininghub/create-workout and /admin/traininghub/edit-workout/:id (admins and coaches): the workout
 * builder. Keyed by the id, so the page starts afresh when a created workout opens for editing.
 */
export function WorkoutBuilderPage() {
  const { id } = useParams();
  return id ? <EditWorkout key={id} id={id} /> : <CreateWorkout key="new" />;
}
