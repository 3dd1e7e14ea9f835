import { buildApp } from "./app.ts";
import type { AppContext } from "./app-context.ts";
import { parseConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { ALL_DEMO_STEPS } from "./demo/steps.ts";
import { systemClock } from "./lib/clock.ts";
import { createMailDispatcher } from "./modules/mail/dispatcher.ts";
import { loadOrCreateSecret } from "./modules/system/secrets.repository.ts";
import { printDemoCredentials, seedDemo } from "./seed/demo.ts";
import { seedRequiredData } from "./seed/required.ts";

/** Start-up: configuration → database (migrated, seeded) → app → listen; a clean stop on SIGINT/SIGTERM. */
async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secrets = { csrf: await loadOrCreateSecret(database.db, "csrf") };
  const ctx: AppContext = {
    config,
    db: database.db,
    clock: systemClock,
    secrets,
    mail: createMailDispatcher({ config, db: database.db, clock: systemClock }),
  };
  await seedRequiredData(ctx);
  const seeded = await seedDemo(ctx, ALL_DEMO_STEPS);
  const app = await buildApp({ ctx, logger: { level: config.logLevel }, serveWeb: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Bazin club is running at ${config.publicUrl} (database: ${database.driver}, mail: ${ctx.mail.transportKind})`,
  );
  if (seeded) printDemoCredentials(seeded);
  else if (config.env === "production" && !config.databaseUrl) {
    // Said at every production start on the embedded database, where a development start would have seeded.
    app.log.warn(
      "Production: no demo accounts are created. Invite the first administrator with `npm run admin:invite`.",
    );
  }
}

await main();
