import type { TStudentTimes } from "@bazin/shared/contracts/times";
import { SWIM_EVENTS } from "@bazin/shared/domain/training/events";
import { seasonLabel, seasonOf } from "@bazin/shared/domain/training/personal-bests";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { numberFormat } from "@bazin/shared/lib/intl";
import {
  Anchor,
  Badge,
  Card,
  Grid,
  Group,
  NavLink as MantineNavLink,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconMessages,
  IconStopwatch,
  IconTrophy,
  IconUserCircle,
  IconUserQuestion,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RetryAlert } from "../../components/RetryAlert.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { DashboardSessions } from "../../features/sessions/components/DashboardSessions.tsx";
import { isNoSwimmerProfile, myTimesQuery } from "../../features/times/api/get-my-times.ts";
import { RecentPersonalBests } from "../../features/times/components/RecentPersonalBests.tsx";
import { TABULAR, useTrainingWords } from "../../features/times/lib/format.ts";
import { describeError } from "../../lib/describe-error.ts";
import { paths } from "../../lib/paths.ts";
import { usePortalUser } from "../layouts/portal-context.ts";

/** One event of this season: its season best against the best from before the season (null: a new event). */
interface SeasonEvent {
  key: string;
  event: TStudentTimes["personalBests"][number]["event"];
  poolLength: number;
  seasonBest: number;
  before: number | null;
}

/** The events swum this season, in list order, each with the personal best the swimmer brought into it. */
function seasonEvents(data: TStudentTimes): SeasonEvent[] {
  return data.personalBests
    .filter((pb) => pb.seasonBestHundredths !== null)
    .map((pb) => {
      const earlier = data.history
        .filter(
          (swim) =>
            swim.event === pb.event &&
            swim.poolLength === pb.poolLength &&
            seasonOf(swim.swumOn) < data.season,
        )
        .map((swim) => swim.hundredths);
      return {
        key: `${pb.event}-${pb.poolLength}`,
        event: pb.event,
        poolLength: pb.poolLength,
        seasonBest: pb.seasonBestHundredths as number,
        before: earlier.length > 0 ? Math.min(...earlier) : null,
      };
    })
    .sort(
      (a, b) => SWIM_EVENTS.indexOf(a.event) - SWIM_EVENTS.indexOf(b.event) || a.poolLength - b.poolLength,
    );
}

/**
 * "This season": per event, how far the season best moved the personal best, in seconds and in per cent. The
 * bars follow the per cent, so a 50 m and a 400 m compare fairly.
 */
