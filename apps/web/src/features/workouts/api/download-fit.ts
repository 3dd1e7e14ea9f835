import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

/** The pool lengths a FIT workout is written for (the watch counts lengths). */
export const FIT_POOL_LENGTHS = [25, 50] as const;
export type FitPoolLength = (typeof FIT_POOL_LENGTHS)[number];

/** GET /api/workouts/:id/fit?poolLength= — saves the Garmin FIT workout file; answers the file's name. */
export function downloadWorkoutFit({ id, poolLength }: { id: string; poolLength: FitPoolLength }) {
  return downloadFile(`/api/workouts/${encodeURIComponent(id)}/fit?poolLength=${poolLength}`);
}

/** Downloads a workout's FIT file, with a busy state while it streams. */
export function useDownloadFit() {
  return useMutation({ mutationFn: downloadWorkoutFit });
}
