import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";

/** react-hook-form bound to a contract schema: the same rule checks the form and the server. */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  options?: Omit<UseFormProps<TIn, unknown, TOut>, "resolver">,
) {
  return useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    ...options,
  });
}
