import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pendingUploads, spentChallenges } from "../../db/schema/registration.ts";

/* Certificates uploaded ahead of the submit, and the bot-check proofs already used. */

export type PendingUploadRow = typeof pendingUploads.$inferSelect;

export async function insertPendingUpload(
  db: Db,
  values: typeof pendingUploads.$inferInsert,
): Promise<PendingUploadRow> {
  const [row] = await db.insert(pendingUploads).values(values).returning();
  return row!;
}

/** Bytes held by unexpired unclaimed uploads: in all, and those of one uploader. */
export async function pendingUploadBytes(
  db: Db,
  uploader: string,
  now: Date,
): Promise<{ total: number; uploader: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${pendingUploads.sizeBytes}), 0)::float8`,
      uploader: sql<number>`coalesce(sum(${pendingUploads.sizeBytes}) filter (where ${pendingUploads.uploader} = ${uploader}), 0)::float8`,
    })
    .from(pendingUploads)
    .where(gt(pendingUploads.expiresAt, now));
  return { total: Number(row?.total ?? 0), uploader: Number(row?.uploader ?? 0) };
}

/** Deletes one unclaimed upload (refused after all). */
export async function deletePendingUpload(db: Db, id: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.id, id));
}

export async function findPendingUpload(db: Db, id: string, now: Date): Promise<PendingUploadRow | null> {
  const [row] = await db
    .select()
    .from(pendingUploads)
    .where(and(eq(pendingUploads.id, id), gt(pendingUploads.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes an unexpired upload for a registration: deletes its row and returns it, or null when it is unknown,
 * expired or already taken. One statement, so two submits cannot both take the same upload.
 */
export async function takePendingUpload(db: Db, id: string, now: Date): Promise<PendingUploadRow | null> {
  const [row] = await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id, id), gt(pendingUploads.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Deletes the uploads that expired before `now` and returns their storage keys, for removing the files. */
export async function deleteExpiredPendingUploads(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .delete(pendingUploads)
    .where(lt(pendingUploads.expiresAt, now))
    .returning({ key: pendingUploads.storageKey });
  return rows.map((r) => r.key);
}

/** Records a bot-check proof as used; false when it was used before. */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(spentChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return rows.length === 1;
}

/** Forgets used proofs whose challenge has expired: the bot check refuses those anyway. */
export async function deleteSpentChallengesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(spentChallenges)
    .where(lt(spentChallenges.expiresAt, before))
    .returning({ signature: spentChallenges.signature });
  return rows.length;
}
