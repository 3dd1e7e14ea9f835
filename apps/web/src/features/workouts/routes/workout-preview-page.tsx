import type { TWorkout } from "@bazin/shared/contracts/workouts";
import { Alert, Anchor, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconArchive } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useWorkout } from "../api/get-workout.ts";
import { PreviewSheet } from "../components/PreviewSheet.tsx";
import { PreviewToolbar } from "../components/PreviewToolbar.tsx";
import { useWorkoutActions } from "../components/WorkoutActions.tsx";
import { WorkoutCopyNotice } from "../components/WorkoutCopyNotice.tsx";
import { previewSections } from "../lib/preview-sections.ts";
import { printLayout } from "../lib/print-layout.ts";

/** A missing workout (deleted, or a link with a wrong id): nothing to try again. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /admin/traininghub/workouts/:id/preview (admins and coaches): the workout as the swimmer and the pool deck
 * see it, with edit, duplicate, FIT download and print on one A4 page.
 */
export function WorkoutPreviewPage() {
  const { t, i18n } = useTranslation("admin");
  const { id = "" } = useParams();
  const workout = useWorkout(id);
  const [copy, setCopy] = useState<TWorkout | null>(null);
  const [a4, setA4] = useState(false);
  const actions = useWorkoutActions({ onDuplicated: setCopy });
  usePageTitle(
    workout.data ? t("workouts.preview.title", { name: workout.data.name }) : t("workouts.preview.pageTitle"),
  );

  const language = i18n.resolvedLanguage === "en" ? "en" : "ro";
  const sections = useMemo(
    () => (workout.data ? previewSections(workout.data.steps, language) : []),
    [workout.data, language],
  );
  const layout = useMemo(
    () => printLayout({ sections: sections.map((s) => s.lines), notes: workout.data?.notes ?? "" }),
    [sections, workout.data?.notes],
  );

  if (workout.isError && isNotFound(workout.error))
    return (
      <Stack gap="md">
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
          title={t("workouts.preview.notFound")}
        >
          <Anchor component={Link} to={paths.admin.workouts}>
            {t("workouts.preview.back")}
          </Anchor>
        </Alert>
      </Stack>
    );

  if (workout.isError)
    return (
      <RetryAlert
        message={describeError(workout.error, t("workouts.preview.loadFailed"))}
        retryLabel={t("workouts.preview.retry")}
        onRetry={() => void workout.refetch()}
        retrying={workout.isFetching}
      />
    );

  if (!workout.data)
    return (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">{t("workouts.preview.loading")}</VisuallyHidden>
        <Skeleton h={36} w="60%" />
        <Skeleton h={24} w="40%" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PreviewToolbar workout={workout.data} actions={actions} a4={a4} onA4Change={setA4} />
      {workout.data.archived && (
        <Alert color="gray" icon={<IconArchive aria-hidden />} data-print-hide>
          {t("workouts.preview.archived")}
        </Alert>
      )}
      {copy && <WorkoutCopyNotice copy={copy} onClose={() => setCopy(null)} />}
      <PreviewSheet workout={workout.data} sections={sections} layout={layout} a4={a4} />
      {actions.dialogs}
    </Stack>
  );
}
