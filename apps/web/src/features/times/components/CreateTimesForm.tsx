import {
  MAX_TIMES_PER_ENTRY,
  type TCreateSwimTimesRequest,
  type TTimeStudent,
} from "@bazin/shared/contracts/times";
import { GENDERS, type SwimEvent } from "@bazin/shared/domain/training/events";
import { formatSwimTime, formatSwimTimeDelta, parseSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths, studentTimesPath } from "../../../lib/paths.ts";
import { useCreateSwimTimes } from "../api/create-swim-times.ts";
import { useStudentTimes } from "../api/get-student-times.ts";
import { todayIso } from "../lib/format.ts";
import {
  applyServerFieldErrors,
  type CreateTimesInput,
  type CreateTimesOutput,
  createTimesFormSchema,
} from "../lib/forms.ts";
import { compareWithBest, type PbComparison } from "../lib/pb-comparison.ts";
import { DayInput } from "./DayInput.tsx";
import { StudentPicker } from "./StudentPicker.tsx";
import { TimeEntryRow } from "./TimeEntryRow.tsx";

type Entry = CreateTimesInput["entries"][number];

/** A new row: the previous row's event, pool and competition (the usual case at a meet), an empty time. */
function nextEntry(previous?: Entry): Entry {
  return {
    event: previous?.event ?? (undefined as unknown as SwimEvent),
    time: "",
    poolLength: previous?.poolLength ?? 25,
    competition: previous?.competition ?? "",
    notes: "",
  };
}

const ENTRY_FIELD = /^entries\.(\d+)\.(event|time|poolLength|competition|notes)$/;

/** A delta as people write it: a real minus sign, "−0.45". */
const signed = (hundredths: number) => formatSwimTimeDelta(hundredths).replace(/^-/, "\u2212");

/** The words under a row's time: loading, first time, new personal best (in green) or off the PB. */
function ComparisonText({ comparison }: { comparison: PbComparison | "loading" | null }) {
  const { t } = useTranslation("admin");
  if (comparison === null) return null;
  if (comparison === "loading") return <span>{t("swimTimes.create.comparison.loading")}</span>;
  if (comparison.kind === "first") return <span>{t("swimTimes.create.comparison.first")}</span>;
  if (comparison.kind === "newBest")
    return (
      <Text span inherit c="teal.9" fw={600}>
        {t("swimTimes.create.comparison.newBest", { delta: signed(comparison.deltaHundredths) })}
      </Text>
    );
  return (
    <span>
      {t("swimTimes.create.comparison.vsBest", {
        best: formatSwimTime(comparison.bestHundredths),
        delta: signed(comparison.deltaHundredths),
      })}
    </span>
  );
}

/**
 * Adds one swimmer's times of one day (SPEC §5: student, date and at least one time). Each row says, once its
 * time parses, how it compares with the swimmer's personal best; the answer says how many were PBs and club
 * records, then the swimmer's times page opens.
 */
