import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import {
  createRegistrationWorld,
  ELF,
  PNG_1x1,
  postCertificate,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  solveBotCheck,
  TINY_PDF,
  uploadTestCertificate,
} from "../../../test/factories-registration.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { deletionRequests, gdprVersions } from "../../db/schema/gdpr.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { consents, studentSlots, students } from "../../db/schema/registration.ts";
import { translator } from "../../lib/i18n.ts";
import { listMail } from "../mail/outbox.repository.ts";
import { registrationDeps } from "../registration/deps.ts";
import { ACCESS_LINKS_PER_HOUR } from "./service.ts";

const SESSION = "x-registrant-session";

describe("registrant's rights without an account (issue 16)", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  let adminUser: Awaited<ReturnType<typeof createUser>>;
  let gdprVersionId: string;

  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    const [version] = await t.db.select().from(gdprVersions).limit(1);
    gdprVersionId = version!.id;
    adminUser = await createUser(t.db, { role: "admin" });
  });
  afterAll(() => t.close());

  /** A registration with real files and a consent, straight into the database (the submit has its own tests). */
  async function registration(email: string, fullName = "Ioana Țăranu", language = "ro") {
    const { storage } = registrationDeps(t.ctx);
    const [form, declaration, certificate] = await Promise.all(
      ["documents", "documents", "certificates"].map((area) =>
        storage.save(TINY_PDF, { area, maxBytes: 1_000_000 }),
      ),
    );
    const [student] = await t.db
      .insert(students)
      .values({
        fullName,
        birthDate: "1995-04-02",
        phone: "0722111222",
        email,
        locality: "Ștefănești",
        street: "Strada Morii",
        streetNumber: "7",
        county: "Argeș",
        validUntil: "2026-12-31",
        medicalCertificateKey: certificate!.key,
        medicalCertificateType: "application/pdf",
        medicalCertificateIssuedOn: "2026-10-01",
        registrationFormKey: form!.key,
        declarationKey: declaration!.key,
        language,
        idempotencyKey: randomUUID(),
        registeredAt: t.clock.now(),
      })
      .returning();
    await t.db
      .insert(studentSlots)
      .values({ studentId: student!.id, slotId: world.tueAdults1930.id, instructorId: world.ion.id });
    await t.db.insert(consents).values({ fullName, ip: "10.1.1.1", gdprVersionId, studentId: student!.id });
    return student!;
  }

  /** Signed in at the clock's current time: tests move it past a session's hour. */
  async function admin(): Promise<TestAgent> {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, adminUser, t.clock.now());
    return agent;
  }

  const mailsTo = async (email: string) => (await listMail(t.db)).filter((m) => m.to === email);

  async function askForLink(agent: TestAgent, email: string) {
    return agent.post("/api/registrant-access/request", { email, altcha: await solveBotCheck(agent) });
  }

  /** The token of the newest access mail to the address. */
  async function mailedToken(email: string): Promise<string> {
    const mail = (await mailsTo(email)).at(-1);
    expect(mail, `no mail to ${email}`).toBeDefined();
    const match = mail!.text.match(/\/datele-mele\/link\?token=([\w%-]+)/);
    expect(match, mail!.text).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  /** A page's session for an address, as opening its mailed link gives one. */
  async function sessionFor(email: string): Promise<{ agent: TestAgent; headers: Record<string, string> }> {
    const agent = new TestAgent(t.app);
    expect((await askForLink(agent, email)).statusCode).toBe(202);
    const res = await agent.post("/api/registrant-access/open", { token: await mailedToken(email) });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, headers: { [SESSION]: res.json().session as string } };
  }

  it("answers a known and an unknown address alike, and mails only the known one, in its language", async () => {
    await registration("mama.popescu@example.test", "Andrei Popescu", "en");
    const agent = new TestAgent(t.app);
    const known = await askForLink(agent, "Mama.Popescu@example.test");
    const unknown = await askForLink(agent, "nimeni@example.test");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo("nimeni@example.test")).toHaveLength(0);
    const [mail] = await mailsTo("mama.popescu@example.test");
    expect(mail!.subject).toBe("The link to your registration's data");
    expect(mail!.text).toContain("/datele-mele/link?token=");
  });

  it("refuses a request without a solved bot check, and a proof used twice", async () => {
    const agent = new TestAgent(t.app);
    const missing = await agent.post("/api/registrant-access/request", {
      email: "a@example.test",
      altcha: "",
    });
    expect(missing.statusCode).toBe(400);
    const altcha = await solveBotCheck(agent);
    const first = await agent.post("/api/registrant-access/request", { email: "a@example.test", altcha });
    expect(first.statusCode).toBe(202);
    const again = await agent.post("/api/registrant-access/request", { email: "a@example.test", altcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("BOT_CHECK_FAILED");
  });

  it("mails at most a few links an hour to one address, silently", async () => {
    const email = "des@example.test";
    await registration(email);
    const agent = new TestAgent(t.app);
    for (let i = 0; i < ACCESS_LINKS_PER_HOUR + 2; i++)
      expect((await askForLink(agent, email)).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(ACCESS_LINKS_PER_HOUR);
  });

  it("opens the page once per link; a reused or expired link fails", async () => {
    const email = "o.data@example.test";
    await registration(email);
    const agent = new TestAgent(t.app);
    await askForLink(agent, email);
    const token = await mailedToken(email);
    expect((await agent.post("/api/registrant-access/open", { token })).statusCode).toBe(200);
    const reused = await agent.post("/api/registrant-access/open", { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({
      code: "REGISTRANT_LINK_INVALID",
      message: "Linkul a expirat sau a fost deja folosit. Cereți un link nou.",
    });

    await askForLink(agent, email);
    const late = await mailedToken(email);
    t.clock.advanceMinutes(61);
    expect((await agent.post("/api/registrant-access/open", { token: late })).statusCode).toBe(410);
    const unknown = await agent.post("/api/registrant-access/open", { token: "nu-exista" });
    expect(unknown.statusCode).toBe(410);
  });

  it("shows every registration of the address, and the session expires", async () => {
    const email = "frati@example.test";
    await registration(email, "Ana Frățilă");
    await registration(email, "Matei Frățilă");
    await registration("altcineva@example.test", "Alt Cineva");
    const { agent, headers } = await sessionFor(email);
    const res = await agent.get("/api/registrant-access/me", headers);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview.email).toBe(email);
    expect(overview.registrations.map((r: { fullName: string }) => r.fullName).sort()).toEqual([
      "Ana Frățilă",
      "Matei Frățilă",
    ]);
    expect(overview.registrations[0]).toMatchObject({
      status: "active",
      daysRemaining: 39,
      programme: [{ weekday: 2, startTime: "19:30", instructor: "Ion Țiriac" }],
      certificate: { state: "valid", issuedOn: "2026-10-01", validUntil: "2027-10-01" },
    });

    expect((await agent.get("/api/registrant-access/me")).statusCode).toBe(401);
    t.clock.advanceMinutes(31);
    const expired = await agent.get("/api/registrant-access/me", headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("REGISTRANT_SESSION_INVALID");
  });

  it("refuses another address's registration on every call", async () => {
    const other = await registration("vecin@example.test", "Vecin Vecinescu");
    await registration("eu@example.test");
    const { agent, headers } = await sessionFor("eu@example.test");
    const base = `/api/registrant-access/registrations/${other.id}`;
    expect((await agent.get(`${base}/documents/registrationForm`, headers)).statusCode).toBe(404);
    expect((await agent.post(`${base}/withdraw-medical-consent`, {}, headers)).statusCode).toBe(404);
    const uploadId = await uploadTestCertificate(agent);
    const replace = await agent.post(`${base}/certificate`, { uploadId, issuedOn: "2026-11-01" }, headers);
    expect(replace.statusCode).toBe(404);
    const [row] = await t.db.select().from(students).where(eq(students.id, other.id));
    expect(row!.medicalCertificateKey).not.toBeNull();
    expect(row!.medicalConsentWithdrawnAt).toBeNull();
  });

  it("downloads the address's data and each document", async () => {
    const mine = await registration("export@example.test", "Elena Exportescu");
    const { agent, headers } = await sessionFor("export@example.test");
    const res = await agent.get("/api/registrant-access/export", headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="datele-mele-.*\.json"$/);
    const data = res.json();
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({ fullName: "Elena Exportescu", phone: "0722111222" });
    expect(data.consents).toEqual([expect.objectContaining({ studentId: mine.id, ip: "10.1.1.1" })]);
    expect(data.documents.map((d: { kind: string }) => d.kind)).toEqual([
      "registrationForm",
      "declaration",
      "medicalCertificate",
    ]);
    expect(JSON.stringify(data)).not.toContain(mine.medicalCertificateKey!);
    const doc = await agent.get(
      `/api/registrant-access/registrations/${mine.id}/documents/medicalCertificate`,
      headers,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.headers["content-type"]).toBe("application/pdf");
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("withdraws the medical-data consent: the file goes, the student is marked, the admins are told", async () => {
    const mine = await registration("retrag@example.test", "Radu Retras");
    const { storage } = registrationDeps(t.ctx);
    const { agent, headers } = await sessionFor("retrag@example.test");
    const res = await agent.post(
      `/api/registrant-access/registrations/${mine.id}/withdraw-medical-consent`,
      {},
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().certificate).toEqual({ state: "withdrawn", issuedOn: null, validUntil: null });
    expect(await storage.size(mine.medicalCertificateKey!)).toBeNull();
    const [row] = await t.db.select().from(students).where(eq(students.id, mine.id));
    expect(row).toMatchObject({ medicalCertificateKey: null, medicalCertificateIssuedOn: null });
    expect(row!.medicalConsentWithdrawnAt).toEqual(t.clock.now());
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, mine.id));
    expect(audit.map((a) => a.action)).toEqual(["student.consent.withdraw"]);
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.params}->>'studentId' = ${mine.id}`);
    expect(alerts.map((n) => n.messageKey)).toEqual(["common:notifications.medicalConsentWithdrawn.message"]);
    const detail = await (await admin()).get(`/api/students/${mine.id}`);
    expect(detail.json().medicalCertificateIssuedOn).toBeNull();
    // The admins' list marks the student too (the badge "Consimțământ medical retras").
    const listed = await (await admin()).get(`/api/students?q=${encodeURIComponent("Radu Retras")}`);
    expect(listed.json().items).toMatchObject([
      { id: mine.id, medicalConsentWithdrawnAt: t.clock.now().toISOString() },
    ]);
    expect(detail.json().documents.map((d: { kind: string }) => d.kind)).not.toContain("medicalCertificate");
  });

  it("replaces the certificate with a new one, and refuses a bad file or an old date", async () => {
    const mine = await registration("nou@example.test", "Nicu Nou");
    const { storage } = registrationDeps(t.ctx);
    const { agent, headers } = await sessionFor("nou@example.test");
    await agent.post(`/api/registrant-access/registrations/${mine.id}/withdraw-medical-consent`, {}, headers);

    const bad = await postCertificate(agent, ELF, { filename: "adeverinta.pdf" });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(bad.json().message).toBe(translator("ro")("errors:UNSUPPORTED_FILE_TYPE"));

    const uploadId = (
      await postCertificate(agent, PNG_1x1, { filename: "a.png", contentType: "image/png" })
    ).json().uploadId as string;
    const url = `/api/registrant-access/registrations/${mine.id}/certificate`;
    const old = await agent.post(url, { uploadId, issuedOn: "2026-01-10" }, headers);
    expect(old.statusCode).toBe(400);
    expect(old.json().fields).toEqual({ issuedOn: "certificateTooOld" });

    const res = await agent.post(url, { uploadId, issuedOn: "2026-11-20" }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().certificate).toEqual({
      state: "valid",
      issuedOn: "2026-11-20",
      validUntil: "2027-11-20",
    });
    const [row] = await t.db.select().from(students).where(eq(students.id, mine.id));
    expect(row).toMatchObject({ medicalConsentWithdrawnAt: null, medicalCertificateType: "image/png" });
    expect(await storage.size(row!.medicalCertificateKey!)).toBe(PNG_1x1.length);
    // The same upload cannot be used twice.
    expect((await agent.post(url, { uploadId, issuedOn: "2026-11-20" }, headers)).statusCode).toBe(400);

    // A second replacement removes the first new file.
    const second = await uploadTestCertificate(agent);
    expect((await agent.post(url, { uploadId: second, issuedOn: "2026-11-21" }, headers)).statusCode).toBe(
      200,
    );
    expect(await storage.size(row!.medicalCertificateKey!)).toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, mine.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "student.certificate.replace",
      "student.certificate.replace",
      "student.consent.withdraw",
    ]);
  });

  it("deletion: asked once per address, approved by an admin, every row and file goes, the answer is mailed", async () => {
    const email = "sterge@example.test";
    const a = await registration(email, "Sorin Șterge");
    const b = await registration(email, "Sara Șterge");
    const { storage } = registrationDeps(t.ctx);
    const { agent, headers } = await sessionFor(email);
    const asked = await agent.post(
      "/api/registrant-access/deletion-request",
      { reason: "Ne mutăm" },
      headers,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: "pending", reason: "Ne mutăm" });
    const twice = await agent.post("/api/registrant-access/deletion-request", {}, headers);
    expect(twice.statusCode).toBe(409);
    expect((await mailsTo(email)).map((m) => m.subject)).toContain(
      "Am primit cererea de ștergere a datelor înscrierii",
    );

    const list = await (await admin()).get("/api/admin/deletion-requests?status=pending");
    const item = list.json().items.find((r: { id: string }) => r.id === asked.json().id);
    expect(item).toMatchObject({ user: null, registrantEmail: email, daysLeft: 30 });

    const done = await (await admin()).post(`/api/admin/deletion-requests/${item.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe("completed");
    // The request stays, to show it was answered, without the address it was about.
    const [kept] = await t.db.select().from(deletionRequests).where(eq(deletionRequests.id, item.id));
    expect(kept).toMatchObject({ status: "completed", registrantEmail: null, reason: null });
    const left = await t.db.select().from(students).where(sql`lower(${students.email}) = ${email}`);
    expect(left).toEqual([]);
    const consentRows = await t.db
      .select()
      .from(consents)
      .where(sql`${consents.fullName} in ('Sorin Șterge', 'Sara Șterge')`);
    expect(consentRows).toEqual([]);
    for (const s of [a, b])
      for (const key of [s.registrationFormKey, s.declarationKey, s.medicalCertificateKey!])
        expect(await storage.size(key)).toBeNull();
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      "Datele înscrierii dumneavoastră au fost șterse",
    ]);
    // Nothing of the address opens the page any more.
    expect((await agent.get("/api/registrant-access/me", headers)).statusCode).toBe(401);
  });

  it("a refused deletion request mails the reason and keeps the registrations", async () => {
    const email = "refuz@example.test";
    const mine = await registration(email, "Rareș Refuz");
    const { agent, headers } = await sessionFor(email);
    const asked = await agent.post("/api/registrant-access/deletion-request", {}, headers);
    const res = await (await admin()).post(`/api/admin/deletion-requests/${asked.json().id}/reject`, {
      reason: "Există o plată restantă",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected", registrantEmail: email });
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe("Răspuns la cererea de ștergere a datelor înscrierii");
    expect(mail.text).toContain("Există o plată restantă");
    expect(await t.db.select().from(students).where(eq(students.id, mine.id))).toHaveLength(1);
    const overview = await agent.get("/api/registrant-access/me", headers);
    expect(overview.json().deletionRequest).toMatchObject({ status: "rejected" });
  });
});
