import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMessages, IconRefresh, IconSettings, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { useWeekdayName } from "../../public/lib/use-weekday-name.ts";
import { useDashboard, useStudentAction } from "../api/students.ts";
import { adminErrorMessage } from "../lib/errors.ts";

/** /admin: the club at a glance (spec §2 Admin): students, expiring registrations, quick actions, charts. */
export function DashboardPage() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const user = usePortalUser();
  usePageTitle(t("dashboard.title"));
  const dashboard = useDashboard();
  const renew = useStudentAction();
  const weekday = useWeekdayName("short");
  const data = dashboard.data;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: "short", year: "2-digit", timeZone: "UTC" }).format(
      new Date(`${month}-01T00:00:00Z`),
    );

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

  const months = data?.registrationsByMonth.map((m) => ({ label: monthName(m.month), count: m.count })) ?? [];
  const slots =
    data?.occupancy.map((s) => ({
      label: `${weekday(s.weekday)} ${s.startTime}`,
      taken: s.taken,
      capacity: s.capacity,
    })) ?? [];

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
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
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
            <Anchor component={Link} to={paths.admin.users}>
              <Group gap="xs">
                <IconUsers size={18} aria-hidden />
                {t("dashboard.actions.users")}
              </Group>
            </Anchor>
            <Anchor component={Link} to={`${paths.admin.users}?expiring=true`}>
              <Group gap="xs">
                <IconRefresh size={18} aria-hidden />
                {t("dashboard.actions.expiring")}
              </Group>
            </Anchor>
            <Anchor component={Link} to={`${paths.admin.users}?tab=accounts`}>
              <Group gap="xs">
                <IconUserPlus size={18} aria-hidden />
                {t("dashboard.actions.accounts")}
              </Group>
            </Anchor>
            <Anchor component={Link} to={paths.admin.chat}>
              <Group gap="xs">
                <IconMessages size={18} aria-hidden />
                {t("dashboard.actions.chat")}
              </Group>
            </Anchor>
            <Anchor component={Link} to={paths.admin.settings}>
              <Group gap="xs">
                <IconSettings size={18} aria-hidden />
                {t("dashboard.actions.settings")}
              </Group>
            </Anchor>
          </Stack>
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title={t("dashboard.registrationsTitle")}
          ready={!!data}
          chart={
            <BarChart
              h={240}
              data={months}
              dataKey="label"
              series={[{ name: "count", label: t("dashboard.registrations"), color: "blue.6" }]}
              tickLine="y"
              barChartProps={{ accessibilityLayer: false }}
            />
          }
          table={
            <DataTable
              head={[t("dashboard.month"), t("dashboard.registrations")]}
              rows={months.map((m) => [m.label, m.count])}
            />
          }
        />
        <ChartCard
          title={t("dashboard.occupancyTitle")}
          ready={!!data}
          chart={
            <BarChart
              h={240}
              data={slots}
              dataKey="label"
              withLegend
              series={[
                { name: "taken", label: t("dashboard.taken"), color: "teal.6" },
                { name: "capacity", label: t("dashboard.capacity"), color: "gray.4" },
              ]}
              tickLine="y"
              barChartProps={{ accessibilityLayer: false }}
            />
          }
          table={
            <DataTable
              head={[t("dashboard.slot"), t("dashboard.taken"), t("dashboard.capacity")]}
              rows={slots.map((s) => [s.label, s.taken, s.capacity])}
            />
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <Card withBorder>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={32} mt={4} />
      ) : (
        <Text fz={32} fw={700}>
          {value}
        </Text>
      )}
    </Card>
  );
}

/** A chart with its numbers as a visually hidden table, so screen readers get the same data. */
function ChartCard(props: { title: string; ready: boolean; chart: React.ReactNode; table: React.ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {props.ready ? (
        <>
          <div aria-hidden>{props.chart}</div>
          <VisuallyHidden>{props.table}</VisuallyHidden>
        </>
      ) : (
        <Skeleton h={240} />
      )}
    </Card>
  );
}

function DataTable({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={String(row[0])}>
            {head.map((column, i) => (
              <Table.Td key={column}>{row[i]}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
