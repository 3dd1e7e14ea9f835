import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../src/db/client.ts";
import { adminQuery } from "./global-setup.ts";

/*
 * A fresh, migrated database per test, copied from the template test/global-setup.ts migrated once per run.
 * On PGlite each test file loads the template's data folder once and clones it per test. With
 * TEST_DATABASE_URL each test gets its own PostgreSQL database, created from the template and dropped after.
 */

let template: Promise<PGlite> | undefined;

async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const dump = await readFile(inject("pgliteTemplateFile"));
    const client = new PGlite({ loadDataDir: new Blob([dump]) });
    await client.waitReady;
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
  await adminQuery(url, `create database ${name} template ${inject("postgresTemplate")}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), { migrate: false });
  return {
    ...database,
    driver: "postgres",
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
