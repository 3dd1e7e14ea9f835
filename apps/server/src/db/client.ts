import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/all.ts";

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any number just for the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK_ID = 727_001;

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/db`. Migrations are applied. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = join(opts.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

/** Wraps an open PGlite instance (also used by tests with a cloned, already migrated instance). */
export async function openPglite(client: PGlite, opts: { migrate?: boolean } = {}): Promise<Database> {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, driver: "pglite", close: () => client.close() };
}

export async function openPostgres(url: string, opts: { migrate?: boolean } = {}): Promise<Database> {
  if (opts.migrate !== false) {
    // One connection holds the lock for the whole migration, so parallel starts apply it once.
    const lockClient = new pg.Client({ connectionString: url });
    await lockClient.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      await lockClient.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // discards it and opens a new one on the next query.
  pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, driver: "postgres", close: () => pool.end() };
}
