import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { galleryPhotos } from "../../db/schema/content.ts";

export type GalleryPhotoRow = typeof galleryPhotos.$inferSelect;
export type NewGalleryPhoto = typeof galleryPhotos.$inferInsert;

/**
 * Where a page of the newest-first listing ends: the last row's creation time, as PostgreSQL's own text (full
 * microsecond precision, which a JavaScript Date would lose), and its id to break ties.
 */
export interface PhotoPosition {
  createdAt: string;
  id: string;
}

export interface ListPhotosOptions {
  category?: string;
  /** Only photos after this one in the listing order. */
  after?: PhotoPosition;
  limit: number;
}

/** Photos newest first (ties by id), with each row's position for the next page. */
export async function listPhotos(
  db: Db,
  { category, after, limit }: ListPhotosOptions,
): Promise<{ row: GalleryPhotoRow; position: PhotoPosition }[]> {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(galleryPhotos.category, category));
  if (after) {
    conditions.push(
      sql`(${galleryPhotos.createdAt}, ${galleryPhotos.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ row: galleryPhotos, createdAtText: sql<string>`${galleryPhotos.createdAt}::text` })
    .from(galleryPhotos)
    .where(and(...conditions))
    .orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
    .limit(limit);
  return rows.map(({ row, createdAtText }) => ({ row, position: { createdAt: createdAtText, id: row.id } }));
}

export async function findPhoto(db: Db, id: string): Promise<GalleryPhotoRow | null> {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)).limit(1);
  return row ?? null;
}

export async function insertPhotos(db: Db, values: NewGalleryPhoto[]): Promise<GalleryPhotoRow[]> {
  if (values.length === 0) return [];
  return db.insert(galleryPhotos).values(values).returning();
}

export async function updatePhoto(
  db: Db,
  id: string,
  values: Partial<Pick<NewGalleryPhoto, "category" | "caption">>,
): Promise<GalleryPhotoRow | null> {
  const [row] = await db.update(galleryPhotos).set(values).where(eq(galleryPhotos.id, id)).returning();
  return row ?? null;
}

/** Deletes the row and returns it (its file keys), or null when there was none. */
export async function deletePhoto(db: Db, id: string): Promise<GalleryPhotoRow | null> {
  const [row] = await db.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning();
  return row ?? null;
}

/** Every storage key a photo row points to: the original and each variant. */
export function photoFileKeys(row: Pick<GalleryPhotoRow, "originalKey" | "variants">): string[] {
  return [row.originalKey, ...row.variants.map((v) => v.key)];
}
