import { PLAN_LIMITS, RACE_TYPES } from "@bazin/shared/domain/training/plan-rules";
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconFlag, IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/form/TextField.tsx";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useHubWords } from "../../../components/training/hub-words.ts";
import type { PlanFormValues } from "../lib/form-values.ts";
import { PlanDateInput } from "./PlanDateInput.tsx";

/** The plan's key races: name and date (inside the plan) required, type target / tune-up / test set. */
export function RacesFields() {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const message = useValidationMessage();
  const { control } = useFormContext<PlanFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "races" });
  const [startDate, endDate] = useWatch({ control, name: ["startDate", "endDate"] });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="gray.7">
          {t("plans.races.none")}
        </Text>
      )}
      {fields.map((field, index) => (
        <Paper key={field.id} withBorder p="sm" radius="md">
          <Group gap="xs" mb={6} justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <IconFlag size={16} color="var(--mantine-color-red-9)" aria-hidden />
              <Text fw={600}>{t("plans.races.race", { n: index + 1 })}</Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t("plans.races.remove", { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField<PlanFormValues>
              name={`races.${index}.name`}
              label={t("plans.races.name")}
              required
              maxLength={120}
            />
            <Controller
              control={control}
              name={`races.${index}.date`}
              render={({ field: date, fieldState }) => (
                <PlanDateInput
                  label={t("plans.races.date")}
                  required
                  withAsterisk={false}
                  value={date.value}
                  onChange={date.onChange}
                  onBlur={date.onBlur}
                  minDate={startDate || undefined}
                  maxDate={endDate || undefined}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`races.${index}.type`}
              render={({ field: type }) => (
                <Select
                  label={t("plans.races.type")}
                  data={RACE_TYPES.map((r) => ({ value: r, label: words.raceType(r) }))}
                  value={type.value}
                  onChange={(value) => value && type.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name={`races.${index}.description`}
            render={({ field: description }) => (
              <TextInput
                mt="xs"
                label={t("plans.races.description")}
                description={t("plans.form.optional")}
                maxLength={500}
                {...description}
              />
            )}
          />
        </Paper>
      ))}
      {fields.length < PLAN_LIMITS.maxRaces && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append({ name: "", date: "", type: "target", description: "" })}
          >
            {t("plans.races.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
