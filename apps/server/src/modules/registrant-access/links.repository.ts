import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrantLinks } from "../../db/schema/all.ts";
import { hashToken, randomToken } from "../../lib/tokens.ts";

/**
 * What a registrant's one-time link is for (schema: registrant_links): `access` opens the page of their data,
 * `renewal` asks for a registration's renewal, `session` is what an opened `access` link becomes for the page.
 */
export type RegistrantLinkPurpose = "access" | "renewal" | "session";

export type RegistrantLink = typeof registrantLinks.$inferSelect;

export interface NewRegistrantLink {
  purpose: RegistrantLinkPurpose;
  /** The registration's address; stored in lower case. */
  email: string;
  studentId?: string | null;
  language: string;
  ttlMs: number;
  now: Date;
}

/** Stores a new link (its hash only) and returns the token to put in the URL. */
export async function issueRegistrantLink(db: Db, link: NewRegistrantLink): Promise<string> {
  const token = randomToken();
  await db.insert(registrantLinks).values({
    tokenHash: hashToken(token),
    purpose: link.purpose,
    email: link.email.trim().toLowerCase(),
    studentId: link.studentId ?? null,
    language: link.language,
    expiresAt: new Date(link.now.getTime() + link.ttlMs),
    createdAt: link.now,
  });
  return token;
}

/**
 * Spends a single-use link: marks it used and returns it, in one statement, so two clicks racing each other
 * cannot both succeed. Null when the token is unknown, of another purpose, expired or already used.
 */
export async function spendRegistrantLink(
  db: Db,
  token: string,
  purpose: Exclude<RegistrantLinkPurpose, "session">,
  now: Date,
): Promise<RegistrantLink | null> {
  const [row] = await db
    .update(registrantLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(registrantLinks.tokenHash, hashToken(token)),
        eq(registrantLinks.purpose, purpose),
        isNull(registrantLinks.usedAt),
        gt(registrantLinks.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** A live `session` (an opened access link), usable until it expires or is ended; null otherwise. */
export async function findRegistrantSession(
  db: Db,
  token: string,
  now: Date,
): Promise<RegistrantLink | null> {
  const [row] = await db
    .select()
    .from(registrantLinks)
    .where(
      and(
        eq(registrantLinks.tokenHash, hashToken(token)),
        eq(registrantLinks.purpose, "session"),
        isNull(registrantLinks.usedAt),
        gt(registrantLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Ends every open link and session of an address (after a deletion, nothing of it may open the page again). */
export async function endRegistrantLinks(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(registrantLinks)
    .set({ usedAt: now })
    .where(and(eq(registrantLinks.email, email.trim().toLowerCase()), isNull(registrantLinks.usedAt)));
}

/** Links expired or used before `before` are of no further use: the daily clean-up removes them. */
export async function deleteStaleRegistrantLinks(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(registrantLinks)
    .where(or(lt(registrantLinks.expiresAt, before), lt(registrantLinks.usedAt, before)))
    .returning({ id: registrantLinks.id });
  return rows.length;
}

/** How many links an address was sent since `since`: the request form sends at most a few an hour. */
export async function countRecentLinks(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrantLinks)
    .where(
      and(
        eq(registrantLinks.email, email.trim().toLowerCase()),
        eq(registrantLinks.purpose, "access"),
        gt(registrantLinks.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}
