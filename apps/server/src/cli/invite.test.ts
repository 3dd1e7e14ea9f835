import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/app.ts";
import { createUser } from "../../test/factories.ts";
import { buildApp } from "../app.ts";
import { invitations } from "../db/schema/auth.ts";
import { listMail } from "../modules/mail/outbox.repository.ts";
import { type InviteCommandDeps, runInviteCommand } from "./invite-command.ts";

describe("npm run admin:invite", () => {
  let t: TestContext;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestContext();
    // No background jobs: the app's own mail sender would race the tool for the invitation's mail.
    app = await buildApp({ ctx: t.ctx, background: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  /** Runs the tool as `npm run admin:invite -- …` would, on the test database, capturing what it prints. */
  async function run(argv: string[], env: Record<string, string> = {}) {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const deps: InviteCommandDeps = {
      env: { NODE_ENV: "test", DATA_DIR: t.ctx.config.dataDir, ...env },
      stdout: (text) => stdout.push(text),
      stderr: (text) => stderr.push(text),
      // The tool closes the database when done; the test keeps it for its checks.
      openDatabase: async () => ({ ...t.database, close: async () => {} }),
      clock: t.ctx.clock,
    };
    const code = await runInviteCommand(argv, deps);
    return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
  }

  it("invites the first administrator, mails the link once and prints it", async () => {
    const { code, stdout, stderr } = await run(
      ["--email", "Ana@Club.ro", "--first-name", "Ana", "--last-name", "Pop"],
      { PUBLIC_URL: "https://bazin.example.ro/" },
    );
    expect(code, stderr).toBe(0);
    expect(stderr).toBe("");

    const link = stdout.match(/^https:\/\/bazin\.example\.ro\/register\?token=([\w-]+)$/m);
    expect(link, stdout).not.toBeNull();
    expect(stdout).toContain("Invited Ana Pop <ana@club.ro> as admin");

    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.email, "ana@club.ro"));
    expect(row).toMatchObject({
      role: "admin",
      firstName: "Ana",
      lastName: "Pop",
      invitedBy: null,
      usedAt: null,
    });

    // The link is the one the register page checks, and the one in the mail.
    const check = await app.inject({ method: "GET", url: `/api/auth/invitations/${link![1]}` });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      email: "ana@club.ro",
      firstName: "Ana",
      lastName: "Pop",
      role: "admin",
    });

    const [mail] = (await listMail(t.ctx.db)).filter((m) => m.to === "ana@club.ro");
    expect(mail).toMatchObject({ status: "sent", attempts: 1 });
    expect(mail!.text).toContain(link![0]);
    const outbox = join(t.ctx.config.dataDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(outbox, files[0]!), "utf8")).toContain("To: ana@club.ro");
    expect(stdout).toContain(`written to ${outbox}`);
  });

  it("invites other roles too, and says when PUBLIC_URL is missing", async () => {
    const { code, stdout, stderr } = await run([
      "--email",
      "coach@club.ro",
      "--first-name",
      "Dan",
      "--last-name",
      "Ene",
      "--role",
      "coach",
    ]);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain("PUBLIC_URL is not set");
    expect(stdout).toMatch(/^http:\/\/localhost:8080\/register\?token=[\w-]+$/m);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.email, "coach@club.ro"));
    expect(row?.role).toBe("coach");
  });

  it("refuses an email that already has an account, creating nothing", async () => {
    await createUser(t.ctx.db, { role: "admin", email: "taken@club.ro" });
    const { code, stdout, stderr } = await run([
      "--email",
      "TAKEN@club.ro",
      "--first-name",
      "Ana",
      "--last-name",
      "Pop",
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("An account with the email taken@club.ro already exists");
    expect(await t.ctx.db.select().from(invitations).where(eq(invitations.email, "taken@club.ro"))).toEqual(
      [],
    );
    expect((await listMail(t.ctx.db)).filter((m) => m.to === "taken@club.ro")).toEqual([]);
  });

  it("refuses invalid arguments and configuration before touching the database", async () => {
    let opened = false;
    const deps: InviteCommandDeps = {
      stdout: () => {},
      stderr: () => {},
      openDatabase: async () => {
        opened = true;
        throw new Error("must not open");
      },
    };
    const messages: string[] = [];
    deps.stderr = (text) => messages.push(text);
    expect(await runInviteCommand(["--email", "nope", "--first-name", "A", "--last-name", "B"], deps)).toBe(
      1,
    );
    expect(messages.at(-1)).toContain("--email: The email address is not valid.");

    deps.env = { DATABASE_URL: "mysql://x" };
    expect(await runInviteCommand(["--email", "a@b.ro", "--first-name", "A", "--last-name", "B"], deps)).toBe(
      1,
    );
    expect(messages.at(-1)).toContain("DATABASE_URL: must start with postgres://");
    expect(opened).toBe(false);
  });

  it("prints the usage with --help", async () => {
    const { code, stdout } = await run(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Usage: npm run admin:invite -- --email <address>");
  });
});
