/**
 * `npm run admin:invite -- --email … --first-name … --last-name … [--role admin]`: invites the first administrator
 * of an installation on PostgreSQL (no demo accounts there) and prints the registration link. `--help` for more.
 */
import { runInviteCommand } from "./invite-command.ts";

process.exitCode = await runInviteCommand(process.argv.slice(2));
