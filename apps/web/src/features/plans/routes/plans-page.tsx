import type { TPlanSummary } from "@bazin/shared/contracts/plans";
import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconChartBar, IconFlag, IconPencil, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths, planAnalyticsPath, planEditPath } from "../../../lib/paths.ts";
import { usePlans } from "../api/list-plans.ts";
import { PlanFilters } from "../components/PlanFilters.tsx";
import { PlanStatusBadge } from "../components/PlanStatusBadge.tsx";
import { usePlanDayFormat } from "../lib/format.ts";
import { usePlansParams } from "../lib/use-plans-params.ts";

/** /admin/traininghub/plans (admins and coaches): the club's training plans, filtered by status in the address. */
export function PlansPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("plans.list.title"));
  const { query, q, update, isDefault } = usePlansParams();
  const plans = usePlans(query);
  const words = useHubWords();
  const day = usePlanDayFormat();

  const name = (p: TPlanSummary) => (
    <Anchor component={Link} to={planEditPath(p.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
      {p.name}
    </Anchor>
  );
  const period = (p: TPlanSummary) =>
    t("plans.list.period", { start: day.long(p.startDate), end: day.long(p.endDate) });
  const current = (p: TPlanSummary) =>
    p.currentWeek === null
      ? t("plans.list.notRunning")
      : [
          t("plans.list.weekOf", { week: p.currentWeek, count: p.weekCount }),
          p.currentPhase ? words.phase(p.currentPhase) : null,
        ]
          .filter(Boolean)
          .join(" · ");
  const race = (p: TPlanSummary) =>
    p.nextRace ? (
      <Group gap={4} wrap="nowrap" component="span">
        <IconFlag size={16} aria-hidden />
        <span>{t("plans.list.race", { name: p.nextRace.name, date: day.short(p.nextRace.date) })}</span>
      </Group>
    ) : (
      <Text span size="sm" c="gray.7">
        {t("plans.list.noRace")}
      </Text>
    );
  const actions = (p: TPlanSummary) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t("plans.list.edit", { name: p.name })}>
        <ActionIcon
          component={Link}
          to={planEditPath(p.id)}
          variant="subtle"
          aria-label={t("plans.list.edit", { name: p.name })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("plans.list.analytics", { name: p.name })}>
        <ActionIcon
          component={Link}
          to={planAnalyticsPath(p.id)}
          variant="subtle"
          aria-label={t("plans.list.analytics", { name: p.name })}
        >
          <IconChartBar size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("plans.list.title")}
          </Title>
          <Text c="gray.7" mt={4}>
            {t("plans.list.intro")}
          </Text>
        </div>
        <Button component={Link} to={paths.admin.planCreate} leftSection={<IconPlus size={18} aria-hidden />}>
          {t("plans.list.create")}
        </Button>
      </Group>

      <PlanFilters query={query} q={q} update={update} />

      <Text aria-live="polite">
        {plans.data ? t("plans.list.total", { count: plans.data.items.length }) : "\u00a0"}
      </Text>

      <ListTable<TPlanSummary>
        query={plans}
        label={t("plans.list.listLabel")}
        columns={[
          t("plans.list.columns.name"),
          t("plans.list.columns.status"),
          t("plans.list.columns.period"),
          t("plans.list.columns.current"),
          t("plans.list.columns.swimmers"),
          t("plans.list.columns.nextRace"),
          t("plans.list.columns.actions"),
        ]}
        minWidth={980}
        empty={isDefault ? t("plans.list.empty") : t("plans.list.emptyFiltered")}
        errorMessage={describeError(plans.error, t("plans.list.loadFailed"))}
        retryLabel={t("plans.list.retry")}
        row={(p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{name(p)}</Table.Td>
            <Table.Td>
              <PlanStatusBadge status={p.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{period(p)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{current(p)}</Text>
            </Table.Td>
            <Table.Td>{p.swimmerCount}</Table.Td>
            <Table.Td>
              <Text size="sm" component="div">
                {race(p)}
              </Text>
            </Table.Td>
            <Table.Td>{actions(p)}</Table.Td>
          </Table.Tr>
        )}
        card={(p) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {name(p)}
              <PlanStatusBadge status={p.status} />
            </Group>
            <CardField label={t("plans.list.columns.period")}>{period(p)}</CardField>
            <CardField label={t("plans.list.columns.current")}>{current(p)}</CardField>
            <CardField label={t("plans.list.columns.swimmers")}>{p.swimmerCount}</CardField>
            <Text size="sm" component="div">
              {race(p)}
            </Text>
            {actions(p)}
          </Stack>
        )}
      />
    </Stack>
  );
}
