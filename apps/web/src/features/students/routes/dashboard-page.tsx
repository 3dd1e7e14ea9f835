import { numberFormat } from "@bazin/shared/lib/intl";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMessages, IconRefresh, IconSpeakerphone, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { paths } from "../../../lib/paths.ts";
import { useDashboard, useStudentAction } from "../api/students.ts";
import { RegistrationsChart } from "../components/RegistrationsChart.tsx";
import { SlotOccupancyCard } from "../components/SlotOccupancyCard.tsx";

/** The dashboard's shortcuts to the admin's most frequent work. */
const QUICK_ACTIONS = [
  { to: paths.admin.users, label: "users", icon: IconUsers },
  { to: `${paths.admin.users}?expiring=true`, label: "expiring", icon: IconRefresh },
  { to: `${paths.admin.users}?tab=accounts`, label: "accounts", icon: IconUserPlus },
  { to: paths.admin.announcements, label: "announcements", icon: IconSpeakerphone },
  { to: paths.admin.chat, label: "chat", icon: IconMessages },
] as const;

/** /admin: the club at a glance (spec §2 Admin): students, expiring registrations, quick actions, charts. */
export function DashboardPage() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const user = usePortalUser();
  usePageTitle(t("dashboard.title"));
  const dashboard = useDashboard();
  const renew = useStudentAction();
  const data = dashboard.data;
  const percent = numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });

  const onRenew = (id: string, name: string) =>
    renew.mutate(
      { action: "renew", id },
      {
        onSuccess: () => notifications.show({ color: "green", message: t("dashboard.renewed", { name }) }),
        onError: (error) =>
          notifications.show({
            color: "red",
            message: adminErrorMessage(error, "admin:students.errors.status"),
          }),
      },
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("dashboard.title")}</Title>
        <Text c="dimmed" mt={4} data-testid="signed-in-name">
          {t("common:portal.home.title", { name: `${user.firstName} ${user.lastName}` })}
        </Text>
      </div>
      {dashboard.isError && (
        <RetryAlert
          message={adminErrorMessage(dashboard.error, "admin:dashboard.loadError")}
          retryLabel={t("dashboard.retry")}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      )}
      <SimpleGrid cols={3} spacing={{ base: "xs", sm: "md" }}>
        <Stat label={t("dashboard.totalStudents")} value={data?.totalStudents} />
        <Stat label={t("dashboard.activeStudents")} value={data?.activeStudents} />
        <Stat
          label={t("dashboard.activityRate")}
          value={data ? percent.format(data.activityRate) : undefined}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("dashboard.expiringTitle")}
          </Title>
          {!data ? (
            <Skeleton h={80} />
          ) : data.expiringSoon.length === 0 ? (
            <Text c="dimmed">{t("dashboard.expiringEmpty")}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {data.expiringSoon.map((s) => (
                <Group key={s.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <Text fw={600}>{s.fullName}</Text>
                    <Badge color={s.daysRemaining <= 2 ? "red" : "orange"} variant="light" c="dark.8">
                      {t("dashboard.daysLeft", { count: s.daysRemaining })}
                    </Badge>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRefresh size={16} aria-hidden />}
                    aria-label={t("dashboard.renewLabel", { name: s.fullName })}
                    loading={renew.isPending && renew.variables?.id === s.id}
                    onClick={() => onRenew(s.id, s.fullName)}
                  >
                    {t("dashboard.renew")}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("dashboard.quickActions")}
          </Title>
          <Stack gap="xs">
            {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
              <Anchor key={label} component={Link} to={to}>
                <Group gap="xs" wrap="nowrap">
                  <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
                  {t(`dashboard.actions.${label}`)}
                </Group>
              </Anchor>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>

      <RegistrationsChart byMonth={data?.registrationsByMonth} />
      <SlotOccupancyCard slots={data?.occupancy} />
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <Card withBorder p={{ base: "sm", sm: "md" }}>
      <Text c="dimmed" size="sm" lh={1.3}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={32} mt={4} />
      ) : (
        <Text fz={{ base: 24, sm: 32 }} fw={700}>
          {value}
        </Text>
      )}
    </Card>
  );
}
