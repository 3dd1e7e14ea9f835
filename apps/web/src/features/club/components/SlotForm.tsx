import { type TScheduleSlotAdmin, ZUpsertScheduleSlotRequest } from "@bazin/shared/contracts/club";
import { AGE_GROUPS, WEEKDAYS } from "@bazin/shared/domain/club";
import { Button, Group, Select, SimpleGrid, Switch } from "@mantine/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { type SlotInput, useSaveSlot } from "../api/slots.ts";
import { clubFailure } from "../lib/failure.ts";
import { NumberField } from "./fields.tsx";

/** Adds or edits a schedule slot: day, start time, length, age group, capacity, shown or hidden. */
export function SlotForm({
  slot,
  onDone,
  onCancel,
}: {
  slot: TScheduleSlotAdmin | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const message = useValidationMessage();
  const form = useZodForm(ZUpsertScheduleSlotRequest, {
    defaultValues: {
      weekday: slot?.weekday ?? 1,
      startTime: slot?.startTime ?? "16:30",
      durationMinutes: slot?.durationMinutes ?? 60,
      ageGroup: slot?.ageGroup ?? "children",
      capacity: slot?.capacity ?? 12,
      active: slot?.active ?? true,
    },
  });
  const save = useSaveSlot();
  const [error, setError] = useState<string | null>(null);

  const submit = async (input: SlotInput) => {
    setError(null);
    try {
      await save.mutateAsync({ id: slot?.id ?? null, input });
      onDone();
    } catch (failure) {
      if (!applyFieldErrors(form, failure)) setError(clubFailure(failure, "saveFailed"));
    }
  };

  return (
    <Form form={form} onSubmit={submit} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={form.control}
          name="weekday"
          render={({ field, fieldState }) => (
            <Select
              label={t("club.slots.day")}
              data={WEEKDAYS.map((d) => ({
                value: String(d),
                label: t(`common:weekdays.${d}` as "common:weekdays.1"),
              }))}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <TextField<SlotInput> name="startTime" type="time" label={t("club.slots.time")} required />
        <NumberField<SlotInput>
          name="durationMinutes"
          label={t("club.slots.duration")}
          min={15}
          max={240}
          step={15}
          allowDecimal={false}
        />
        <Controller
          control={form.control}
          name="ageGroup"
          render={({ field, fieldState }) => (
            <Select
              label={t("club.slots.ageGroup")}
              data={AGE_GROUPS.map((g) => ({ value: g, label: t(`club.slots.groups.${g}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <NumberField<SlotInput>
          name="capacity"
          label={t("club.slots.capacity")}
          description={t("club.slots.capacityHint")}
          min={1}
          max={500}
          allowDecimal={false}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            checked={field.value ?? true}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            label={t("club.slots.activeLabel")}
            description={t("club.slots.activeHint")}
          />
        )}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("club.cancel")}
        </Button>
        <SubmitButton>{t("club.save")}</SubmitButton>
      </Group>
    </Form>
  );
}
