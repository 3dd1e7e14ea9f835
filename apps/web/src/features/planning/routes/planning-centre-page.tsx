import type { TPlanningOverview } from "@bazin/shared/contracts/plans";
import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths } from "../../../lib/paths.ts";
import { usePlanningOverview } from "../api/get-planning-overview.ts";
import { MostUsedWorkouts } from "../components/MostUsedWorkouts.tsx";
import { PlanningHeader } from "../components/PlanningHeader.tsx";
import { PlanningStats } from "../components/PlanningStats.tsx";
import { Recommendations } from "../components/Recommendations.tsx";
import { RecoverySettingsCard } from "../components/RecoverySettingsCard.tsx";
import { UpcomingRaces } from "../components/UpcomingRaces.tsx";
import { ZoneDistribution } from "../components/ZoneDistribution.tsx";

/**
 * /admin/traininghub, the planning centre (SPEC §2): quick links, the plans' numbers, zone distribution,
 * upcoming races, most used workouts, the server's recommendations, and the club's recovery days (admins edit
 * them, coaches read them).
 */
export function PlanningCentrePage() {
  const { t } = useTranslation("admin");
  const user = usePortalUser();
  const overview = usePlanningOverview();
  usePageTitle(t("planning.title"));

  return (
    <Stack gap="lg">
      <PlanningHeader />
      {overview.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("planning.loading")} />
        </Center>
      ) : overview.isError ? (
        <RetryAlert
          message={describeError(overview.error, t("planning.loadFailed"))}
          retryLabel={t("planning.retry")}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <PlanningOverview overview={overview.data} />
      )}
      <RecoverySettingsCard editable={user.role === "admin"} />
    </Stack>
  );
}

/** The loaded overview: what to do first (no plans, recommendations), then the numbers and lists. */
function PlanningOverview({ overview }: { overview: TPlanningOverview }) {
  return (
    <>
      {overview.activePlans === 0 && overview.draftPlans === 0 && <NoPlans />}
      <PlanningStats overview={overview} />
      <Recommendations items={overview.recommendations} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ZoneDistribution zoneMetres={overview.zoneDistribution} />
        <UpcomingRaces races={overview.upcomingRaces} />
      </SimpleGrid>
      <MostUsedWorkouts workouts={overview.mostUsedWorkouts} />
    </>
  );
}

/** No plan under way: say so and offer the first one. */
function NoPlans() {
  const { t } = useTranslation("admin");
  return (
    <Card withBorder bg="blue.0">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} size="h4">
            {t("planning.noPlans.title")}
          </Title>
          <Text>{t("planning.noPlans.text")}</Text>
        </div>
        <Button
          component={Link}
          to={paths.admin.planCreate}
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          {t("planning.noPlans.action")}
        </Button>
      </Group>
    </Card>
  );
}
