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

/** The image of an active announcement; 404 for an inactive one or one without an image. */
export async function openAnnouncementImage(
  ctx: AppContext,
  id: string,
  version: string | undefined,
): Promise<AnnouncementImage> {
  const row = await findAnnouncement(ctx.db, id);
  if (!row?.active || !row.imageKey) throw new AppError("NOT_FOUND", 404);
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
