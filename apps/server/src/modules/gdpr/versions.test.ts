import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { consents, students } from "../../db/schema/registration.ts";
import { mailOutbox } from "../../db/schema/system.ts";
import { seedRequiredData } from "../../seed/required.ts";
import { policyNoticesSettled } from "./notice.ts";

/** A registration row straight in the database: only its address, status and language matter here. */
async function insertRegistration(t: TestApp, email: string, status: string, language: string) {
  await t.db.insert(students).values({
    fullName: "Cursant Test",
    birthDate: "1990-01-01",
    phone: "0722000000",
    email,
    locality: "Ștefănești",
    street: "Strada Școlii",
    streetNumber: "1",
    county: "Argeș",
    status,
    language,
    validUntil: "2026-12-31",
    medicalCertificateKey: "certificates/2026/none",
    medicalCertificateType: "application/pdf",
    medicalCertificateIssuedOn: "2026-10-01",
    registrationFormKey: "documents/2026/none",
    declarationKey: "documents/2026/none",
    idempotencyKey: randomUUID(),
  });
}

describe("GDPR versions and re-acceptance", () => {
  let t: TestApp;
  const agents: Record<string, TestAgent> = {};
  const users: Record<string, TestUser> = {};
  const admin = () => agents.admin!;
  const swimmer = () => agents.swimmer!;
  const notices = async () => {
    // Publishing queues the notices in the background, right after it commits.
    await policyNoticesSettled(t.ctx);
    return t.db.select().from(mailOutbox).where(like(mailOutbox.subject, "%(v%"));
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedRequiredData(t.ctx);
    for (const role of ["admin", "coach", "swimmer"]) {
      agents[role] = new TestAgent(t.app);
      users[role] = await createUser(t.db, {
        role,
        firstName: "Radu",
        lastName: role,
        email: role === "swimmer" ? "Inotator@Example.test" : `${role}@example.test`,
      });
      await signInDirectly(agents[role], t.db, users[role], t.clock.now());
    }
    await createUser(t.db, { role: "swimmer", email: "plecat@example.test", active: false });
    await createUser(t.db, { role: "user", email: null });
    // The swimmer's own registration, in English: one notice, in English, despite two rows and other case.
    await insertRegistration(t, "inotator@example.TEST", "active", "en");
    await insertRegistration(t, "parinte@example.test", "active", "ro");
    await insertRegistration(t, "english@example.test", "active", "en");
    await insertRegistration(t, "expirat@example.test", "expired", "en");
  });
  afterAll(() => t.close());

  it("is for admins only", async () => {
    for (const role of ["coach", "swimmer"]) {
      expect((await agents[role]!.get("/api/admin/gdpr/versions")).statusCode).toBe(403);
      const post = await agents[role]!.post("/api/admin/gdpr/versions", {
        textRo: "x",
        textEn: "y",
        major: false,
      });
      expect(post.statusCode).toBe(403);
      const id = randomUUID();
      expect((await agents[role]!.post(`/api/admin/gdpr/versions/${id}/major`)).statusCode).toBe(403);
    }
    expect((await new TestAgent(t.app).get("/api/admin/gdpr/versions")).statusCode).toBe(401);
    expect((await new TestAgent(t.app).post("/api/gdpr/accept", { version: 1 })).statusCode).toBe(401);
  });

  it("lists the seeded version 1 with no author, and counts the notice's recipients", async () => {
    const res = await admin().get("/api/admin/gdpr/versions");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      document: "privacy",
      version: 1,
      major: true,
      createdBy: null,
      effectiveOn: null,
    });
    expect(body.items[0].textRo).toMatch(/^# Politica de confidențialitate/);
    // admin, coach, swimmer (= its registration), parinte, english; not the inactive, expired or address-less.
    expect(body.noticeRecipients).toBe(5);
  });

  it("asks nobody to accept version 1 again (it is the policy every account starts under)", async () => {
    const me = await swimmer().get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: users.swimmer!.id }, gdprAcceptance: null });
  });

  it("refuses an empty or oversized text with a translated field error", async () => {
    const empty = await admin().post("/api/admin/gdpr/versions", {
      textRo: "  ",
      textEn: "# Policy",
      major: false,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { textRo: "fieldRequired" } });
    expect(empty.json().message).toBe("Câmp obligatoriu.");
    const long = await admin().post("/api/admin/gdpr/versions", {
      textRo: "# Politica",
      textEn: "x".repeat(100_001),
      major: false,
    });
    expect(long.json()).toMatchObject({ fields: { textEn: "maxLength100000" } });
  });

  it("numbers a minor version max + 1, records its author and the audit entry, and mails its notice", async () => {
    const res = await admin().post("/api/admin/gdpr/versions", {
      textRo: "# Politica v2",
      textEn: "# Policy v2",
      major: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      noticesQueued: 5,
      version: {
        version: 2,
        major: false,
        effectiveOn: "2026-12-22",
        createdBy: { id: users.admin!.id, name: "Radu admin" },
      },
    });
    const minor = await notices();
    expect(minor).toHaveLength(5);
    expect(minor.find((m) => m.to === "parinte@example.test")!.subject).toBe(
      "Politica de confidențialitate s-a actualizat (versiunea 2, modificare minoră)",
    );
    expect((await swimmer().get("/api/auth/me")).json().gdprAcceptance).toBeNull();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "gdpr.version.create"));
    expect(entry).toMatchObject({
      actorName: "Radu admin",
      targetType: "gdprVersion",
      detail: { document: "privacy", version: 2, major: false, notices: 5 },
    });
  });

  it("gives two admins publishing at once consecutive numbers", async () => {
    const results = await Promise.all(
      ["a", "b"].map((x) =>
        admin().post("/api/admin/gdpr/versions", { textRo: `# ${x}`, textEn: `# ${x}`, major: false }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results.map((r) => r.json().version.version).sort()).toEqual([3, 4]);
  });

  it("a major version asks every user to accept it and queues one notice per address in its language", async () => {
    const res = await admin().post("/api/admin/gdpr/versions", {
      textRo: "# Politica v5",
      textEn: "# Policy v5",
      major: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ noticesQueued: 5, version: { version: 5, major: true } });

    const mails = (await notices()).filter((m) => m.subject.includes("5"));
    const byAddress = Object.fromEntries(mails.map((m) => [m.to.toLowerCase(), m]));
    expect(Object.keys(byAddress).sort()).toEqual([
      "admin@example.test",
      "coach@example.test",
      "english@example.test",
      "inotator@example.test",
      "parinte@example.test",
    ]);
    expect(mails).toHaveLength(5);
    const ro = byAddress["parinte@example.test"]!;
    expect(ro.subject).toBe("Politica de confidențialitate s-a schimbat (versiunea 5)");
    // The test clock's day is 22.11.2026; 30 days later is 22.12.2026.
    expect(ro.text).toContain("la următoarea autentificare");
    expect(ro.text).toContain("la 30 de zile de la data acestui anunț (22.11.2026), adică pe 22.12.2026");
    expect(ro.text).toContain("ștergerea datelor");
    expect(ro.text).toContain("/politica-confidentialitate");
    expect(byAddress["admin@example.test"]!.subject).toMatch(/^Politica de confidențialitate/);
    const en = byAddress["inotator@example.test"]!;
    expect(en.subject).toBe("Our privacy policy has changed (version 5)");
    expect(en.text).toContain("30 days after the date of this notice (22.11.2026), that is on 22.12.2026");
    expect(en.text).toContain("delete your data");

    const me = (await swimmer().get("/api/auth/me")).json();
    expect(me.gdprAcceptance).toMatchObject({
      document: "privacy",
      version: 5,
      versionId: res.json().version.id,
      texts: [{ document: "privacy", version: 5 }],
    });
    // Until then the API is closed to them (the flag comes with the session), except /me and the acceptance.
    for (const url of ["/api/notifications", "/api/users/me"]) {
      const refused = await swimmer().get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: "GDPR_ACCEPTANCE_REQUIRED" });
      expect(refused.json().message).toBe(
        "Citiți și acceptați mai întâi noua politică de confidențialitate.",
      );
    }
    expect((await swimmer().get("/api/gdpr/current")).statusCode).toBe(200);
    // Their GDPR rights stay open: someone who won't accept may still take their data and ask to be deleted.
    expect((await swimmer().get("/api/users/me/data")).statusCode).toBe(200);
    expect((await swimmer().get("/api/users/me/deletion-request")).statusCode).toBe(200);
    // Its author too: the admin accepts before managing anything else.
    expect((await admin().get("/api/auth/me")).json().gdprAcceptance).toMatchObject({ version: 5 });
    expect((await admin().get("/api/admin/gdpr/versions")).statusCode).toBe(403);
    expect((await admin().post("/api/gdpr/accept", { version: 5 })).statusCode).toBe(200);
  });

  it("refuses to accept a version that is not the current one", async () => {
    const res = await swimmer().post("/api/gdpr/accept", { version: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "GDPR_VERSION_OUTDATED" });
    expect(res.json().message).toMatch(/Politica de confidențialitate a fost actualizată/);
    const bad = await swimmer().post("/api/gdpr/accept", { version: "5" });
    expect(bad.statusCode).toBe(400);
  });

  it("records the acceptance as a consent, after which nothing is pending", async () => {
    swimmer().ip = "10.1.2.3";
    const res = await swimmer().post("/api/gdpr/accept", { version: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ gdprAcceptance: null });
    expect((await swimmer().get("/api/auth/me")).json().gdprAcceptance).toBeNull();
    expect((await swimmer().get("/api/notifications")).statusCode).toBe(200);
    const rows = await t.db.select().from(consents).where(eq(consents.userId, users.swimmer!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Radu swimmer", ip: "10.1.2.3" });
    const register = (
      await admin().get(`/api/admin/consents?q=${encodeURIComponent("radu swimmer")}`)
    ).json();
    expect(register.items[0]).toMatchObject({ fullName: "Radu swimmer", gdprVersion: 5, ip: "10.1.2.3" });
    // Others still have to.
    expect((await agents.coach!.get("/api/auth/me")).json().gdprAcceptance).toMatchObject({ version: 5 });
    expect((await agents.coach!.get("/api/notifications")).statusCode).toBe(403);
  });

  it("a later minor version asks nobody who accepted the major one, but is what the others accept", async () => {
    const res = await admin().post("/api/admin/gdpr/versions", {
      textRo: "# v6",
      textEn: "# v6",
      major: false,
    });
    expect(res.json().version.version).toBe(6);
    expect((await swimmer().get("/api/auth/me")).json().gdprAcceptance).toBeNull();
    expect((await agents.coach!.get("/api/auth/me")).json().gdprAcceptance).toMatchObject({ version: 6 });
  });

  it("marking a version major is irreversible, audited, asks again, and mails nothing twice", async () => {
    const list = (await admin().get("/api/admin/gdpr/versions")).json();
    const v6 = list.items.find((v: { version: number }) => v.version === 6);
    const before = (await notices()).length;
    const res = await admin().post(`/api/admin/gdpr/versions/${v6.id}/major`);
    expect(res.statusCode, res.body).toBe(200);
    // Its notice went out when it was published: once per address and version.
    expect(res.json()).toMatchObject({ noticesQueued: 0, version: { version: 6, major: true } });
    expect((await notices()).length).toBe(before);
    expect((await swimmer().get("/api/auth/me")).json().gdprAcceptance).toMatchObject({ version: 6 });
    expect((await admin().post("/api/gdpr/accept", { version: 6 })).statusCode).toBe(200);

    const again = await admin().post(`/api/admin/gdpr/versions/${v6.id}/major`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "GDPR_VERSION_ALREADY_MAJOR" });
    expect(again.json().message).toBe("Versiunea 6 este deja majoră.");
    expect((await notices()).length).toBe(before);
    const missing = await admin().post(`/api/admin/gdpr/versions/${randomUUID()}/major`);
    expect(missing.statusCode).toBe(404);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "gdpr.version.major"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetId: v6.id, detail: { version: 6, notices: 0 } });
  });

  it("lists versions newest first", async () => {
    const items = (await admin().get("/api/admin/gdpr/versions")).json().items;
    expect(items.map((v: { version: number }) => v.version)).toEqual([6, 5, 4, 3, 2, 1]);
  });
});
