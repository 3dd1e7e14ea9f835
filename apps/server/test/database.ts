import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../src/db/client.ts";

/*
 * A fresh, migrated database per test. On PGlite the migrated template is opened once per test file and
 * cloned (opening takes seconds, cloning is quick). With TEST_DATABASE_URL each test gets its own PostgreSQL
 * database, created and dropped around it.
 */

let template: Promise<PGlite> | undefined;

async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = new PGlite();
    await openPglite(client);
    return client;
  })();
  return template;
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const clone = (await (await pgliteTemplate()).clone()) as PGlite;
    return openPglite(clone, { migrate: false });
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  return {
    ...database,
    driver: "postgres",
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
