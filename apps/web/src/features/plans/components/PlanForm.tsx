import type { TPlan, TPlanInputParsed, TRecoveryConflict } from "@bazin/shared/contracts/plans";
import { canDeletePlan } from "@bazin/shared/domain/training/plan-rules";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChartBar, IconLock, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { LeaveGuard } from "../../../components/LeaveGuard.tsx";
import { describeError } from "../../../lib/describe-error.ts";
import { paths, planAnalyticsPath, planEditPath } from "../../../lib/paths.ts";
import { useDeletePlan } from "../api/delete-plan.ts";
import { useSavePlan } from "../api/save-plan.ts";
import { weekCountOf } from "../lib/calendar.ts";
import { emptyPlanValues, type PlanFormValues, planValuesOf, statusChoices } from "../lib/form-values.ts";
import { usePhaseMessages } from "../lib/phase-messages.ts";
import { planResolver, recoveryConflictsOf, splitFieldErrors } from "../lib/validation.ts";
import { CalendarSection } from "./CalendarSection.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { GoalsField } from "./GoalsField.tsx";
import { ParticipantsFields } from "./ParticipantsFields.tsx";
import { RacesFields } from "./RacesFields.tsx";
import { RecoveryConflictModal } from "./RecoveryConflictModal.tsx";

const NO_SERVER_PHASE_ERRORS: ReadonlyMap<number, string[]> = new Map();

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The plan form (SPEC §2: one screen creates and edits): details, goals, participants, key races and the
 * calendar of phases and placed workouts. Phase rules are checked live and block the save; the server's
 * field errors land at their field or band; a recovery conflict asks before saving anyway. A completed plan
 * is shown read-only; a draft may be deleted.
 */
export function PlanForm({ plan }: { plan?: TPlan }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const form = useForm<PlanFormValues, unknown, TPlanInputParsed>({
    resolver: planResolver,
    defaultValues: plan ? planValuesOf(plan) : emptyPlanValues(),
    mode: "onTouched",
  });
  const readOnly = plan?.readOnly ?? false;
  const [phases, startDate, endDate] = useWatch({
    control: form.control,
    name: ["phases", "startDate", "endDate"],
  });
  const weekCount = weekCountOf(startDate, endDate);
  const [serverPhaseKeys, setServerPhaseKeys] = useState(NO_SERVER_PHASE_ERRORS);
  // The server's verdict on the phases holds for the phases it saw; any change asks the live rules again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the phases change
  useEffect(() => setServerPhaseKeys(NO_SERVER_PHASE_ERRORS), [phases]);
  const { messages, problems } = usePhaseMessages(phases, weekCount, serverPhaseKeys);
  const blocked = problems.length > 0;
  const blockedId = useId();

  const [failure, setFailure] = useState<unknown>(null);
  const [conflicts, setConflicts] = useState<TRecoveryConflict[] | null>(null);
  const pending = useRef<TPlanInputParsed | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const isDirty = form.formState.isDirty;
  const when = useCallback(() => !leaving.current && !readOnly && isDirty, [isDirty, readOnly]);

  const send = (input: TPlanInputParsed, continueAnyway: boolean) => {
    setFailure(null);
    save.mutate(
      { id: plan?.id, body: { ...input, continueAnyway } },
      {
        onSuccess: (saved) => {
          setConflicts(null);
          pending.current = null;
          notifications.show({ color: "teal", message: t("plans.form.saved") });
          form.reset(planValuesOf(saved));
          if (!plan) {
            leaving.current = true;
            void navigate(planEditPath(saved.id), { replace: true });
          }
        },
        onError: (error) => {
          const found = recoveryConflictsOf(error);
          if (found) {
            pending.current = input;
            setConflicts(found);
            return;
          }
          setConflicts(null);
          const { phases: phaseKeys, fields } = splitFieldErrors(error);
          setServerPhaseKeys(phaseKeys.size ? phaseKeys : NO_SERVER_PHASE_ERRORS);
          for (const [index, [path, key]] of fields.entries())
            form.setError(
              path as Path<PlanFormValues>,
              { type: "server", message: key },
              { shouldFocus: index === 0 },
            );
          setFailure(error);
        },
      },
    );
  };

  return (
    <>
      <LeaveGuard
        when={when}
        texts={{
          title: t("plans.leave.title"),
          text: t("plans.leave.text"),
          stay: t("plans.leave.stay"),
          leave: t("plans.leave.leave"),
        }}
      />
      <Form
        form={form}
        onSubmit={(input) => send(input, false)}
        error={failure ? describeError(failure, t("plans.form.saveFailed")) : undefined}
        errorTitle={t("plans.form.saveFailedTitle")}
      >
        {readOnly && (
          <Alert color="blue" icon={<IconLock aria-hidden />}>
            {t("plans.form.readOnly")}
          </Alert>
        )}
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Section title={t("plans.form.detailsTitle")}>
              <DetailsFields statuses={statusChoices(plan)} />
            </Section>
            <Section title={t("plans.goals.title")}>
              <GoalsField />
            </Section>
            <Section title={t("plans.participants.title")}>
              <ParticipantsFields initialSwimmers={plan?.students ?? []} initialGroups={plan?.groups ?? []} />
            </Section>
            <Section title={t("plans.races.title")}>
              <RacesFields />
            </Section>
            <Section title={t("plans.calendar.title")}>
              <CalendarSection phaseMessages={messages} readOnly={readOnly} />
            </Section>
          </Stack>
        </fieldset>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {!readOnly && (
              <SubmitButton
                loading={save.isPending}
                disabled={blocked}
                aria-describedby={blocked ? blockedId : undefined}
              >
                {t("plans.form.save")}
              </SubmitButton>
            )}
            <Button component={Link} to={paths.admin.plans} variant="default">
              {readOnly ? t("plans.form.back") : t("plans.form.cancel")}
            </Button>
            {plan && (
              <Button
                component={Link}
                to={planAnalyticsPath(plan.id)}
                variant="subtle"
                leftSection={<IconChartBar size={16} aria-hidden />}
              >
                {t("plans.form.analytics")}
              </Button>
            )}
          </Group>
          {plan && canDeletePlan(plan.status) && (
            <Button
              variant="subtle"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmDelete(true)}
            >
              {t("plans.form.delete")}
            </Button>
          )}
        </Group>
        {blocked && !readOnly && (
          <Text id={blockedId} size="sm" c="red.9" role="status">
            {t("plans.form.phasesBlock")}
          </Text>
        )}
      </Form>
      <RecoveryConflictModal
        conflicts={conflicts}
        saving={save.isPending}
        onCancel={() => {
          setConflicts(null);
          pending.current = null;
        }}
        onContinue={() => pending.current && send(pending.current, true)}
      />
      {plan && (
        <ConfirmDeleteModal
          opened={confirmDelete}
          title={t("plans.delete.title")}
          text={t("plans.delete.text", { name: plan.name })}
          confirmLabel={t("plans.delete.confirm")}
          cancelLabel={t("plans.delete.cancel")}
          loading={remove.isPending}
          error={remove.error ? describeError(remove.error, t("plans.delete.failed")) : null}
          onClose={() => {
            setConfirmDelete(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(plan.id, {
              onSuccess: () => {
                leaving.current = true;
                notifications.show({ color: "teal", message: t("plans.delete.done", { name: plan.name }) });
                void navigate(paths.admin.plans);
              },
            })
          }
        />
      )}
    </>
  );
}
