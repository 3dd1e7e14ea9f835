import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * The database's current snapshot (`xmin:xmax:in-progress ids`), as PostgreSQL and PGlite report it. Every commit
 * that wrote anything changes it, on any connection or instance and from any job; reads leave it as it is. Two
 * equal snapshots see exactly the same committed data, so a value computed while the snapshot stayed the same can
 * be served again for as long as it stays the same (plugins/read-cache.ts).
 */
export async function dataSnapshot(db: Db): Promise<string> {
  const result = (await db.execute(sql`select pg_current_snapshot()::text as snapshot`)) as unknown as {
    rows: { snapshot: string }[];
  };
  return result.rows[0]!.snapshot;
}
