import { ZCreateSwimTimesRequest, ZSwimTimeEntry, zDay } from "@bazin/shared/contracts/times";
import { GENDERS } from "@bazin/shared/domain/training/events";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api-error.ts";
import { todayIso } from "./format.ts";

/** The contract's day, and not after today (the server says SWIM_DATE_IN_FUTURE; the form says it first). */
export const zSwimDay = zDay.refine((day) => day <= todayIso(), "dateInFuture");

/** The edit form: the contract's `ZUpdateSwimTimeRequest` (a day and one entry) with the day not in the future. */
export const ZEditSwimTimeForm = z.object({ swumOn: zSwimDay }).and(ZSwimTimeEntry);

/**
 * The add form: the contract's `ZCreateSwimTimesRequest`, with the day not in the future and the gender asked
 * for when `needsGender()` says the swimmer has none (records need it). A function, not a flag, so the form
 * keeps one schema while the chosen swimmer changes.
 */
export function createTimesFormSchema(needsGender: () => boolean) {
  return ZCreateSwimTimesRequest.extend({
    swumOn: zSwimDay,
    gender: z
      .enum(GENDERS, { error: "genderRequired" })
      .nullish()
      .refine((gender) => !!gender || !needsGender(), "genderRequired"),
  });
}
export type CreateTimesInput = z.input<ReturnType<typeof createTimesFormSchema>>;
export type CreateTimesOutput = z.output<ReturnType<typeof createTimesFormSchema>>;

/**
 * Puts the server's per-field errors (`fields`: "entries.0.time" → validation key) under the inputs the form
 * has. Returns true when at least one landed; otherwise the caller shows the server's message in a banner.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  isField: (path: string) => boolean,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, key] of Object.entries(error.fields)) {
    if (!isField(path)) continue;
    form.setError(path as Path<T>, { type: "server", message: key }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
