import { NOTIFICATIONS_DESTINATION } from "@bazin/shared/contracts/notifications";
import { addDays } from "@bazin/shared/domain/club";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import {
  adultRegistration,
  createGdprVersion,
  createRegistrationWorld,
  minorRegistration,
  pdfText,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
  solveBotCheck,
  TODAY,
  uploadTestCertificate,
} from "../../../test/factories-registration.ts";
import { uploadedFiles } from "../../../test/multipart.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { consents, pendingUploads, studentSlots, students } from "../../db/schema/registration.ts";
import { mailOutbox } from "../../db/schema/system.ts";
import { registrationDeps } from "./deps.ts";

describe("course registration submit", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  let agent: TestAgent;
  const admins: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    admins.push(
      (await createUser(t.db, { role: "admin" })).id,
      (await createUser(t.db, { role: "admin" })).id,
    );
    await createUser(t.db, { role: "admin", active: false });
    await createUser(t.db, { role: "coach" });
    agent = new TestAgent(t.app);
  });
  afterAll(() => t.close());

  it("registers an adult: student, slot, consent, two PDFs, the mail and a notification per active admin", async () => {
    const pushed = new Map<string, unknown[]>(admins.map((id) => [id, []]));
    const stops = admins.map((id) =>
      t.app.ctx.realtime.subscribe(id, NOTIFICATIONS_DESTINATION, (b) => pushed.get(id)!.push(b)),
    );
    const body = await readyRegistration(agent, adultRegistration(world));
    const res = await agent.post("/api/registrations", body);
    expect(res.statusCode, res.body).toBe(201);
    const registration = res.json();
    expect(registration).toMatchObject({
      fullName: "Ștefan Țurcanu",
      validUntil: addDays(TODAY, 45),
      daysRemaining: 45,
      status: "active",
    });

    const [student] = await t.db.select().from(students).where(eq(students.id, registration.id));
    expect(student).toMatchObject({
      status: "active",
      phone: "0722123456",
      validUntil: addDays(TODAY, 45),
      medicalCertificateType: "application/pdf",
      language: "ro",
    });
    expect(student!.registeredAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(student!.medicalCertificateKey).toMatch(/^certificates\//);
    expect(await t.db.select().from(studentSlots).where(eq(studentSlots.studentId, student!.id))).toEqual([
      { studentId: student!.id, slotId: world.tueAdults1930.id, instructorId: world.ion.id },
    ]);
    const [consent] = await t.db.select().from(consents).where(eq(consents.studentId, student!.id));
    expect(consent).toMatchObject({ fullName: "Ștefan Țurcanu", ip: "127.0.0.1" });
    expect(consent!.agreedAt.toISOString()).toBe(t.clock.now().toISOString());

    // The certificate moved from "pending" to "certificates": the upload is taken, its pending file gone.
    expect(
      await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, body.certificateUploadId)),
    ).toEqual([]);
    const files = await uploadedFiles(t.config.dataDir);
    expect(files.filter((f) => f.startsWith("pending/"))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        student!.medicalCertificateKey,
        student!.registrationFormKey,
        student!.declarationKey,
      ]),
    );

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "stefan.turcanu@example.test"));
    expect(mail!.subject).toContain("Ștefan Țurcanu");
    expect(mail!.text).toContain("Marți, ora 19:30 – instructor Ion Țiriac");
    expect(mail!.text).toContain("06.01.2027");
    expect(mail!.attachments).toHaveLength(2);
    const storage = registrationDeps(t.ctx).storage;
    expect(mail!.attachments!.map((a) => a.path)).toEqual([
      storage.pathOf(student!.registrationFormKey),
      storage.pathOf(student!.declarationKey),
    ]);

    const rows = await t.db.select().from(notifications).where(eq(notifications.type, "NEW_REGISTRATION"));
    expect(rows.map((n) => n.userId).sort()).toEqual([...admins].sort());
    expect(rows[0]).toMatchObject({
      titleKey: "common:notifications.newRegistration.title",
      params: expect.objectContaining({ name: "Ștefan Țurcanu", studentId: student!.id }),
    });
    // Each admin's open bell hears of its own notification at once.
    for (const stop of stops) stop();
    for (const row of rows)
      expect(pushed.get(row.userId)).toEqual([{ id: row.id, type: "NEW_REGISTRATION" }]);
  });

  it("writes both PDFs with every field, readable back with the diacritics (ș, ț) intact", async () => {
    const body = await readyRegistration(agent, minorRegistration(world));
    const res = await agent.post("/api/registrations", body);
    expect(res.statusCode, res.body).toBe(201);
    const [student] = await t.db.select().from(students).where(eq(students.id, res.json().id));
    const storage = registrationDeps(t.ctx).storage;
    const form = await pdfText(storage.pathOf(student!.registrationFormKey));
    const declaration = await pdfText(storage.pathOf(student!.declarationKey));
    for (const text of [form, declaration]) {
      expect(text).toContain("Ioana Ștefănescu-Țăranu");
      expect(text).toContain("Bazinul Municipal Târgu Ștefănești");
    }
    for (const value of [
      "Fișă de înscriere",
      "02.03.2015",
      "11 ani",
      "0722123456",
      "parinte.stefanescu@example.test",
      "Mirela Ștefănescu",
      "mamă",
      "Strada Mărășești",
      "Bl. 3, ap. 14",
      "Argeș",
      "Luni, ora 16:30 – instructor Ana Păduraru",
      "02.11.2026",
      "45 de zile, până la 06.01.2027",
      "versiunea 1",
      "+40248000000",
      "contact@bazin.test",
    ]) {
      expect(form, value).toContain(value);
    }
    for (const value of [
      "48 de ore",
      "24 de ore",
      "10 minute",
      "igienă",
      "versiunea 1",
      "Mirela Ștefănescu",
    ]) {
      expect(declaration.replace(/\s+/g, " "), value).toContain(value);
    }
  });

  it("renders documents and mail in English when the applicant used English", async () => {
    const body = await readyRegistration(
      agent,
      adultRegistration(world, { language: "en", email: "en@example.test", emailConfirm: "en@example.test" }),
    );
    const res = await agent.post("/api/registrations", body);
    expect(res.statusCode, res.body).toBe(201);
    const [student] = await t.db.select().from(students).where(eq(students.id, res.json().id));
    const form = await pdfText(registrationDeps(t.ctx).storage.pathOf(student!.registrationFormKey));
    expect(form).toContain("Swimming course registration form");
    expect(form).toContain("Tuesday at 19:30 – instructor Ion Țiriac");
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "en@example.test"));
    expect(mail!.subject).toMatch(/^Your swimming course registration/);
    expect(mail!.attachments!.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^registration-form-2026-[0-9A-F]{8}\.pdf$/),
      expect.stringMatching(/^declaration-2026-[0-9A-F]{8}\.pdf$/),
    ]);
  });

  it("returns the first registration for a repeated idempotency key, once or twice at the same time", async () => {
    const body = await readyRegistration(
      agent,
      adultRegistration(world, { email: "twice@example.test", emailConfirm: "twice@example.test" }),
    );
    const [a, b] = await Promise.all([
      agent.post("/api/registrations", body),
      agent.post("/api/registrations", body),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await agent.post("/api/registrations", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    expect(
      await t.db.select().from(students).where(eq(students.idempotencyKey, body.idempotencyKey)),
    ).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "twice@example.test"))).toHaveLength(
      1,
    );
  });

  it("accepts a bot-check solution once: a second registration with it is refused", async () => {
    const body = await readyRegistration(agent, adultRegistration(world));
    expect((await agent.post("/api/registrations", body)).statusCode).toBe(201);
    const reuse = await agent.post("/api/registrations", {
      ...body,
      idempotencyKey: crypto.randomUUID(),
      certificateUploadId: await uploadTestCertificate(agent),
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: "BOT_CHECK_FAILED" });
  });

  it.each([
    ["garbage", "not-base64-json"],
    [
      "a made-up challenge",
      Buffer.from(
        JSON.stringify({
          challenge: { parameters: { algorithm: "SHA-256" }, signature: "00" },
          solution: { counter: 1, derivedKey: "00" },
        }),
      ).toString("base64"),
    ],
  ])("refuses %s as bot check with 'security check failed'", async (_name, altcha) => {
    agent.lang = "en";
    const body = {
      ...adultRegistration(world),
      altcha,
      certificateUploadId: await uploadTestCertificate(agent),
    };
    const res = await agent.post("/api/registrations", body);
    agent.lang = "ro";
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "BOT_CHECK_FAILED",
      message: expect.stringMatching(/^Security check failed/),
    });
  });

  it("refuses a tampered solution (right challenge, wrong key)", async () => {
    const altcha = await solveBotCheck(agent);
    const payload = JSON.parse(Buffer.from(altcha, "base64").toString());
    payload.solution.derivedKey = "ab".repeat(32);
    const body = {
      ...adultRegistration(world),
      altcha: Buffer.from(JSON.stringify(payload)).toString("base64"),
      certificateUploadId: await uploadTestCertificate(agent),
    };
    expect((await agent.post("/api/registrations", body)).json().code).toBe("BOT_CHECK_FAILED");
  });

  it("asks to accept the current privacy policy when a newer version exists (409 GDPR_VERSION_OUTDATED)", async () => {
    const body = await readyRegistration(agent, adultRegistration(world));
    await createGdprVersion(t.db, 2);
    const res = await agent.post("/api/registrations", body);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("GDPR_VERSION_OUTDATED");
    const ok = await agent.post("/api/registrations", { ...body, gdprVersion: 2 });
    expect(ok.statusCode, ok.body).toBe(201);
    world.gdprVersion = 2;
  });

  it("asks for the certificate again when the upload is unknown or expired (400 CERTIFICATE_MISSING)", async () => {
    const unknown = { ...adultRegistration(world), altcha: await solveBotCheck(agent) };
    const res = await agent.post("/api/registrations", unknown);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "CERTIFICATE_MISSING",
      message: "Încărcarea adeverinței medicale a eșuat. Încărcați-o din nou.",
    });

    const expired = await readyRegistration(agent, adultRegistration(world));
    t.clock.advance(24 * 60 * 60_000 + 1000);
    try {
      const late = await agent.post("/api/registrations", expired);
      expect(late.json().code).toBe("CERTIFICATE_MISSING");
    } finally {
      t.clock.advance(-(24 * 60 * 60_000 + 1000));
    }
  });

  it("shows live availability: capacity, places taken by active students, places left", async () => {
    const res = await agent.get("/api/registration/availability");
    expect(res.statusCode).toBe(200);
    const slots = res.json().slots as {
      slotId: string;
      capacity: number;
      taken: number;
      available: number;
    }[];
    expect(slots.map((s) => s.slotId)).not.toContain(world.retired.id);
    const monday = slots.find((s) => s.slotId === world.monChildren1630.id);
    expect(monday).toEqual({ slotId: world.monChildren1630.id, capacity: 10, taken: 1, available: 9 });
    const tuesday = slots.find((s) => s.slotId === world.tueAdults1930.id)!;
    const held = await t.db
      .select()
      .from(studentSlots)
      .where(eq(studentSlots.slotId, world.tueAdults1930.id));
    expect(tuesday.taken).toBe(held.length);
  });

  it("lets an admin (or coach) renew a registration for another 45 days from today", async () => {
    const body = await readyRegistration(agent, adultRegistration(world));
    const created = (await agent.post("/api/registrations", body)).json();
    t.clock.advance(50 * 24 * 60 * 60_000);
    try {
      await t.db.update(students).set({ status: "expired" }).where(eq(students.id, created.id));
      const admin = new TestAgent(t.app);
      const [adminId] = admins;
      const [adminRow] = (await t.db.query.users.findMany()).filter((u) => u.id === adminId);
      await signInDirectly(admin, t.db, adminRow!, t.clock.now());
      const res = await admin.post(`/api/students/${created.id}/renew`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        status: "active",
        validUntil: addDays(addDays(TODAY, 50), 45),
        daysRemaining: 45,
      });
      const [row] = await t.db.select().from(students).where(eq(students.id, created.id));
      expect(row!.renewedAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect((await admin.post(`/api/students/${crypto.randomUUID()}/renew`)).json().code).toBe(
        "STUDENT_NOT_FOUND",
      );
      // Coaches manage students with admins (spec §6); swimmers do not.
      const swimmer = new TestAgent(t.app);
      await signInDirectly(swimmer, t.db, await createUser(t.db, { role: "swimmer" }), t.clock.now());
      expect((await swimmer.post(`/api/students/${created.id}/renew`)).statusCode).toBe(403);
    } finally {
      t.clock.advance(-50 * 24 * 60 * 60_000);
    }
  });
});
