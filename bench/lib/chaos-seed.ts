import { randomBytes } from "node:crypto";
import pg from "pg";
import type { AppContext } from "../../apps/server/src/app-context.ts";
import { parseConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { ALL_DEMO_STEPS } from "../../apps/server/src/demo/steps.ts";
import { systemClock } from "../../apps/server/src/lib/clock.ts";
import { createMailDispatcher } from "../../apps/server/src/modules/mail/dispatcher.ts";
import { loadOrCreateSecret } from "../../apps/server/src/modules/system/secrets.repository.ts";
import { seedDemo } from "../../apps/server/src/seed/demo.ts";
import { seedRequiredData } from "../../apps/server/src/seed/required.ts";

/*
 * The chaos scripts' PostgreSQL: a throw-away database, and the demo club in it. The server seeds the demo only
 * on the embedded database (SEED_DEMO is ignored with DATABASE_URL), so the seed runs here first, as
 * main.ts would run it, with the servers' data folder for its files (photos, certificates, PDFs).
 */

export interface ThrowAwayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database on `serverUrl` (the servers migrate it); `drop` removes it. */
export async function createThrowAwayDatabase(serverUrl: string): Promise<ThrowAwayDatabase> {
  const name = `chaos_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Migrates `databaseUrl` and seeds the required data and the demo club (accounts, schedule, chat rooms). */
export async function seedDemoClub(databaseUrl: string, dataDir: string): Promise<void> {
  const config = {
    ...parseConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    seedDemo: true,
  };
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const ctx: AppContext = {
      config,
      db: database.db,
      clock: systemClock,
      secrets: { csrf: await loadOrCreateSecret(database.db, "csrf") },
      mail: createMailDispatcher({ config, db: database.db, clock: systemClock }),
    };
    await seedRequiredData(ctx);
    await seedDemo(ctx, ALL_DEMO_STEPS);
  } finally {
    await database.close();
  }
}
