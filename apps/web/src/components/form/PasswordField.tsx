import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useState } from "react";
import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "./validation-message.ts";

type PasswordFieldProps<T extends FieldValues> = Omit<
  PasswordInputProps,
  "name" | "value" | "error" | "onChange" | "visible" | "onVisibilityChange"
> & { name: Path<T> };

/** Password input with a keyboard-reachable, labelled show/hide button. */
export function PasswordField<T extends FieldValues>({ name, ...props }: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const message = useValidationMessage();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      withAsterisk={false}
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        "aria-label": visible ? t("password.hide") : t("password.show"),
        "aria-pressed": visible,
      }}
    />
  );
}
