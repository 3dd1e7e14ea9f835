import type { TDatabaseDriver, TDatabaseTable } from "@bazin/shared/contracts/system";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../../db/client.ts";

/*
 * The database's own view of itself, for /admin/system. The same SQL runs on PGlite and PostgreSQL; sizes and
 * counts are cast to float8 so both drivers answer plain numbers (bigint comes back as a string from pg).
 */

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The client drizzle was opened on: node-postgres' pool, or the embedded PGlite. */
function clientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

export function databaseDriver(db: Db): TDatabaseDriver {
  return clientOf(db) instanceof pg.Pool ? "postgres" : "pglite";
}

export async function databaseVersion(db: Db): Promise<string> {
  const [row] = await rows<{ version: string }>(db, sql`select version() as version`);
  return row?.version ?? "";
}

export async function databaseSize(db: Db): Promise<number | null> {
  const [row] = await rows<{ size: number | null }>(
    db,
    sql`select pg_database_size(current_database())::float8 as size`,
  );
  return row?.size ?? null;
}

/**
 * The application's tables, largest first. On PostgreSQL rows are estimates: the statistics' live count, or the
 * planner's when statistics were reset (a never-analysed table has neither yet, and says 0). The embedded
 * database keeps no statistics across restarts, so there every table is counted: it holds one small club.
 */
export async function databaseTables(db: Db): Promise<TDatabaseTable[]> {
  const result = await rows<TDatabaseTable>(
    db,
    sql`select n.nspname as "schema", c.relname as "name",
          (case when s.n_live_tup > 0 then s.n_live_tup
                when c.reltuples > 0 then c.reltuples
                else 0 end)::float8 as "rowEstimate",
          pg_total_relation_size(c.oid)::float8 as "totalBytes"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
        where c.relkind in ('r', 'p')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_toast%'
        order by "totalBytes" desc, "name"`,
  );
  const tables = result.map((t) => ({
    ...t,
    rowEstimate: Math.round(Number(t.rowEstimate)),
    totalBytes: Number(t.totalBytes),
  }));
  if (databaseDriver(db) === "pglite") {
    for (const table of tables) {
      const [counted] = await rows<{ n: number }>(
        db,
        sql`select count(*)::float8 as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
      );
      table.rowEstimate = Number(counted?.n ?? 0);
    }
  }
  return tables;
}

/** Server connections to this database (PostgreSQL only: PGlite is one embedded connection). */
export async function databaseConnections(db: Db) {
  if (databaseDriver(db) === "pglite") return { inUse: 1, open: 1, max: 1 };
  const [row] = await rows<{ open: number; active: number; max: number }>(
    db,
    sql`select count(*)::int as "open",
          (count(*) filter (where state = 'active'))::int as "active",
          current_setting('max_connections')::int as "max"
        from pg_stat_activity where datname = current_database()`,
  );
  return { inUse: row?.active ?? 0, open: row?.open ?? 0, max: row?.max ?? null };
}

/** This instance's node-postgres pool (settings and state); null on PGlite. */
export function poolState(db: Db) {
  const client = clientOf(db);
  if (!(client instanceof pg.Pool)) return null;
  const options = (client as pg.Pool & { options: pg.PoolConfig }).options;
  return {
    max: options.max ?? 10,
    idleTimeoutMs: options.idleTimeoutMillis ?? null,
    total: client.totalCount,
    idle: client.idleCount,
    waiting: client.waitingCount,
  };
}
