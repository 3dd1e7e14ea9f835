import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";

export type GdprVersionRow = typeof gdprVersions.$inferSelect;
export type NewGdprVersion = typeof gdprVersions.$inferInsert;

/** The current privacy policy: the newest version. */
export async function findCurrentGdprVersion(db: Db): Promise<GdprVersionRow | null> {
  const [row] = await db.select().from(gdprVersions).orderBy(desc(gdprVersions.version)).limit(1);
  return row ?? null;
}

export async function countGdprVersions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gdprVersions);
  return row?.n ?? 0;
}

/** Adds a version; the unique version number makes a concurrent insert of the same number fail. */
export async function insertGdprVersion(db: Db, values: NewGdprVersion): Promise<GdprVersionRow> {
  const [row] = await db.insert(gdprVersions).values(values).returning();
  return row!;
}
