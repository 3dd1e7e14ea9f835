import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../apps/server/src/db/client.ts";

/*
 * What the PostgreSQL benchmarks share: a throw-away database (migrated, dropped at the end), a sign-in through
 * the real API, and a percentile of sorted samples.
 */

/** Creates and migrates a database of its own on `serverUrl`; `cleanup` drops it (kept with BENCH_KEEP_DATABASE=1). */
export async function openThrowAwayDatabase(
  serverUrl: string,
  folderPrefix: string,
): Promise<{ database: Database; cleanup(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    async cleanup() {
      await database.close();
      // BENCH_KEEP_DATABASE=1 leaves the database for EXPLAIN ANALYZE by hand.
      if (process.env.BENCH_KEEP_DATABASE) return console.log(`Kept database ${name}`);
      await new Promise((r) => setTimeout(r, 500));
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookies a response sets, by name. */
export function cookiesOf(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
  return jar;
}

/** Signs in through the real API (CSRF included) and returns the SESSION cookie's value. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const csrf = await fetch(`${base}/api/csrf`);
  const xsrf = cookiesOf(csrf).get("XSRF-TOKEN")!;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ username, password }),
  });
  const session = cookiesOf(login).get("SESSION");
  if (!login.ok || !session) throw new Error(`login answered ${login.status}`);
  return session;
}

/** The p-th percentile of ascending samples. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
