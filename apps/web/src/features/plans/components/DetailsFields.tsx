import { PLAN_LIMITS, type PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/form/TextField.tsx";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useHubWords } from "../../../components/training/hub-words.ts";
import type { PlanFormValues } from "../lib/form-values.ts";
import { PlanDateInput } from "./PlanDateInput.tsx";

/** Name, description, start and end dates, and the status (only the ones the server allows from here). */
export function DetailsFields({ statuses }: { statuses: readonly PlanStatus[] }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const message = useValidationMessage();
  const { control } = useFormContext<PlanFormValues>();
  return (
    <Stack gap="sm">
      <TextField<PlanFormValues>
        name="name"
        label={t("plans.form.name")}
        required
        maxLength={PLAN_LIMITS.maxName}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            label={t("plans.form.description")}
            description={t("plans.form.optional")}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={PLAN_LIMITS.maxDescription}
            {...field}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="startDate"
          render={({ field, fieldState }) => (
            <PlanDateInput
              label={t("plans.form.startDate")}
              required
              withAsterisk={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field, fieldState }) => (
            <PlanDateInput
              label={t("plans.form.endDate")}
              required
              withAsterisk={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <Select
              label={t("plans.form.status")}
              data={statuses.map((s) => ({ value: s, label: words.planStatus(s) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={message(fieldState.error?.message)}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
