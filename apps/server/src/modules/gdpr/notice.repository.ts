import { asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { gdprVersions, policyNotices } from "../../db/schema/gdpr.ts";
import type { GdprVersionRow } from "./repository.ts";

/** The versions whose notice may still be owed: published, not yet in force on `today`. Oldest first. */
export async function listVersionsBeforeEffect(db: Db, today: string): Promise<GdprVersionRow[]> {
  return db
    .select()
    .from(gdprVersions)
    .where(gt(gdprVersions.effectiveOn, today))
    .orderBy(asc(gdprVersions.createdAt), asc(gdprVersions.document), asc(gdprVersions.version));
}

/** The addresses (lower case) already sent the notice of a version. */
export async function listNoticedAddresses(db: Db, versionId: string): Promise<string[]> {
  const rows = await db
    .select({ email: policyNotices.email })
    .from(policyNotices)
    .where(eq(policyNotices.versionId, versionId));
  return rows.map((r) => r.email);
}

/**
 * Records the notices of a version to these addresses (lower case); returns the addresses actually inserted,
 * i.e. not recorded before by this or another instance: only those are mailed.
 */
export async function insertPolicyNotices(
  db: Db,
  versionId: string,
  emails: string[],
  now: Date,
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(policyNotices)
    .values(emails.map((email) => ({ versionId, email, queuedAt: now })))
    .onConflictDoNothing()
    .returning({ email: policyNotices.email });
  return rows.map((r) => r.email);
}
