import type { Readable } from "node:stream";
import type { TAnnouncementListQuery, TAnnouncementListResponse } from "@bazin/shared/contracts/content";
import { fileTypeFromFile } from "file-type";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { createStorage } from "../../storage/storage.ts";
import { imageVersion, toPublicAnnouncement } from "./presenter.ts";
import { findAnnouncement, listAnnouncements } from "./repository.ts";

/**
 * The public events page (spec §2 /evenimente): active announcements only, highest priority and newest first,
 * one page of them with the total for paging.
 */
export async function listPublicAnnouncements(
  ctx: AppContext,
  query: TAnnouncementListQuery,
): Promise<TAnnouncementListResponse> {
  const { rows, total } = await listAnnouncements(ctx.db, {
    activeOnly: true,
    category: query.category,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(toPublicAnnouncement), page: query.page, pageSize: query.pageSize, total };
}

export interface AnnouncementImage {
  stream: Readable;
  size: number | null;
  contentType: string;
  /** Whether the address named the current image, so it may be cached for long. */
  current: boolean;
}

/**
 * The image of an announcement; 404 for one without an image. The public route passes `activeOnly` (an
 * inactive announcement is not public yet); its managers see every image.
 */
export async function openAnnouncementImage(
  ctx: AppContext,
  id: string,
  version: string | undefined,
  { activeOnly }: { activeOnly: boolean } = { activeOnly: true },
): Promise<AnnouncementImage> {
  const row = await findAnnouncement(ctx.db, id);
  if (!row?.imageKey || (activeOnly && !row.active)) throw new AppError("NOT_FOUND", 404);
  const storage = createStorage(ctx.config.dataDir);
  const size = await storage.size(row.imageKey);
  if (size === null) throw new AppError("NOT_FOUND", 404);
  // Stored after a check by content; read again so the answer names the type the bytes really are.
  const type = await fileTypeFromFile(storage.pathOf(row.imageKey));
  if (!type?.mime.startsWith("image/")) throw new AppError("NOT_FOUND", 404);
  return {
    stream: storage.read(row.imageKey),
    size,
    contentType: type.mime,
    current: version === imageVersion(row.imageKey),
  };
}
