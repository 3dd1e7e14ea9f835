import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { usePlan } from "../api/get-plan.ts";
import { PlanForm } from "../components/PlanForm.tsx";
import { PlanLoadFailure } from "../components/PlanPageState.tsx";
import { PlanStatusBadge } from "../components/PlanStatusBadge.tsx";
import { PlansDatesProvider } from "../components/PlansDatesProvider.tsx";

/**
 * /admin/traininghub/plans/new and /admin/traininghub/edit-plan/:id (admins and coaches): the plan form, empty
 * for a new plan, or with the saved plan once it has loaded.
 */
export function PlanFormPage() {
  const { id } = useParams();
  return <PlansDatesProvider>{id ? <EditPlan id={id} /> : <NewPlan />}</PlansDatesProvider>;
}

function Header({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.admin.plans} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("plans.form.backToList")}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {children}
      </Group>
      <Text c="gray.7">{intro}</Text>
    </Stack>
  );
}

function NewPlan() {
  const { t } = useTranslation("admin");
  usePageTitle(t("plans.form.createTitle"));
  return (
    <Stack gap="lg">
      <Header title={t("plans.form.createTitle")} intro={t("plans.form.createIntro")} />
      <PlanForm />
    </Stack>
  );
}

function EditPlan({ id }: { id: string }) {
  const { t } = useTranslation("admin");
  const plan = usePlan(id);
  usePageTitle(plan.data ? plan.data.name : t("plans.form.editTitle"));
  if (plan.isError)
    return (
      <PlanLoadFailure error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
    );
  if (!plan.data) return <Skeleton h={480} />;
  return (
    <Stack gap="lg">
      <Header title={plan.data.name} intro={t("plans.form.editIntro")}>
        <PlanStatusBadge status={plan.data.status} />
      </Header>
      {/* A new plan id (after "save" on /plans/new, or a link to another plan) starts a fresh form. */}
      <PlanForm key={plan.data.id} plan={plan.data} />
    </Stack>
  );
}
