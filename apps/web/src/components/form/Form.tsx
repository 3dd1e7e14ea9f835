import { Alert, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ComponentProps, ReactNode } from "react";
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";

interface FormProps<TIn extends FieldValues, TOut>
  extends Omit<ComponentProps<"form">, "onSubmit" | "onInvalid" | "children"> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  onInvalid?: SubmitErrorHandler<TIn>;
  /** A form-level problem (server answer, connection), shown above the fields. */
  error?: ReactNode;
  errorTitle?: ReactNode;
  /** Shown above the fields when there is no error, e.g. a success notice. */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The one form wrapper: validation through the schema given to `useZodForm`, field errors under each field
 * (see TextField / PasswordField), and one alert for form-level errors, the same on every screen.
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onInvalid,
  error,
  errorTitle,
  notice,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...rest}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" title={errorTitle} icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          ) : (
            notice
          )}
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}
