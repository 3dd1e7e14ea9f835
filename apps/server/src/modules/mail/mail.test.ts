import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs } from "../../../test/factories.ts";
import { TestSmtpServer } from "../../../test/smtp.ts";
import { retryDelayMs } from "./dispatcher.ts";
import { enqueueMail, listMail } from "./outbox.repository.ts";

async function inviteAs(t: TestApp, email: string, lang: "ro" | "en" = "ro") {
  const agent = new TestAgent(t.app);
  agent.lang = lang;
  await loginAs(agent, await createUser(t.db, { role: "admin" }));
  const res = await agent.post("/api/auth/invitations", {
    email,
    role: "swimmer",
    firstName: "Ștefan",
    lastName: "Țurcanu",
  });
  expect(res.statusCode, res.body).toBe(201);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("mail over SMTP", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Bazin Test <no-reply@bazin.test>" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("delivers the invitation right after the request, with the register link", async () => {
    const arrived = smtp.nextMail();
    await inviteAs(t, "stefan@example.test", "en");
    const mail = await arrived;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("stefan@example.test");
    expect(mail.from?.text).toBe('"Bazin Test" <no-reply@bazin.test>');
    expect(mail.subject).toBe("Invitation: create your account at the Municipal Swimming Pool");
    expect(mail.text).toContain("Hello Ștefan Țurcanu,");
    const link = mail.text?.match(/http:\/\/localhost:8080\/register\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    const check = await t.app.inject({ method: "GET", url: `/api/auth/invitations/${link![1]}` });
    expect(check.json()).toMatchObject({ email: "stefan@example.test", firstName: "Ștefan" });

    await t.ctx.mail.flush();
    const [row] = (await listMail(t.db)).filter((m) => m.to === "stefan@example.test");
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("mail retries", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    smtp = new TestSmtpServer();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop().catch(() => {});
  });

  it("keeps a message when the SMTP server is down and sends it after the back-off", async () => {
    await enqueueMail(t.db, { to: "later@example.test", subject: "Salut", text: "Text" });
    await t.ctx.mail.flush();
    const [failed] = await listMail(t.db);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));

    await smtp.start(port);
    await t.ctx.mail.flush();
    expect(smtp.received).toHaveLength(0);

    t.clock.advance(retryDelayMs(1));
    await t.ctx.mail.flush();
    expect(smtp.received.map((m) => m.subject)).toEqual(["Salut"]);
    expect((await listMail(t.db))[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("backs off 1, 2, 4 … minutes, at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});

describe("mail without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("writes each message as an .eml file in <DATA_DIR>/outbox", async () => {
    await inviteAs(t, "eml@example.test");
    await t.ctx.mail.flush();
    const dir = join(t.config.dataDir, "outbox");
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-11-22T\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
    const mail = await simpleParser(readFileSync(join(dir, files[0]!)));
    expect(mail.subject).toBe("Invitație: creați-vă contul la Bazinul Municipal");
    expect(mail.text).toMatch(/\/register\?token=[\w-]+/);
    expect(mail.messageId).toMatch(/@bazin\.local>$/);
  });

  it("queues nothing when the transaction that queued it rolls back", async () => {
    const before = (await listMail(t.db)).length;
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to: "ghost@example.test", subject: "x", text: "y" });
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await listMail(t.db)).toHaveLength(before);
  });
});
