import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Whether a condition (a policy's SQL) holds. */
export async function holds(db: Db, condition: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select (${condition}) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return !!result.rows[0]?.ok;
}

/** Of the given student ids, those for which a condition on `candidate.id` holds. */
export async function filterStudentIds(db: Db, ids: readonly string[], condition: SQL): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select candidate.id from (values ${list}) as candidate(id) where ${condition}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}