export function CreateTimesForm({ initialStudentId }: { initialStudentId: string | null }) {
  const { t } = useTranslation(["admin", "common"]);
  const message = useValidationMessage();
  const navigate = useNavigate();
  const create = useCreateSwimTimes();
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<TTimeStudent | null>(null);
  const needsGenderRef = useRef(false);
  const schema = useMemo(() => createTimesFormSchema(() => needsGenderRef.current), []);
  const form = useZodForm<CreateTimesInput, CreateTimesOutput>(schema, {
    // Checked on submit, then on every change; a typed time is also checked when its field is left (see
    // TimeEntryRow). Not "onTouched": that would flag a new, still empty row as soon as Enter adds it.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      studentId: initialStudentId ?? "",
      swumOn: todayIso(),
      gender: null,
      entries: [nextEntry()],
    },
  });
  const { fields, insert, remove } = useFieldArray({ control: form.control, name: "entries" });
  const studentId = useWatch({ control: form.control, name: "studentId" });
  const entries = useWatch({ control: form.control, name: "entries" });
  const chosenId = studentId || null;
  const student = useStudentTimes(chosenId);

  const profile = student.data?.student;
  const gender = profile ? profile.gender : picked?.id === chosenId ? picked.gender : undefined;
  const needsGender = !!chosenId && gender === null;
  needsGenderRef.current = needsGender;
  const knownStudent: TTimeStudent | null = profile
    ? { id: profile.id, fullName: profile.fullName, birthDate: profile.birthDate, gender: profile.gender }
    : null;

  /** What to say under each row's time: its comparison with the PB and the rows above it (saved in that order). */
  const comparisons = entries.map((entry, index): PbComparison | "loading" | null => {
    const hundredths = parseSwimTime(entry?.time ?? "");
    // While saving, and once saved, the PBs reload with the new times in them: no comparing against those.
    if (hundredths === null || !entry.event || !chosenId || create.isPending || create.isSuccess) return null;
    if (student.isPending) return "loading";
    if (!student.data) return null;
    const pool = Number(entry.poolLength);
    const earlier = entries
      .slice(0, index)
      .filter((e) => e.event === entry.event && Number(e.poolLength) === pool)
      .map((e) => parseSwimTime(e.time))
      .filter((h): h is number => h !== null);
    const pb = student.data.personalBests.find((p) => p.event === entry.event && p.poolLength === pool);
    const known = [...earlier, ...(pb ? [pb.hundredths] : [])];
    return compareWithBest(hundredths, known.length > 0 ? Math.min(...known) : null);
  });

  const addAfter = (index: number) => {
    if (fields.length >= MAX_TIMES_PER_ENTRY) return;
    insert(index + 1, nextEntry(form.getValues(`entries.${index}`)), {
      focusName: `entries.${index + 1}.event`,
    });
  };

  const submit = async (values: CreateTimesOutput) => {
    setError(null);
    const body: TCreateSwimTimesRequest = {
      studentId: values.studentId,
      swumOn: values.swumOn,
      ...(needsGender && values.gender ? { gender: values.gender } : {}),
      entries: values.entries.map((entry) => ({ ...entry, time: formatSwimTime(entry.time) })),
    };
    try {
      const answer = await create.mutateAsync(body);
      notifications.show({
        color: "teal",
        title: t("admin:swimTimes.create.savedTitle"),
        message: t("admin:swimTimes.create.saved", {
          count: answer.items.length,
          personalBests: t("admin:swimTimes.create.personalBests", { count: answer.personalBests.length }),
          clubRecords: t("admin:swimTimes.create.clubRecords", { count: answer.clubRecords.length }),
        }),
      });
      navigate(studentTimesPath(values.studentId));
    } catch (failure) {
      const isField = (path: string) => {
        if (path === "studentId" || path === "swumOn") return true;
        if (path === "gender") return needsGender;
        const row = ENTRY_FIELD.exec(path);
        return !!row && Number(row[1]) < fields.length;
      };
      if (!applyServerFieldErrors(form, failure, isField))
        setError(describeError(failure, t("admin:swimTimes.create.saveFailed")));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="studentId"
              render={({ field, fieldState }) => (
                <StudentPicker
                  label={t("admin:swimTimes.create.swimmer")}
                  required
                  clearable={false}
                  known={knownStudent}
                  value={field.value || null}
                  onChange={(next) => {
                    setPicked(next);
                    field.onChange(next?.id ?? "");
                    form.setValue("gender", null);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="swumOn"
              render={({ field, fieldState }) => (
                <DayInput
                  label={t("admin:swimTimes.create.date")}
                  description={t("admin:swimTimes.create.dateHint")}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  required
                  maxDate={todayIso()}
                  value={field.value ?? null}
                  onChange={(day) => field.onChange(day ?? "")}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
          </SimpleGrid>
          {needsGender && (
            <Controller
              control={form.control}
              name="gender"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label={t("admin:swimTimes.create.gender")}
                  description={t("admin:swimTimes.create.genderHint")}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={message(fieldState.error?.message)}
                >
                  <Group mt="xs">
                    {GENDERS.map((g, i) => (
                      <Radio
                        key={g}
                        value={g}
                        label={t(`common:training.gender.${g}`)}
                        ref={i === 0 ? field.ref : undefined}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          )}
        </Stack>
      </Paper>

      <Stack gap={4}>
        <Title order={2} size="h4">
          {t("admin:swimTimes.create.entries")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("common:training.timeFormatHint")}
        </Text>
      </Stack>
      {student.isError && (
        <Alert color="yellow" role="status">
          {t("admin:swimTimes.create.pbLoadFailed")}
        </Alert>
      )}
      {form.formState.errors.entries?.root?.message && (
        <Text c="red.8" size="sm" role="alert">
          {message(form.formState.errors.entries.root.message)}
        </Text>
      )}
      <Stack gap="sm">
        {fields.map((row, index) => (
          <TimeEntryRow
            key={row.id}
            index={index}
            comparison={
              comparisons[index] ? <ComparisonText comparison={comparisons[index] ?? null} /> : undefined
            }
            onEnter={() => addAfter(index)}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </Stack>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={fields.length >= MAX_TIMES_PER_ENTRY}
          onClick={() => addAfter(fields.length - 1)}
        >
          {t("admin:swimTimes.create.addRow")}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button
          variant="default"
          component={Link}
          to={chosenId ? studentTimesPath(chosenId) : paths.admin.swimmingTimes}
        >
          {t("admin:swimTimes.create.cancel")}
        </Button>
        <SubmitButton loading={create.isSuccess}>{t("admin:swimTimes.create.submit")}</SubmitButton>
      </Group>
    </Form>
  );
}
