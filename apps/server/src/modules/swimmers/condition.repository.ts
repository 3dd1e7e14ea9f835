import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Whether a condition (a policy's SQL) holds. */
export async function holds(db: Db, condition: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select (${condition}) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return !!result.rows[0]?.ok;
}
