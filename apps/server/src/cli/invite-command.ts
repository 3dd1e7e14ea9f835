import { join } from "node:path";
import type { AppContext } from "../app-context.ts";
import { type Config, parseConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { type Clock, systemClock } from "../lib/clock.ts";
import { createInvitationWithLink } from "../modules/auth/invitations.service.ts";
import { createMailDispatcher } from "../modules/mail/dispatcher.ts";
import { listMail } from "../modules/mail/outbox.repository.ts";
import { loadOrCreateSecret } from "../modules/system/secrets.repository.ts";
import { INVITE_USAGE, parseInviteArgs } from "./invite-args.ts";

export interface InviteCommandDeps {
  /** The environment the configuration is read from (default: process.env). */
  env?: Record<string, string | undefined>;
  /** Where the result goes (the link), and where problems go; default the process's stdout and stderr. */
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  /** Opens the configured database with migrations applied (tests hand over their own). */
  openDatabase?: (config: Config) => Promise<Database>;
  clock?: Clock;
}

/**
 * `npm run admin:invite`: invites someone (the first administrator of a production installation, which has no
 * demo accounts) through the same service as POST /api/auth/invitations, with no inviter. The mail is queued
 * with the invitation and delivered once right away; the link is printed too. Returns the exit code.
 */
export async function runInviteCommand(
  argv: readonly string[],
  deps: InviteCommandDeps = {},
): Promise<number> {
  const out = deps.stdout ?? ((text: string) => process.stdout.write(`${text}\n`));
  const err = deps.stderr ?? ((text: string) => process.stderr.write(`${text}\n`));

  const args = parseInviteArgs(argv);
  if (args.kind === "help") {
    out(INVITE_USAGE);
    return 0;
  }
  if (args.kind === "error") {
    err(`${args.message}\nRun with --help for usage.`);
    return 1;
  }

  const env = deps.env ?? process.env;
  let config: Config;
  try {
    config = parseConfig(env);
  } catch (error) {
    err((error as Error).message);
    return 1;
  }

  let database: Database;
  try {
    database = await (deps.openDatabase ?? openConfiguredDatabase)(config);
  } catch (error) {
    err(`Cannot open the database: ${(error as Error).message}`);
    return 1;
  }

  const clock = deps.clock ?? systemClock;
  const mail = createMailDispatcher({ config, db: database.db, clock });
  try {
    const ctx: AppContext = {
      config,
      db: database.db,
      clock,
      secrets: { csrf: await loadOrCreateSecret(database.db, "csrf") },
      mail,
    };
    const { input, lang } = args;
    let created: Awaited<ReturnType<typeof createInvitationWithLink>>;
    try {
      created = await createInvitationWithLink(ctx, null, input, lang);
    } catch (error) {
      if (error instanceof AppError && error.code === "EMAIL_TAKEN") {
        err(
          `An account with the email ${input.email} already exists; no invitation was created.\n` +
            `Its owner can sign in, or use "Forgot password" on the sign-in page.`,
        );
        return 1;
      }
      throw error;
    }

    // One delivery run, as the server's dispatcher would do right after the request (SMTP or .eml file).
    await mail.flush();
    const queued = (await listMail(database.db)).find((m) => m.text.includes(created.url));
    const delivery =
      queued?.status === "sent"
        ? mail.transportKind === "smtp"
          ? "sent over SMTP"
          : `written to ${join(config.dataDir, "outbox")} (no SMTP_URL)`
        : `NOT delivered yet (${queued?.lastError ?? "still queued"}); the server retries it, or send the link yourself`;

    if (!env.PUBLIC_URL) {
      err(`Note: PUBLIC_URL is not set, so the link points to ${config.publicUrl}.`);
    }
    out(
      [
        `Invited ${input.firstName} ${input.lastName} <${input.email}> as ${input.role}` +
          ` (database: ${database.driver}); valid until ${created.invitation.expiresAt}.`,
        `Invitation mail to ${input.email}: ${delivery}.`,
        "Registration link (open it to choose a username and password):",
        created.url,
      ].join("\n"),
    );
    return 0;
  } catch (error) {
    err(`Could not create the invitation: ${(error as Error).message}`);
    return 1;
  } finally {
    await mail.stop();
    await database.close();
  }
}

function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}
