import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import {
  createRegistrationWorld,
  minorRegistration,
  pdfText,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
} from "../../../test/factories-registration.ts";
import { TestSmtpServer } from "../../../test/smtp.ts";

describe("the registration's confirmation mail, received on a real SMTP server", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let world: RegistrationWorld;
  let dir: string;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({
      ...REGISTRATION_TEST_ENV,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Bazin <no-reply@bazin.test>",
    });
    world = await createRegistrationWorld(t.db);
    dir = await mkdtemp(join(tmpdir(), "bazin-mail-"));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("goes to the applicant in their language with the schedule, the validity date and both PDFs", async () => {
    const agent = new TestAgent(t.app);
    const body = await readyRegistration(
      agent,
      minorRegistration(world, {
        choices: [
          { slotId: world.monChildren1630.id, instructorId: world.ana.id },
          { slotId: world.wedChildren1630.id, instructorId: world.ana.id },
        ],
      }),
    );
    const arrived = smtp.nextMail();
    const res = await agent.post("/api/registrations", body);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await arrived;

    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("parinte.stefanescu@example.test");
    expect(mail.subject).toBe("Confirmarea înscrierii la cursurile de înot – Ioana Ștefănescu-Țăranu");
    expect(mail.text).toContain("Luni, ora 16:30 – instructor Ana Păduraru");
    expect(mail.text).toContain("Miercuri, ora 16:30 – instructor Ana Păduraru");
    expect(mail.text).toContain("până la 06.01.2027 inclusiv");
    // Registrants without an account reach their data from the mail (issue 16).
    expect(mail.text).toMatch(/https?:\/\/\S+\/datele-mele\b/);
    expect(mail.html).toContain("<li>Luni, ora 16:30 – instructor Ana Păduraru</li>");

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [expect.stringMatching(/^fisa-inscriere-2026-[0-9A-F]{8}\.pdf$/), "application/pdf"],
      [expect.stringMatching(/^declaratie-2026-[0-9A-F]{8}\.pdf$/), "application/pdf"],
    ]);
    for (const [i, attachment] of mail.attachments.entries()) {
      expect(attachment.content.subarray(0, 5).toString()).toBe("%PDF-");
      const file = join(dir, `attachment-${i}.pdf`);
      await writeFile(file, attachment.content);
      expect(await pdfText(file)).toContain("Ioana Ștefănescu-Țăranu");
    }
  });
});
