import { type TSession, ZSessionInput } from "@bazin/shared/contracts/sessions";
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DatePickerInput, TimeInput } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import { useCoaches, useSessionGroups, useSwimmerOptions, useWorkoutOptions } from "../api/pickers.ts";
import { saveSession, useSessionMutation } from "../api/session-mutations.ts";
import { formValuesOf, type SessionFormValues, sessionBodyOf } from "../lib/form-values.ts";
import { useConfirmedSend } from "../lib/use-confirmed-send.ts";
import { ConfirmSendModal } from "./ConfirmSendModal.tsx";

/** Who is signed in: an admin picks the coach, a coach leads their own sessions. */
export interface Viewer {
  id: string;
  fullName: string;
  isAdmin: boolean;
}

/**
 * Creates a session or edits one: day, start, duration, pool, coach, workout, participants by group and by
 * swimmer, title and notes. A past (or cancelled) session is shown read-only. The server's 409s (48 h notice,
 * recovery conflicts, recorded times of a changed workout) ask the coach before sending again.
 */
export function SessionForm({
  session,
  defaultDay,
  viewer,
  onSaved,
  onCancel,
}: {
  session: TSession | null;
  defaultDay: string;
  viewer: Viewer;
  onSaved: (session: TSession) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["admin", "validation", "common"]);
  const [values, setValues] = useState<SessionFormValues>(() =>
    formValuesOf(session, { day: defaultDay, coachId: viewer.id }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [workoutQ, setWorkoutQ] = useState("");
  const [swimmerQ, setSwimmerQ] = useState("");
  const [workoutSearch] = useDebouncedValue(workoutQ, 250);
  const [swimmerSearch] = useDebouncedValue(swimmerQ, 250);
  const readOnly = session !== null && (session.past || session.status === "cancelled");
  const coaches = useCoaches(viewer.isAdmin && !readOnly);
  const groups = useSessionGroups();
  const swimmers = useSwimmerOptions(swimmerSearch);
  const workouts = useWorkoutOptions(workoutSearch);
  const save = useSessionMutation(saveSession);
  const set = <K extends keyof SessionFormValues>(key: K, value: SessionFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const sender = useConfirmedSend(
    async (flags) => {
      const saved = await save.mutateAsync({ id: session?.id, body: { ...sessionBodyOf(values), ...flags } });
      onSaved(saved);
    },
    (error) => setFailure(describeError(error, t("admin:sessionManager.form.saveFailed"))),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZSessionInput.safeParse(sessionBodyOf(values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form");
        found[key] ??= t(`validation:${issue.message}`, { defaultValue: issue.message });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    void sender.start();
  };

  // Options keep the names already chosen, even when a search no longer lists them.
  const coachOptions = useMemo(() => {
    const list = (coaches.data ?? []).map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` }));
    const current =
      session?.coach ?? (values.coachId === viewer.id ? { id: viewer.id, fullName: viewer.fullName } : null);
    if (current && !list.some((o) => o.value === current.id))
      list.unshift({ value: current.id, label: current.fullName });
    return list;
  }, [coaches.data, session, values.coachId, viewer]);
  const workoutOptions = useMemo(() => {
    const list = (workouts.data ?? []).map((w) => ({ value: w.id, label: w.name }));
    const current = session?.workout;
    if (current && !list.some((o) => o.value === current.id))
      list.unshift({ value: current.id, label: current.name });
    return list;
  }, [workouts.data, session]);
  const swimmerOptions = useMemo(() => {
    const list = (swimmers.data ?? []).map((s) => ({ value: s.id, label: s.fullName }));
    for (const p of session?.participants ?? [])
      if (!list.some((o) => o.value === p.student.id))
        list.push({ value: p.student.id, label: p.student.fullName });
    return list;
  }, [swimmers.data, session]);

  const coachName = coachOptions.find((o) => o.value === values.coachId)?.label ?? viewer.fullName;

  return (
    <form onSubmit={submit} noValidate aria-label={t("admin:sessionManager.form.label")}>
      <Stack>
        {readOnly && (
          <Alert color="gray">
            {session?.status === "cancelled"
              ? t("admin:sessionManager.form.cancelledReadOnly")
              : t("admin:sessionManager.form.pastReadOnly")}
          </Alert>
        )}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DatePickerInput
                label={t("admin:sessionManager.form.day")}
                valueFormat="DD.MM.YYYY"
                value={values.day || null}
                onChange={(day) => set("day", day ?? "")}
                error={errors.day}
                required
                readOnly={readOnly}
              />
              <TimeInput
                label={t("admin:sessionManager.form.startTime")}
                value={values.startTime}
                onChange={(e) => set("startTime", e.currentTarget.value)}
                error={errors.startTime}
                required
              />
              <NumberInput
                label={t("admin:sessionManager.form.duration")}
                value={values.durationMinutes}
                onChange={(v) => set("durationMinutes", Number(v) || 0)}
                min={15}
                max={300}
                step={15}
                error={errors.durationMinutes}
                required
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="session-pool-label">
                  {t("admin:sessionManager.form.pool")}
                </Text>
                <SegmentedControl
                  aria-labelledby="session-pool-label"
                  disabled={readOnly}
                  value={String(values.poolLength)}
                  onChange={(v) => set("poolLength", v === "50" ? 50 : 25)}
                  data={[
                    { value: "25", label: t("admin:sessionManager.form.pool25") },
                    { value: "50", label: t("admin:sessionManager.form.pool50") },
                  ]}
                />
              </Stack>
            </SimpleGrid>
            {viewer.isAdmin ? (
              <Select
                label={t("admin:sessionManager.form.coach")}
                data={coachOptions}
                value={values.coachId || null}
                onChange={(v) => set("coachId", v ?? "")}
                error={errors.coachId}
                searchable
                required
              />
            ) : (
              <TextInput label={t("admin:sessionManager.form.coach")} value={coachName} readOnly />
            )}
            <Select
              label={t("admin:sessionManager.form.workout")}
              placeholder={t("admin:sessionManager.form.workoutPlaceholder")}
              data={workoutOptions}
              value={values.workoutId}
              onChange={(v) => set("workoutId", v)}
              searchable
              clearable
              searchValue={workoutQ}
              onSearchChange={setWorkoutQ}
              filter={({ options }) => options}
              nothingFoundMessage={t("admin:sessionManager.form.noWorkout")}
              error={errors.workoutId}
            />
            <MultiSelect
              label={t("admin:sessionManager.form.groups")}
              description={t("admin:sessionManager.form.groupsHelp")}
              data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              value={values.groupIds}
              onChange={(v) => set("groupIds", v)}
              error={errors.groupIds}
            />
            <MultiSelect
              label={t("admin:sessionManager.form.swimmers")}
              data={swimmerOptions}
              value={values.studentIds}
              onChange={(v) => set("studentIds", v)}
              searchable
              searchValue={swimmerQ}
              onSearchChange={setSwimmerQ}
              nothingFoundMessage={t("admin:sessionManager.form.noSwimmer")}
              error={errors.studentIds}
            />
            <TextInput
              label={t("admin:sessionManager.form.title")}
              value={values.title}
              onChange={(e) => set("title", e.currentTarget.value)}
              error={errors.title}
            />
            <Textarea
              label={t("admin:sessionManager.form.notes")}
              value={values.notes}
              onChange={(e) => set("notes", e.currentTarget.value)}
              rows={3}
              error={errors.notes}
            />
          </Stack>
        </fieldset>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? t("common:actions.close") : t("common:actions.cancel")}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {session ? t("admin:sessionManager.form.save") : t("admin:sessionManager.form.create")}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmSendModal
        pending={sender.pending}
        sending={save.isPending}
        onCancel={sender.dismiss}
        onContinue={() => void sender.confirm()}
      />
    </form>
  );
}
