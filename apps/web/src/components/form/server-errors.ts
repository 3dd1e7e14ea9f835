import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../lib/api-error.ts";

/**
 * Puts the server's per-field errors (`fields`: field name → validation key) under the matching inputs.
 * Returns true when at least one field got an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  let applied = false;
  for (const [field, key] of Object.entries(error.fields)) {
    if (!known.includes(field)) continue;
    form.setError(field as Path<T>, { type: "server", message: key }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
