import { parseArgs } from "node:util";
import { type TCreateInvitationRequest, ZCreateInvitationRequest } from "@bazin/shared/contracts/auth";
import { INVITE_TTL_MS } from "@bazin/shared/domain/limits";
import { ROLES } from "@bazin/shared/domain/roles";
import { hasTranslation, LANGUAGES, type Language, translator } from "../lib/i18n.ts";

const INVITE_DAYS = Math.round(INVITE_TTL_MS / 86_400_000);

export const INVITE_USAGE = `Usage: npm run admin:invite -- --email <address> --first-name <name> --last-name <name> [options]

Invites someone to create an account (by default the first administrator of a new installation): stores the
invitation, mails the registration link (SMTP_URL, or an .eml file in DATA_DIR/outbox) and prints the link.
The invited person opens the link to choose a username and password; it is valid for ${INVITE_DAYS} days.

Options:
  --email <address>      the invited person's email address (must not belong to an account yet)
  --first-name <name>    first name
  --last-name <name>     last name
  --role <role>          ${ROLES.join(", ")} (default: admin)
  --lang <language>      language of the invitation mail: ${LANGUAGES.join(", ")} (default: ro)
  -h, --help             show this help

The database and mail settings come from the same environment as the server (DATABASE_URL, DATA_DIR,
SMTP_URL, MAIL_FROM, PUBLIC_URL). PUBLIC_URL must be the address users reach, since the link points there.

Example:
  DATABASE_URL=postgres://bazin:secret@db:5432/bazin PUBLIC_URL=https://bazin.example.ro \\
    npm run admin:invite -- --email ana@club.ro --first-name Ana --last-name Pop`;

export type InviteArgs =
  | { kind: "help" }
  | { kind: "invite"; input: TCreateInvitationRequest; lang: Language }
  | { kind: "error"; message: string };

/** Contract field → command-line option, for messages. */
const OPTION_OF: Record<string, string> = {
  email: "--email",
  firstName: "--first-name",
  lastName: "--last-name",
  role: "--role",
};

/** The contract's messages are keys of the `validation` catalog; the operator reads the English text. */
function describe(message: string): string {
  return hasTranslation("en", `validation:${message}`)
    ? (translator("en")(`validation:${message}`) as string)
    : message;
}

/**
 * Reads the command line of `admin:invite` (the arguments after the script's name). Pure: no I/O, nothing
 * printed; the caller prints the help or the error. The invitation itself is checked with the same contract as
 * POST /api/auth/invitations.
 */
export function parseInviteArgs(argv: readonly string[]): InviteArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        role: { type: "string", default: "admin" },
        lang: { type: "string", default: "ro" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    return { kind: "error", message: (error as Error).message };
  }
  if (values.help) return { kind: "help" };

  const missing = ["email", "first-name", "last-name"].filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    return { kind: "error", message: `Missing ${missing.map((name) => `--${name}`).join(", ")}.` };
  }
  const lang = values.lang as string;
  if (!(LANGUAGES as readonly string[]).includes(lang)) {
    return { kind: "error", message: `--lang: must be one of ${LANGUAGES.join(", ")} (got "${lang}").` };
  }

  const parsed = ZCreateInvitationRequest.safeParse({
    email: values.email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    role: values.role,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "");
      const message =
        field === "role"
          ? `must be one of ${ROLES.join(", ")} (got "${values.role}").`
          : describe(issue.message);
      return `${OPTION_OF[field] ?? field}: ${message}`;
    });
    return { kind: "error", message: problems.join("\n") };
  }
  return { kind: "invite", input: parsed.data, lang: lang as Language };
}
