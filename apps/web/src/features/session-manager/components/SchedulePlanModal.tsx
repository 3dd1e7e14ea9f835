import { type TPlanScheduleResult, ZPlanScheduleRequest } from "@bazin/shared/contracts/sessions";
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { DatePickerInput, TimeInput } from "@mantine/dates";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import { useActivePlans, useCoaches } from "../api/pickers.ts";
import { useSchedulePlan } from "../api/schedule-plan.ts";
import { useConfirmedSend } from "../lib/use-confirmed-send.ts";
import { ConfirmSendModal } from "./ConfirmSendModal.tsx";
import type { Viewer } from "./SessionForm.tsx";

/**
 * Schedules an active plan: a session for each placed workout in a date range, at one start time, duration,
 * pool and coach. Says how many were created and how many were already scheduled.
 */
export function SchedulePlanModal({
  opened,
  viewer,
  defaultFrom,
  onClose,
}: {
  opened: boolean;
  viewer: Viewer;
  defaultFrom: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["admin", "validation", "common"]);
  const plans = useActivePlans(opened);
  const coaches = useCoaches(opened && viewer.isAdmin);
  const schedule = useSchedulePlan();
  const [planId, setPlanId] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([defaultFrom, null]);
  const [startTime, setStartTime] = useState("17:00");
  const [durationMinutes, setDuration] = useState(90);
  const [poolLength, setPool] = useState<25 | 50>(25);
  const [coachId, setCoachId] = useState(viewer.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TPlanScheduleResult | null>(null);

  const body = {
    from: range[0] ?? "",
    to: range[1] ?? range[0] ?? "",
    startTime,
    durationMinutes,
    poolLength,
    coachId,
  };
  const sender = useConfirmedSend(
    async (flags) => setResult(await schedule.mutateAsync({ planId: planId!, body: { ...body, ...flags } })),
    (error) => setFailure(describeError(error, t("admin:sessionManager.schedule.failed"))),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!planId) found.planId = t("admin:sessionManager.schedule.planRequired");
    const parsed = ZPlanScheduleRequest.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= t(`validation:${issue.message}`, { defaultValue: issue.message });
    setErrors(found);
    if (Object.keys(found).length === 0) void sender.start();
  };
  const close = () => {
    setResult(null);
    onClose();
  };
  const coachOptions = [
    ...(viewer.isAdmin ? [] : [{ value: viewer.id, label: viewer.fullName }]),
    ...(coaches.data ?? []).map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` })),
  ];
  if (!coachOptions.some((o) => o.value === viewer.id))
    coachOptions.unshift({ value: viewer.id, label: viewer.fullName });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("admin:sessionManager.schedule.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      {result ? (
        <Stack>
          <Alert color="teal" role="status">
            <Text>{t("admin:sessionManager.schedule.created", { count: result.created.length })}</Text>
            <Text>{t("admin:sessionManager.schedule.already", { count: result.alreadyScheduled })}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t("common:actions.close")}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Select
              label={t("admin:sessionManager.schedule.plan")}
              data={(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={planId}
              onChange={setPlanId}
              error={errors.planId}
              nothingFoundMessage={t("admin:sessionManager.schedule.noPlan")}
              required
            />
            <DatePickerInput
              type="range"
              label={t("admin:sessionManager.schedule.range")}
              valueFormat="DD.MM.YYYY"
              value={range}
              onChange={(v) => setRange([v[0], v[1]])}
              error={errors.from ?? errors.to}
              required
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TimeInput
                label={t("admin:sessionManager.form.startTime")}
                value={startTime}
                onChange={(e) => setStartTime(e.currentTarget.value)}
                error={errors.startTime}
                required
              />
              <NumberInput
                label={t("admin:sessionManager.form.duration")}
                value={durationMinutes}
                onChange={(v) => setDuration(Number(v) || 0)}
                min={15}
                max={300}
                step={15}
                error={errors.durationMinutes}
                required
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="schedule-pool-label">
                {t("admin:sessionManager.form.pool")}
              </Text>
              <SegmentedControl
                aria-labelledby="schedule-pool-label"
                value={String(poolLength)}
                onChange={(v) => setPool(v === "50" ? 50 : 25)}
                data={[
                  { value: "25", label: t("admin:sessionManager.form.pool25") },
                  { value: "50", label: t("admin:sessionManager.form.pool50") },
                ]}
              />
            </Stack>
            <Select
              label={t("admin:sessionManager.form.coach")}
              data={coachOptions}
              value={coachId}
              onChange={(v) => setCoachId(v ?? viewer.id)}
              disabled={!viewer.isAdmin}
              required
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common:actions.cancel")}
              </Button>
              <Button type="submit" loading={schedule.isPending}>
                {t("admin:sessionManager.schedule.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmSendModal
        pending={sender.pending}
        sending={schedule.isPending}
        onCancel={sender.dismiss}
        onContinue={() => void sender.confirm()}
      />
    </Modal>
  );
}
