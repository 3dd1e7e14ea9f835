import type { TWorkoutPage } from "@bazin/shared/contracts/workouts";
import {
  Button,
  EmptyState,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  useMatches,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFilterOff, IconPlus, IconSwimming } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import type { WorkoutActions } from "./WorkoutActions.tsx";
import { WorkoutCard } from "./WorkoutCard.tsx";

const SKELETON_CARDS = 6;

export interface LibraryGridProps {
  query: {
    data: TWorkoutPage | undefined;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** Filters or a search are on: an empty page means "no match", not "no workouts yet". */
  isFiltered: boolean;
  onClearFilters: () => void;
  page: number;
  onPage: (page: number) => void;
  actions: WorkoutActions;
}

/**
 * The library's cards in a grid (one column on a phone, up to three on a wide screen) with its states: a
 * retry alert when loading failed, skeleton cards while it loads, an empty state that invites to build the
 * first workout or to clear the filters, and the page controls.
 */
export function LibraryGrid({ query, isFiltered, onClearFilters, page, onPage, actions }: LibraryGridProps) {
  const { t } = useTranslation("admin");
  const phone = useMediaQuery("(max-width: 48em)");
  // The sidebar takes 250 px from md up: two cards need a desktop, three a wide one.
  const columns = useMatches({ base: 1, md: 2, lg: 3 });
  const { data } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  if (query.isError && !data)
    return (
      <RetryAlert
        message={describeError(query.error, t("workouts.loadFailed"))}
        retryLabel={t("workouts.retry")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );

  if (!data)
    return (
      <SimpleGrid cols={columns} aria-busy="true">
        <VisuallyHidden role="status">{t("workouts.loading")}</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} h={230} radius="lg" />
        ))}
      </SimpleGrid>
    );

  if (data.items.length === 0)
    return (
      <Paper withBorder p="xl">
        {isFiltered ? (
          <EmptyState
            icon={<IconFilterOff size={32} aria-hidden />}
            title={t("workouts.noMatch.title")}
            description={t("workouts.noMatch.text")}
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={onClearFilters}>
                {t("workouts.noMatch.action")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<IconSwimming size={32} aria-hidden />}
            title={t("workouts.empty.title")}
            description={t("workouts.empty.text")}
          >
            <EmptyState.Actions>
              <Button
                component={Link}
                to={paths.admin.workoutCreate}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t("workouts.empty.action")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        )}
      </Paper>
    );

  return (
    <Stack gap="md">
      {query.isError && (
        <RetryAlert
          message={describeError(query.error, t("workouts.loadFailed"))}
          retryLabel={t("workouts.retry")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      <SimpleGrid
        component="ul"
        cols={columns}
        spacing="md"
        m={0}
        p={0}
        aria-label={t("workouts.listLabel")}
        style={{ listStyle: "none" }}
        data-columns={columns}
      >
        {data.items.map((workout) => (
          <li key={workout.id}>
            <WorkoutCard workout={workout} actions={actions} />
          </li>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          // Without the neighbours of the current page, the controls fit a 360 px phone's width.
          siblings={phone ? 0 : 1}
          getControlProps={(control) => ({ "aria-label": t(`list.pages.${control}`) })}
          getItemProps={(item) => ({ "aria-label": `${t("workouts.pagination")} ${item}` })}
        />
      )}
    </Stack>
  );
}
