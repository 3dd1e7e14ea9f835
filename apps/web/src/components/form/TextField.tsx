import { TextInput, type TextInputProps } from "@mantine/core";
import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";
import { useValidationMessage } from "./validation-message.ts";

type TextFieldProps<T extends FieldValues> = Omit<TextInputProps, "name" | "value" | "error" | "onChange"> & {
  name: Path<T>;
};

/**
 * A labelled text input bound to the surrounding Form; its error is linked to it for screen readers.
 * `required` marks the input for assistive technology; no asterisk is drawn, so the accessible name is the
 * label alone (optional fields say so in their description instead).
 */
export function TextField<T extends FieldValues>({ name, onBlur, ...props }: TextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const message = useValidationMessage();
  return (
    <TextInput
      withAsterisk={false}
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={message(fieldState.error?.message)}
    />
  );
}
