import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/*
 * A page of a list and the total its filters keep, in one statement: a window count beside each row runs before
 * LIMIT and OFFSET. A list used to send two (the page, then `count(*)` with the same filters), and on the
 * embedded database each statement costs about as much as a whole `select 1` request (bench/README.md).
 */

/** Select it as `pageTotal` beside a page's columns. */
export const pageTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The page's rows without their `pageTotal`, and the total. A page past the end has no row to carry the
 * total: only then is it counted on its own (`countAll`).
 */
export async function withPageTotal<T extends { pageTotal: number }>(
  rows: T[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<T, "pageTotal">[]; total: number }> {
  if (rows.length > 0) {
    return { rows: rows.map(({ pageTotal: _, ...row }) => row), total: rows[0]!.pageTotal };
  }
  return { rows: [], total: offset > 0 ? await countAll() : 0 };
}

/** `countAll` for withPageTotal: the rows of one table its filter keeps. */
export function countRows(db: Db, table: PgTable, where: SQL | undefined): () => Promise<number> {
  return async () => {
    const [counted] = await db.select({ n: count() }).from(table).where(where);
    return counted?.n ?? 0;
  };
}