function SeasonProgress({ data }: { data: TStudentTimes }) {
  const { t, i18n } = useTranslation("swimmer");
  const words = useTrainingWords();
  const titleId = useId();
  const events = seasonEvents(data);
  const gains = events.map((e) => (e.before === null ? 0 : e.before - e.seasonBest));
  const shares = events.map((e, i) => (e.before === null ? 0 : (gains[i] as number) / e.before));
  const largest = Math.max(Number.EPSILON, ...shares);
  const seconds = (hundredths: number) => (Math.abs(hundredths) / 100).toFixed(2);
  const percent = numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });

  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("dashboard.season.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("dashboard.season.intro", { season: seasonLabel(data.season) })}
      </Text>
      {events.length === 0 ? (
        <Text c="gray.7">{t("dashboard.season.empty")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          m={0}
          p={0}
          aria-label={t("dashboard.season.listLabel")}
          style={{ listStyle: "none" }}
        >
          {events.map((e, index) => {
            const gain = gains[index] as number;
            const share = shares[index] as number;
            return (
              <li key={e.key}>
                <Group justify="space-between" wrap="nowrap" gap="sm" align="baseline">
                  <Group gap={6} style={{ minWidth: 0 }}>
                    <Text fw={600}>{words.event(e.event)}</Text>
                    <Badge variant="light" color="gray" size="sm" tt="none">
                      {words.pool(e.poolLength)}
                    </Badge>
                  </Group>
                  <Text fw={700} style={{ ...TABULAR, flexShrink: 0 }}>
                    <VisuallyHidden>{t("dashboard.season.seasonBest")}: </VisuallyHidden>
                    {formatSwimTime(e.seasonBest)}
                  </Text>
                </Group>
                {e.before === null ? (
                  <Text size="sm" c="dimmed">
                    {t("dashboard.season.newEvent")}
                  </Text>
                ) : (
                  <>
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Text
                        size="sm"
                        fw={gain > 0 ? 600 : 400}
                        c={gain > 0 ? "teal.9" : gain < 0 ? "orange.9" : "dimmed"}
                        style={TABULAR}
                      >
                        {gain > 0
                          ? t("dashboard.season.faster", {
                              delta: seconds(gain),
                              percent: percent.format(share),
                            })
                          : gain < 0
                            ? t("dashboard.season.slower", {
                                delta: seconds(gain),
                                percent: percent.format(-share),
                              })
                            : t("dashboard.season.same")}
                      </Text>
                      <Text size="xs" c="dimmed" style={TABULAR}>
                        {t("dashboard.season.before", { time: formatSwimTime(e.before) })}
                      </Text>
                    </Group>
                    {/* The words above say it; the bar only lets the eye compare events. */}
                    <Progress
                      aria-hidden
                      mt={4}
                      size="sm"
                      color="teal"
                      value={share > 0 ? (share / largest) * 100 : 0}
                    />
                  </>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

/** The club records the swimmer holds now, as a count, and the way to their times page. */
function HeldRecordsCount({ count }: { count: number }) {
  const { t } = useTranslation("swimmer");
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="yellow" size="xl" radius="xl" aria-hidden>
          <IconTrophy size={24} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {t("dashboard.records.title")}
          </Title>
          <Text>{count > 0 ? t("dashboard.records.held", { count }) : t("dashboard.records.none")}</Text>
          <Anchor component={Link} to={paths.swimmer.times} fw={500}>
            {t("dashboard.records.link")}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

function QuickLinks() {
  const { t } = useTranslation("swimmer");
  const titleId = useId();
  const links = [
    { to: paths.swimmer.times, label: t("dashboard.links.times"), icon: IconStopwatch },
    { to: paths.swimmer.chat, label: t("dashboard.links.chat"), icon: IconMessages },
    { to: paths.swimmer.profile, label: t("dashboard.links.profile"), icon: IconUserCircle },
  ];
  return (
    <Card withBorder component="nav" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="xs" id={titleId}>
        {t("dashboard.links.title")}
      </Title>
      <Stack gap={4}>
        {links.map((link) => (
          <MantineNavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            leftSection={<link.icon size={20} stroke={1.6} aria-hidden />}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        ))}
      </Stack>
    </Card>
  );
}

/** The account has no student behind it yet: say what that means and who fixes it. */
function NotLinkedCard() {
  const { t } = useTranslation("swimmer");
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
          <IconUserQuestion size={24} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {t("dashboard.notLinked.title")}
          </Title>
          <Text>{t("dashboard.notLinked.text")}</Text>
          <Text c="gray.7">{t("dashboard.notLinked.hint")}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * The swimmer's /swimmer dashboard (TRAINING.md §7): a greeting, the newest personal bests, this season's
 * progress, the club records held, and shortcuts; first the attendance rate, the next session and unread
 * feedback. It composes the sessions and times features.
 */
export function SwimmerDashboardPage() {
  const { t } = useTranslation("swimmer");
  const user = usePortalUser();
  usePageTitle(t("dashboard.pageTitle"));
  const times = useQuery(myTimesQuery);
  const notLinked = isNoSwimmerProfile(times.error);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} data-testid="signed-in-name">
          {t("dashboard.greeting", { name: user.firstName })}
        </Title>
        {times.data && (
          <Text c="gray.7" mt={4}>
            {t("dashboard.intro", { season: seasonLabel(times.data.season) })}
          </Text>
        )}
      </div>

      {times.isError && !notLinked && (
        <RetryAlert
          message={describeError(times.error, t("dashboard.loadFailed"))}
          retryLabel={t("dashboard.retry")}
          onRetry={() => void times.refetch()}
          retrying={times.isFetching}
        />
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <DashboardSessions />
            {notLinked ? (
              <NotLinkedCard />
            ) : times.data ? (
              <>
                <RecentPersonalBests data={times.data} />
                <SeasonProgress data={times.data} />
              </>
            ) : (
              times.isPending && (
                <Stack gap="lg" aria-busy>
                  <VisuallyHidden role="status">{t("dashboard.loading")}</VisuallyHidden>
                  <Skeleton h={260} />
                  <Skeleton h={200} />
                </Stack>
              )
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {times.data && <HeldRecordsCount count={times.data.records.length} />}
            <QuickLinks />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
