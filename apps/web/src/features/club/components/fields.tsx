import { WEEKDAYS } from "@bazin/shared/domain/club";
import {
  Chip,
  Group,
  NumberInput,
  type NumberInputProps,
  Text,
  Textarea,
  type TextareaProps,
  VisuallyHidden,
} from "@mantine/core";
import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";

type Named<T extends FieldValues> = { name: Path<T> };

/** A number bound to the surrounding Form; an emptied input is NaN, which the schema refuses in words. */
export function NumberField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<NumberInputProps, "name" | "value" | "onChange" | "error">) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const message = useValidationMessage();
  return (
    <NumberInput
      withAsterisk={false}
      clampBehavior="none"
      {...props}
      name={field.name}
      ref={field.ref}
      value={Number.isNaN(field.value) ? "" : (field.value as number)}
      onChange={(v) => field.onChange(typeof v === "number" ? v : Number.NaN)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
    />
  );
}

/** A multi-line text bound to the surrounding Form. */
export function TextAreaField<T extends FieldValues>({
  name,
  ...props
}: Named<T> & Omit<TextareaProps, "name" | "value" | "onChange" | "error">) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const message = useValidationMessage();
  return (
    <Textarea
      withAsterisk={false}
      autosize
      minRows={2}
      maxRows={8}
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
    />
  );
}

/** Days of the week (ISO 1 Monday … 7 Sunday) as chips in a labelled fieldset, kept sorted. */
export function WeekdaysField<T extends FieldValues>({ name, label }: Named<T> & { label: string }) {
  const { t } = useTranslation("common");
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const message = useValidationMessage();
  const value = ((field.value as number[] | undefined) ?? []).map(String);
  const error = message(fieldState.error?.message);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {label}
      </Text>
      <Chip.Group
        multiple
        value={value}
        onChange={(next) => field.onChange(next.map(Number).sort((a, b) => a - b))}
      >
        <Group gap={6} mt={4}>
          {WEEKDAYS.map((day) => (
            <Chip key={day} value={String(day)} size="sm" onBlur={field.onBlur}>
              <span aria-hidden>{t(`weekdaysShort.${day}` as "weekdaysShort.1")}</span>
              <VisuallyHidden>{t(`weekdays.${day}` as "weekdays.1")}</VisuallyHidden>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
