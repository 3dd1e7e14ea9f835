import {
  LENEX_DECISIONS_FIELD,
  LENEX_FILE_FIELD,
  type TLenexImportDecisions,
  type TLenexImportResult,
  ZLenexImportResult,
} from "@bazin/shared/contracts/lenex";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../lib/upload.ts";

/** A whole meet is stored in one go: give it longer than an ordinary upload. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

export interface ImportLenexInput {
  file: File;
  decisions: TLenexImportDecisions;
  onProgress?: (percent: number) => void;
}

/** POST /api/lenex/import: the same file again, with the club and the student chosen for each athlete. */
export function importLenex({ file, decisions, onProgress }: ImportLenexInput): Promise<TLenexImportResult> {
  return uploadWithProgress({
    method: "POST",
    path: "/api/lenex/import",
    form: () => {
      const form = new FormData();
      form.append(LENEX_DECISIONS_FIELD, JSON.stringify(decisions));
      form.append(LENEX_FILE_FIELD, file, file.name);
      return form;
    },
    schema: ZLenexImportResult,
    onProgress,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function useImportLenex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLenex,
    // New times change lists, personal bests and records on many screens.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
