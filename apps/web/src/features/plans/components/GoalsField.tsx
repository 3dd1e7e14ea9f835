import { PLAN_LIMITS } from "@bazin/shared/domain/training/plan-rules";
import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import type { PlanFormValues } from "../lib/form-values.ts";

/** The plan's goals: a few short texts ("Sub 1:05 la 100 m liber"), added and removed one by one. */
export function GoalsField() {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const { control, setValue, formState } = useFormContext<PlanFormValues>();
  const goals = useWatch({ control, name: "goals" });
  const set = (next: string[]) => setValue("goals", next, { shouldDirty: true });
  const errors = formState.errors.goals;
  return (
    <Stack gap="xs">
      {goals.length === 0 && (
        <Text size="sm" c="gray.7">
          {t("plans.goals.none")}
        </Text>
      )}
      {goals.map((goal, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a goal is its place in the list
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            label={t("plans.goals.goal", { n: index + 1 })}
            value={goal}
            maxLength={PLAN_LIMITS.maxGoalLength}
            onChange={(event) => set(goals.map((g, i) => (i === index ? event.currentTarget.value : g)))}
            error={message((errors as Record<number, { message?: string }> | undefined)?.[index]?.message)}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red.9"
            aria-label={t("plans.goals.remove", { n: index + 1 })}
            onClick={() => set(goals.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {goals.length < PLAN_LIMITS.maxGoals && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => set([...goals, ""])}
          >
            {t("plans.goals.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
