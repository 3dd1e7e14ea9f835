import { NumberInput, type NumberInputProps, Text } from "@mantine/core";
import { type Path, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../components/form/validation-message.ts";
import type { SwimmerProfileValues } from "./form-values.ts";

type BpmFieldProps = Omit<NumberInputProps, "name" | "value" | "onChange" | "error"> & {
  name: Path<SwimmerProfileValues>;
  /** Called with the typed number (undefined when emptied) after the form has it. */
  onNumberChange?: (value: number | undefined) => void;
  /** Shows "bpm" inside the input, after the number. */
  withUnit?: boolean;
};

/**
 * A heart-rate input in whole beats per minute. An empty input holds `undefined` (not 0), so the schema says
 * "between 120 and 220" instead of comparing a blank with the other fields. Values outside the bounds are
 * kept as typed, not clamped, so the message tells what is wrong.
 */
export function BpmField({ name, onNumberChange, onBlur, withUnit = false, ...props }: BpmFieldProps) {
  const { t } = useTranslation("admin");
  const { control } = useFormContext<SwimmerProfileValues>();
  const { field, fieldState } = useController({ name, control });
  const message = useValidationMessage();
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      withAsterisk={false}
      rightSection={
        withUnit ? (
          <Text size="sm" c="dimmed" aria-hidden>
            {t("advancedSwimmers.bpmUnit")}
          </Text>
        ) : undefined
      }
      rightSectionPointerEvents="none"
      rightSectionWidth={withUnit ? 48 : undefined}
      {...props}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === "number" ? field.value : ""}
      onChange={(value) => {
        const next = typeof value === "number" ? value : undefined;
        field.onChange(next);
        onNumberChange?.(next);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={message(fieldState.error?.message)}
    />
  );
}
