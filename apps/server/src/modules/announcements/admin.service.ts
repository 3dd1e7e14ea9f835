import {
  ANNOUNCEMENT_IMAGE_FIELD,
  ANNOUNCEMENT_IMAGE_TYPES,
  type TAdminAnnouncement,
  type TAdminAnnouncementListQuery,
  type TAdminAnnouncementListResponse,
  type ZAnnouncementInput,
  type ZAnnouncementUpdate,
} from "@bazin/shared/contracts/content";
import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";
import type { MultipartFile } from "@fastify/multipart";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { afterCommit, inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { createStorage, type StoredFile } from "../../storage/storage.ts";
import { notifyAnnouncement } from "../notifications/producers.ts";
import { cleanAnnouncementImage } from "./image.ts";
import { toAdminAnnouncement } from "./presenter.ts";
import {
  type AnnouncementRow,
  deleteAnnouncement,
  findAnnouncementForUpdate,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "./repository.ts";

/** Where announcement images are stored (under random names, see storage.ts). */
const IMAGE_AREA = "announcements";

type Input = z.output<typeof ZAnnouncementInput>;

/** Every announcement, active or not, highest priority and newest first, one page with the total. */
export async function listManagedAnnouncements(
  ctx: AppContext,
  query: TAdminAnnouncementListQuery,
): Promise<TAdminAnnouncementListResponse> {
  const { rows, total } = await listAnnouncements(ctx.db, {
    activeOnly: false,
    category: query.category,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(toAdminAnnouncement), page: query.page, pageSize: query.pageSize, total };
}

/**
 * Publishing (spec §2): members hear of an announcement when it becomes visible, once (the producer keeps one
 * ANNOUNCEMENT per announcement and member); the push happens after the commit.
 */
async function announce(ctx: AppContext, tx: Tx, row: AnnouncementRow): Promise<void> {
  await notifyAnnouncement(ctx, tx, { id: row.id, title: row.title, authorId: row.createdBy });
}

export async function createAnnouncement(
  ctx: AppContext,
  authorId: string,
  input: Input,
): Promise<TAdminAnnouncement> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await insertAnnouncement(tx, {
      ...input,
      createdBy: authorId,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (created.active) await announce(ctx, tx, created);
    return created;
  });
  return toAdminAnnouncement(row);
}

/**
 * Saves an edit. Turning an inactive announcement active publishes it: it counts as published now (so it
 * shows among the newest) and members are told, unless they were told before.
 */
export async function editAnnouncement(
  ctx: AppContext,
  id: string,
  input: z.output<typeof ZAnnouncementUpdate>,
): Promise<TAdminAnnouncement> {
  return setFields(ctx, id, input);
}

/** Publishes (true) or withdraws (false) an announcement. */
export async function setAnnouncementActive(
  ctx: AppContext,
  id: string,
  active: boolean,
): Promise<TAdminAnnouncement> {
  return setFields(ctx, id, { active });
}

async function setFields(ctx: AppContext, id: string, changes: Partial<Input>): Promise<TAdminAnnouncement> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await findAnnouncementForUpdate(tx, id);
    if (!before) throw new AppError("NOT_FOUND", 404);
    const publishing = changes.active === true && !before.active;
    const after = await updateAnnouncement(tx, id, {
      ...changes,
      updatedAt: now,
      ...(publishing ? { publishedAt: now } : {}),
    });
    if (publishing && after) await announce(ctx, tx, after);
    return after!;
  });
  return toAdminAnnouncement(row);
}

/** Deletes an announcement, then its image file (the row first, so nothing ever points to a missing file). */
export async function removeAnnouncement(ctx: AppContext, id: string): Promise<void> {
  const row = await deleteAnnouncement(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", 404);
  if (row.imageKey) await createStorage(ctx.config.dataDir).remove(row.imageKey);
}

/**
 * Saves an uploaded image, judged by its bytes (JPEG, PNG or GIF) and cut off past 5 MB, then stores it
 * encoded again without its metadata (image.ts): only the clean copy is kept.
 */
async function saveImage(ctx: AppContext, file: MultipartFile): Promise<StoredFile> {
  const storage = createStorage(ctx.config.dataDir);
  let upload: StoredFile;
  try {
    upload = await storage.save(file.file, {
      area: IMAGE_AREA,
      maxBytes: IMAGE_MAX_BYTES,
      allowedTypes: ANNOUNCEMENT_IMAGE_TYPES,
    });
  } catch (error) {
    // The multipart parser may notice the size limit before our own counter does: the same failure.
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("FILE_TOO_LARGE", 413, { maxMb: Math.round(IMAGE_MAX_BYTES / 1048576) });
    }
    throw error;
  }
  try {
    const clean = await cleanAnnouncementImage(storage.pathOf(upload.key));
    // Re-encoding never makes a file of the kind it was not; the size is whatever the encoder made.
    return await storage.save(clean, { area: IMAGE_AREA, maxBytes: Number.MAX_SAFE_INTEGER });
  } finally {
    await storage.remove(upload.key);
  }
}

/**
 * Sets or replaces an announcement's image (multipart field `image`). A refused or failed upload leaves no
 * file behind; a replaced image's file is removed once the new one is committed.
 */
export async function replaceAnnouncementImage(
  ctx: AppContext,
  id: string,
  file: MultipartFile | undefined,
): Promise<TAdminAnnouncement> {
  if (file?.fieldname !== ANNOUNCEMENT_IMAGE_FIELD) {
    file?.file.resume();
    throw new AppError("VALIDATION_ERROR", 400, {}, { [ANNOUNCEMENT_IMAGE_FIELD]: "fieldRequired" });
  }
  const storage = createStorage(ctx.config.dataDir);
  const saved = await saveImage(ctx, file);
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      const before = await findAnnouncementForUpdate(tx, id);
      if (!before) throw new AppError("NOT_FOUND", 404);
      const after = await updateAnnouncement(tx, id, { imageKey: saved.key, updatedAt: ctx.clock.now() });
      const old = before.imageKey;
      if (old) afterCommit(tx, () => storage.remove(old));
      return after!;
    });
    return toAdminAnnouncement(row);
  } catch (error) {
    await storage.remove(saved.key);
    throw error;
  }
}

/** Removes an announcement's image (the row first, then the file). */
export async function removeAnnouncementImage(ctx: AppContext, id: string): Promise<TAdminAnnouncement> {
  const storage = createStorage(ctx.config.dataDir);
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await findAnnouncementForUpdate(tx, id);
    if (!before) throw new AppError("NOT_FOUND", 404);
    const old = before.imageKey;
    if (old) afterCommit(tx, () => storage.remove(old));
    return (await updateAnnouncement(tx, id, { imageKey: null, updatedAt: ctx.clock.now() }))!;
  });
  return toAdminAnnouncement(row);
}
