import {
  LENEX_CLUB_FIELD,
  LENEX_FILE_FIELD,
  type TLenexPreview,
  ZLenexPreview,
} from "@bazin/shared/contracts/lenex";
import { useMutation } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../lib/upload.ts";

export interface PreviewLenexInput {
  file: File;
  /** The club of the file to preview; none lets the server pick ours. */
  club?: string | null;
  onProgress?: (percent: number) => void;
}

/** POST /api/lenex/preview: sends the file (and the club to look at), reporting the upload's progress. */
export function previewLenex({ file, club, onProgress }: PreviewLenexInput): Promise<TLenexPreview> {
  return uploadWithProgress({
    method: "POST",
    path: "/api/lenex/preview",
    form: () => {
      const form = new FormData();
      if (club) form.append(LENEX_CLUB_FIELD, club);
      form.append(LENEX_FILE_FIELD, file, file.name);
      return form;
    },
    schema: ZLenexPreview,
    onProgress,
  });
}

export function usePreviewLenex() {
  return useMutation({ mutationFn: previewLenex });
}
