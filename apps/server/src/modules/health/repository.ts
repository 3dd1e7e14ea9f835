import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  return db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
}
