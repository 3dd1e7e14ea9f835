import type { TAdminAnnouncement } from "@bazin/shared/contracts/content";
import { ANNOUNCEMENT_IMAGE_FIELD, ZAdminAnnouncement } from "@bazin/shared/contracts/content";
import { uploadWithProgress } from "../../../lib/upload.ts";

/** PUT /api/admin/announcements/:id/image, reporting the upload's progress. */
export function uploadAnnouncementImage(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TAdminAnnouncement> {
  return uploadWithProgress({
    method: "PUT",
    path: `/api/admin/announcements/${id}/image`,
    form: () => {
      const form = new FormData();
      form.append(ANNOUNCEMENT_IMAGE_FIELD, file, file.name);
      return form;
    },
    schema: ZAdminAnnouncement,
    onProgress,
  });
}
