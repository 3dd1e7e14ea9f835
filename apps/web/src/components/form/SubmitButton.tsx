import { Button, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";

type SubmitButtonProps = ButtonProps & { children: ReactNode; loading?: boolean };

/** Submit button that shows progress while the Form submits. */
export function SubmitButton({ loading, children, ...props }: SubmitButtonProps) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" loading={loading || formState.isSubmitting} {...props}>
      {children}
    </Button>
  );
}
