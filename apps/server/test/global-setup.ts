import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../src/db/client.ts";

/*
 * Migrating a fresh database takes seconds; copying a migrated one takes a fraction of that. Once per run,
 * before any test file, this migrates a template that test/database.ts copies: on PGlite a dump of the data
 * folder that each test file loads, on PostgreSQL (TEST_DATABASE_URL) a template database that each test's
 * database is created from.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite data folder dump (a tar file) of a migrated database; empty on PostgreSQL. */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database to create each test's database from; empty on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTemplate(project, url) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const client = new PGlite();
  const database = await openPglite(client);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dir = await mkdtemp(join(tmpdir(), "bazin-test-template-"));
  const file = join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplate", "");
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  // A name of its own per run: two runs at once on one server do not share (or drop) each other's template.
  const name = `test_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openPostgres(templateUrl.toString());
  // No connection may stay open on a template while databases are created from it.
  await database.close();
  project.provide("pgliteTemplateFile", "");
  project.provide("postgresTemplate", name);
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

/** One statement on the server's maintenance connection (create and drop database cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
