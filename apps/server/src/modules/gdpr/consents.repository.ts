import type { TConsentFilter } from "@bazin/shared/contracts/consents";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";
import { consents } from "../../db/schema/registration.ts";
import { likePattern } from "../../lib/sql-like.ts";

export interface ConsentRow {
  id: string;
  fullName: string;
  agreedAt: Date;
  ip: string;
  gdprVersion: number;
  document: "privacy" | "terms";
}

const columns = {
  id: consents.id,
  fullName: consents.fullName,
  agreedAt: consents.agreedAt,
  ip: consents.ip,
  gdprVersion: gdprVersions.version,
  document: gdprVersions.document,
};

function consentWhere(f: TConsentFilter): SQL | undefined {
  return f.q ? sql`lower(${consents.fullName}) like ${likePattern(f.q)}` : undefined;
}

/** Newest first; the id breaks ties so pages never repeat or skip a row. */
const newestFirst = [desc(consents.agreedAt), desc(consents.id)];

export async function listConsents(
  db: Db,
  f: TConsentFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ConsentRow[]; total: number }> {
  const where = consentWhere(f);
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select({ ...columns, pageTotal: pageTotal() })
    .from(consents)
    .innerJoin(gdprVersions, eq(gdprVersions.id, consents.gdprVersionId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(offset);
  return withPageTotal(rows, offset, countRows(db, consents, where));
}

/**
 * The export's rows a batch at a time, in the list's order. Each batch continues after the last row of the one
 * before (keyset, the last row's own timestamp read back by id so no microseconds are lost).
 */
export async function* consentBatches(
  db: Db,
  f: TConsentFilter,
  batchSize = 1000,
): AsyncGenerator<ConsentRow[]> {
  const where = consentWhere(f);
  let last: ConsentRow | undefined;
  for (;;) {
    const after = last
      ? sql`(${consents.agreedAt}, ${consents.id}) < (select last_row.agreed_at, last_row.id from ${consents} as last_row where last_row.id = ${last.id})`
      : undefined;
    const rows = await db
      .select(columns)
      .from(consents)
      .innerJoin(gdprVersions, eq(gdprVersions.id, consents.gdprVersionId))
      .where(and(where, after))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}
