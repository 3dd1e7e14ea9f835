import { WORKOUT_NAME_MAX, WORKOUT_NOTES_MAX } from "@bazin/shared/contracts/workouts";
import { WORKOUT_LEVELS, WORKOUT_TYPES } from "@bazin/shared/domain/training/workout-taxonomy";
import { Loader, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { useWorkoutNameAvailable } from "../api/workout-name-available.ts";
import type { WorkoutDetails, WorkoutDetailsInput } from "../lib/builder-form.ts";

/** How long the name rests before the server is asked whether it is free. */
export const NAME_CHECK_DELAY_MS = 400;

/** The trimmed name worth asking about: not empty, not over the limit (the form says so itself). */
export const nameToCheck = (value: unknown) => {
  const name = typeof value === "string" ? value.trim() : "";
  return name.length <= WORKOUT_NAME_MAX ? name : "";
};

function NameField({ exceptId }: { exceptId: string | null }) {
  const { t } = useTranslation("admin");
  const message = useValidationMessage();
  const { control } = useFormContext<WorkoutDetailsInput, unknown, WorkoutDetails>();
  const { field, fieldState } = useController({ control, name: "name" });
  const name = nameToCheck(field.value);
  const [settled] = useDebouncedValue(name, NAME_CHECK_DELAY_MS);
  const check = useWorkoutNameAvailable(settled, exceptId);
  // An answer about an older spelling says nothing about what is in the field now.
  const taken = settled === name && name !== "" && check.data?.available === false;
  return (
    <TextInput
      label={t("builder.details.name")}
      required
      withAsterisk={false}
      maxLength={WORKOUT_NAME_MAX}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message) ?? (taken ? message("workoutNameTaken") : undefined)}
      rightSection={
        check.isFetching ? <Loader size="xs" aria-label={t("builder.details.checkingName")} /> : null
      }
    />
  );
}

/**
 * Name, level, type and notes. The name is checked with the server as it is typed (debounced), so a duplicate
 * is said under the field before saving; the same rule answers 409 at save.
 */
export function BuilderDetails({ exceptId }: { exceptId: string | null }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const message = useValidationMessage();
  const { control } = useFormContext<WorkoutDetailsInput, unknown, WorkoutDetails>();
  const level = useController({ control, name: "level" });
  const type = useController({ control, name: "type" });
  const notes = useController({ control, name: "notes" });
  const choose = { value: "", label: t("builder.details.choose") };
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <NameField exceptId={exceptId} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t("builder.details.level")}
            required
            withAsterisk={false}
            data={[choose, ...WORKOUT_LEVELS.map((value) => ({ value, label: words.level(value) }))]}
            name={level.field.name}
            ref={level.field.ref}
            value={typeof level.field.value === "string" ? level.field.value : ""}
            onChange={level.field.onChange}
            onBlur={level.field.onBlur}
            error={message(level.fieldState.error?.message)}
          />
          <NativeSelect
            label={t("builder.details.type")}
            required
            withAsterisk={false}
            data={[choose, ...WORKOUT_TYPES.map((value) => ({ value, label: words.type(value) }))]}
            name={type.field.name}
            ref={type.field.ref}
            value={typeof type.field.value === "string" ? type.field.value : ""}
            onChange={type.field.onChange}
            onBlur={type.field.onBlur}
            error={message(type.fieldState.error?.message)}
          />
        </SimpleGrid>
        <Textarea
          label={t("builder.details.notes")}
          description={t("builder.details.notesHint")}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={WORKOUT_NOTES_MAX}
          name={notes.field.name}
          ref={notes.field.ref}
          value={typeof notes.field.value === "string" ? notes.field.value : ""}
          onChange={notes.field.onChange}
          onBlur={notes.field.onBlur}
          error={message(notes.fieldState.error?.message)}
        />
      </Stack>
    </Paper>
  );
}
