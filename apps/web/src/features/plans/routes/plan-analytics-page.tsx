import type { TPlan } from "@bazin/shared/contracts/plans";
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCalendarEvent, IconPencil } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths, planEditPath } from "../../../lib/paths.ts";
import { usePlan } from "../api/get-plan.ts";
import { usePlanAnalytics } from "../api/get-plan-analytics.ts";
import { PlanCalendar } from "../components/PlanCalendar.tsx";
import { PlanLoadFailure } from "../components/PlanPageState.tsx";
import { PlanStatusBadge } from "../components/PlanStatusBadge.tsx";
import { PlanTimeline } from "../components/PlanTimeline.tsx";
import { SessionsSummary } from "../components/SessionsSummary.tsx";
import { SwimmersTab } from "../components/SwimmersTab.tsx";
import { VolumeChart } from "../components/VolumeChart.tsx";
import { ZoneChart } from "../components/ZoneChart.tsx";
import { planValuesOf } from "../lib/form-values.ts";
import { usePlanDayFormat } from "../lib/format.ts";

const TABS = ["calendar", "swimmers", "sessions", "analytics"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /admin/traininghub/plans/:id/analytics (admins and coaches): a plan's calendar (read-only), its swimmers,
 * its sessions (filled by the sessions issue) and its planned volume. The tab is in the address (?tab=…).
 */
export function PlanAnalyticsPage() {
  const { t } = useTranslation("admin");
  const { id = "" } = useParams();
  const plan = usePlan(id);
  const [params, setParams] = useSearchParams();
  const current = params.get("tab");
  const tab: Tab = isTab(current) ? current : "calendar";
  usePageTitle(`${t(`plans.tabs.${tab}`)} · ${plan.data?.name ?? t("plans.analytics.title")}`);
  const day = usePlanDayFormat();

  if (plan.isError)
    return (
      <PlanLoadFailure error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
    );
  if (!plan.data) return <Skeleton h={480} />;
  const p = plan.data;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.admin.plans} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t("plans.form.backToList")}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <div>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
                {p.name}
              </Title>
              <PlanStatusBadge status={p.status} />
            </Group>
            <Text c="gray.7" mt={4}>
              {t("plans.list.period", { start: day.long(p.startDate), end: day.long(p.endDate) })}
            </Text>
          </div>
          <Button
            component={Link}
            to={planEditPath(p.id)}
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            {p.readOnly ? t("plans.analytics.open") : t("plans.analytics.edit")}
          </Button>
        </Group>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== "calendar" ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`plans.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="calendar">
          <ReadOnlyCalendar plan={p} />
        </Tabs.Panel>
        <Tabs.Panel value="swimmers">
          <AnalyticsData id={p.id}>{(a) => <SwimmersTab participants={a.participants} />}</AnalyticsData>
        </Tabs.Panel>
        <Tabs.Panel value="sessions">
          <Card>
            <Stack align="center" gap="xs" py="lg">
              <IconCalendarEvent size={40} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fw={600}>{t("plans.sessions.title")}</Text>
              <Text c="gray.7" ta="center" maw={520}>
                {t("plans.sessions.empty")}
              </Text>
            </Stack>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsData id={p.id}>{(a) => <AnalyticsTab plan={p} analytics={a} />}</AnalyticsData>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ReadOnlyCalendar({ plan }: { plan: TPlan }) {
  const values = useMemo(() => planValuesOf(plan), [plan]);
  return (
    <PlanCalendar
      startDate={values.startDate}
      endDate={values.endDate}
      phases={values.phases}
      races={values.races}
      placements={values.placements}
    />
  );
}

type Analytics = NonNullable<ReturnType<typeof usePlanAnalytics>["data"]>;

/** The analytics answer for a tab, with its loading and failure states. */
function AnalyticsData({ id, children }: { id: string; children: (analytics: Analytics) => ReactNode }) {
  const { t } = useTranslation("admin");
  const analytics = usePlanAnalytics(id);
  if (analytics.isError)
    return (
      <RetryAlert
        message={describeError(analytics.error, t("plans.analytics.loadFailed"))}
        retryLabel={t("plans.list.retry")}
        onRetry={() => void analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  if (!analytics.data) return <Skeleton h={320} />;
  return <>{children(analytics.data)}</>;
}

function AnalyticsTab({ plan, analytics }: { plan: TPlan; analytics: Analytics }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const workouts = analytics.weeks.reduce((sum, w) => sum + w.workoutCount, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Card padding="md">
          <Text size="sm" c="gray.7">
            {t("plans.analytics.totalMetres")}
          </Text>
          <Text fw={700} size="xl">
            {words.distance(analytics.totalMetres)}
          </Text>
        </Card>
        <Card padding="md">
          <Text size="sm" c="gray.7">
            {t("plans.analytics.weeks")}
          </Text>
          <Text fw={700} size="xl">
            {plan.weekCount}
          </Text>
        </Card>
        <Card padding="md">
          <Text size="sm" c="gray.7">
            {t("plans.analytics.workouts")}
          </Text>
          <Text fw={700} size="xl">
            {workouts}
          </Text>
        </Card>
      </SimpleGrid>
      <SessionsSummary totals={analytics.sessionTotals} />
      <Card component="section" aria-labelledby="plan-volume-title">
        <Title id="plan-volume-title" order={2} size="h4" mb="sm">
          {t("plans.analytics.volumeTitle")}
        </Title>
        {analytics.totalMetres === 0 ? (
          <Text c="gray.7">{t("plans.analytics.noVolume")}</Text>
        ) : (
          <VolumeChart weeks={analytics.weeks} />
        )}
      </Card>
      <Card component="section" aria-labelledby="plan-zones-title">
        <Title id="plan-zones-title" order={2} size="h4" mb="sm">
          {t("plans.analytics.zonesTitle")}
        </Title>
        {analytics.totalMetres === 0 ? (
          <Text c="gray.7">{t("plans.analytics.noVolume")}</Text>
        ) : (
          <ZoneChart zoneTotals={analytics.zoneTotals} totalMetres={analytics.totalMetres} />
        )}
      </Card>
      <Card component="section" aria-labelledby="plan-timeline-title">
        <Title id="plan-timeline-title" order={2} size="h4" mb="sm">
          {t("plans.analytics.timelineTitle")}
        </Title>
        <PlanTimeline plan={plan} />
      </Card>
    </Stack>
  );
}
