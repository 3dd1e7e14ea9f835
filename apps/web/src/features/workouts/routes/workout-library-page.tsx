import type { TWorkout } from "@bazin/shared/contracts/workouts";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { useWorkouts } from "../api/list-workouts.ts";
import { LibraryFilters } from "../components/LibraryFilters.tsx";
import { LibraryGrid } from "../components/LibraryGrid.tsx";
import { useWorkoutActions } from "../components/WorkoutActions.tsx";
import { WorkoutCopyNotice } from "../components/WorkoutCopyNotice.tsx";
import { CLEARED_FILTERS, useLibraryParams } from "../lib/library-params.ts";

/**
 * /admin/traininghub/workouts (admins and coaches): the club's workouts as cards, searched, filtered and sorted
 * in the address, paged; each card opens the preview and has the workout's actions.
 */
export function WorkoutLibraryPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("workouts.title"));
  const { filter, search, update, activeCount, isFiltered } = useLibraryParams();
  const workouts = useWorkouts(search);
  const [copy, setCopy] = useState<TWorkout | null>(null);
  const actions = useWorkoutActions({ onDuplicated: setCopy });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("workouts.title")}
          </Title>
          <Text c="gray.7" mt={4}>
            {t("workouts.intro")}
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.admin.workoutCreate}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t("workouts.create")}
        </Button>
      </Group>

      <LibraryFilters filter={filter} update={update} activeCount={activeCount} isFiltered={isFiltered} />

      {copy && <WorkoutCopyNotice copy={copy} onClose={() => setCopy(null)} />}

      <Text aria-live="polite">
        {workouts.data ? t("workouts.total", { count: workouts.data.total }) : "\u00a0"}
      </Text>

      <LibraryGrid
        query={workouts}
        isFiltered={isFiltered}
        onClearFilters={() => update(CLEARED_FILTERS)}
        page={filter.page}
        onPage={(page) => update({ page })}
        actions={actions}
      />
      {actions.dialogs}
    </Stack>
  );
}
