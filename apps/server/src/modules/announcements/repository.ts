import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { announcements } from "../../db/schema/content.ts";

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

export interface ListAnnouncementsOptions {
  /** The public page sees active ones only; the managers' list sees all. */
  activeOnly: boolean;
  category?: string;
  offset: number;
  limit: number;
}

/** Highest priority first, then newest, then by id so pages never overlap. Returns the page and the total. */
export async function listAnnouncements(
  db: Db,
  { activeOnly, category, offset, limit }: ListAnnouncementsOptions,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (activeOnly) conditions.push(eq(announcements.active, true));
  if (category) conditions.push(eq(announcements.category, category));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(announcements), pageTotal: pageTotal() })
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.priority), desc(announcements.publishedAt), desc(announcements.id))
    .offset(offset)
    .limit(limit);
  return withPageTotal(rows, offset, countRows(db, announcements, where));
}

export async function findAnnouncement(db: Db, id: string): Promise<AnnouncementRow | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row ?? null;
}

export async function insertAnnouncements(db: Db, values: NewAnnouncement[]): Promise<AnnouncementRow[]> {
  if (values.length === 0) return [];
  return db.insert(announcements).values(values).returning();
}

export async function insertAnnouncement(db: Db, value: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(value).returning();
  return row!;
}

export async function updateAnnouncement(
  db: Db,
  id: string,
  changes: Partial<NewAnnouncement>,
): Promise<AnnouncementRow | null> {
  const [row] = await db.update(announcements).set(changes).where(eq(announcements.id, id)).returning();
  return row ?? null;
}

export async function deleteAnnouncement(db: Db, id: string): Promise<AnnouncementRow | null> {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning();
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so two editors never both see it "not yet published". */
export async function findAnnouncementForUpdate(db: Db, id: string): Promise<AnnouncementRow | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).for("update").limit(1);
  return row ?? null;
}
