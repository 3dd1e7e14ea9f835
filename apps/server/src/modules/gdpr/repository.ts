import type { TLegalDocument, TPendingText } from "@bazin/shared/contracts/gdpr";
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";
import { consents, students } from "../../db/schema/registration.ts";

export type GdprVersionRow = typeof gdprVersions.$inferSelect;
export type NewGdprVersion = typeof gdprVersions.$inferInsert;

/** A version with its author's name (null for the seeded version 1 or a deleted account). */
export type GdprVersionWithAuthor = GdprVersionRow & {
  author: { id: string; firstName: string; lastName: string } | null;
};

/** The newest version of a document, among those meeting `condition` when one is given; null when none does. */
async function newestVersion(
  db: Db,
  document: TLegalDocument,
  condition?: SQL,
): Promise<GdprVersionRow | null> {
  const [row] = await db
    .select()
    .from(gdprVersions)
    .where(and(eq(gdprVersions.document, document), condition))
    .orderBy(desc(gdprVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * A document's newest version: what the registration wizard records and a signed-in user accepts (the
 * privacy policy unless told otherwise).
 */
export function findCurrentGdprVersion(
  db: Db,
  document: TLegalDocument = "privacy",
): Promise<GdprVersionRow | null> {
  return newestVersion(db, document);
}

/**
 * The version in force on `today` (YYYY-MM-DD): the newest whose effective day has come (the first version has
 * none), or the newest of all when none has (a database whose only versions are still announced).
 */
export async function findGdprVersionInForce(
  db: Db,
  document: TLegalDocument,
  today: string,
): Promise<GdprVersionRow | null> {
  const inForce = or(isNull(gdprVersions.effectiveOn), lte(gdprVersions.effectiveOn, today));
  return (await newestVersion(db, document, inForce)) ?? (await newestVersion(db, document));
}

/** The newest version announced but not in force on `today`, or null. */
export function findUpcomingGdprVersion(
  db: Db,
  document: TLegalDocument,
  today: string,
): Promise<GdprVersionRow | null> {
  return newestVersion(db, document, gt(gdprVersions.effectiveOn, today));
}

export async function findGdprVersionByNumber(
  db: Db,
  document: TLegalDocument,
  version: number,
): Promise<GdprVersionRow | null> {
  const [row] = await db
    .select()
    .from(gdprVersions)
    .where(and(eq(gdprVersions.document, document), eq(gdprVersions.version, version)))
    .limit(1);
  return row ?? null;
}

export async function findGdprVersionById(db: Db, id: string): Promise<GdprVersionRow | null> {
  const [row] = await db.select().from(gdprVersions).where(eq(gdprVersions.id, id)).limit(1);
  return row ?? null;
}

export async function countGdprVersions(db: Db, document: TLegalDocument = "privacy"): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gdprVersions).where(eq(gdprVersions.document, document));
  return row?.n ?? 0;
}

/** Every version of a document, newest first, with the name of the admin who added it. */
export async function listGdprVersions(db: Db, document: TLegalDocument): Promise<GdprVersionWithAuthor[]> {
  const rows = await db
    .select({
      version: gdprVersions,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(gdprVersions)
    .leftJoin(users, eq(users.id, gdprVersions.createdBy))
    .where(eq(gdprVersions.document, document))
    .orderBy(desc(gdprVersions.version));
  return rows.map((r) => ({
    ...r.version,
    author: r.authorId ? { id: r.authorId, firstName: r.firstName!, lastName: r.lastName! } : null,
  }));
}

/** Adds a version; the unique version number makes a concurrent insert of the same number fail. */
export async function insertGdprVersion(db: Db, values: NewGdprVersion): Promise<GdprVersionRow> {
  const [row] = await db.insert(gdprVersions).values(values).returning();
  return row!;
}

/**
 * Adds the next version of its document (that document's highest plus one). Call it in a transaction: the
 * advisory lock, held until that transaction ends, makes two admins publishing at once get 2 and 3 rather
 * than one of them an error.
 */
export async function insertNextGdprVersion(
  tx: Db,
  values: Omit<NewGdprVersion, "version"> & { document: TLegalDocument },
): Promise<GdprVersionRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gdpr_versions.version'))`);
  const [row] = await tx
    .insert(gdprVersions)
    .values({
      ...values,
      version: sql`(select coalesce(max(version), 0) + 1 from gdpr_versions where document = ${values.document})`,
    })
    .returning();
  return row!;
}

/** Marks a version major; null when it does not exist or already was (so only one caller sends the notice). */
export async function setGdprVersionMajor(tx: Db, id: string): Promise<GdprVersionRow | null> {
  const [row] = await tx
    .update(gdprVersions)
    .set({ major: true })
    .where(and(eq(gdprVersions.id, id), eq(gdprVersions.major, false)))
    .returning();
  return row ?? null;
}

/**
 * Whether a user (the SQL expression of their id) has a changed text to accept, of the given document (both
 * when `document` is left out): some major version newer than both that document's first version and the
 * highest version of it they accepted. Version 1 is the text every account starts under (the wizard's consent,
 * the invitation), so only later major changes ask again. The consents are read only when a major change
 * after version 1 exists at all. Also part of the session lookup (auth/sessions.repository.ts), so the server
 * can refuse the API to such a user without a query of its own.
 */
export function gdprAcceptancePendingSql(
  userId: SQL | AnyPgColumn | string,
  document?: SQL | AnyPgColumn,
): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${gdprVersions} m
    where m.major and m.version > 1${document ? sql` and m.document = ${document}` : sql``}
      and not exists (
        select 1 from ${consents} c join ${gdprVersions} a on a.id = c.gdpr_version_id
        where c.user_id = ${userId} and a.document = m.document and a.version >= m.version
      )
  )`;
}

/**
 * The texts a user must accept (each the newest version of its document, privacy policy first) when a change
 * is pending; empty when none. One statement.
 */
export async function findPendingAcceptance(db: Db, userId: string): Promise<TPendingText[]> {
  const rows = await db
    .select({ document: gdprVersions.document, versionId: gdprVersions.id, version: gdprVersions.version })
    .from(gdprVersions)
    .where(
      sql`${gdprVersions.version} = (select max(v.version) from ${gdprVersions} v where v.document = ${gdprVersions.document})
        and ${gdprAcceptancePendingSql(userId, gdprVersions.document)}`,
    )
    .orderBy(gdprVersions.document);
  return rows.map((r) => ({ ...r, document: r.document as TLegalDocument }));
}

export async function insertConsent(db: Db, values: typeof consents.$inferInsert) {
  await db.insert(consents).values(values);
}

/** Where the notice of a changed policy goes: active accounts and active registrations, with an address. */
export async function listNoticeAddresses(db: Db): Promise<{
  accounts: string[];
  registrations: { email: string; language: string }[];
}> {
  const [accounts, registrations] = await Promise.all([
    db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.active, true), isNotNull(users.email))),
    db
      .select({ email: students.email, language: students.language })
      .from(students)
      .where(eq(students.status, "active"))
      // The newest registration's language wins when one address made several.
      .orderBy(desc(students.registeredAt)),
  ]);
  return { accounts: accounts.map((a) => a.email!), registrations };
}
