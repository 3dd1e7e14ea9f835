import { randomUUID } from "node:crypto";
import { and, eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { gdprVersions, policyNotices } from "../../db/schema/gdpr.ts";
import { consents, students } from "../../db/schema/registration.ts";
import { mailOutbox } from "../../db/schema/system.ts";
import { inTransaction } from "../../db/transaction.ts";
import { policyNoticesCatchUp } from "../../jobs/policy-notices.ts";
import { seedRequiredData } from "../../seed/required.ts";
import { policyNoticesSettled, queueOwedPolicyNotices } from "./notice.ts";

/** A registration row straight in the database: only its address, status and language matter here. */
async function insertRegistration(t: TestApp, email: string, language: string) {
  await t.db.insert(students).values({
    fullName: "Cursant Termeni",
    birthDate: "1990-01-01",
    phone: "0722000000",
    email,
    locality: "Ștefănești",
    street: "Strada Școlii",
    streetNumber: "1",
    county: "Argeș",
    status: "active",
    language,
    validUntil: "2027-03-31",
    registrationFormKey: "documents/2026/none",
    declarationKey: "documents/2026/none",
    idempotencyKey: randomUUID(),
  });
}

const DAY_MS = 24 * 60 * 60_000;

/*
 * Spec §1, §9: "Policy or terms changes need 30 days email notice, with re-acceptance at next login for major
 * changes". The terms are versioned like the privacy policy; every published version of either text is mailed
 * to every member once, and a major one is accepted again at next sign-in.
 */
describe("Terms versions, 30-day notices and re-acceptance", () => {
  let t: TestApp;
  const agents: Record<string, TestAgent> = {};
  const users: Record<string, TestUser> = {};
  const admin = () => agents.admin!;
  const swimmer = () => agents.swimmer!;
  /** The terms notices in the outbox, once the background run after a publication is done. */
  const termsMails = async () => {
    await policyNoticesSettled(t.ctx);
    return t.db
      .select()
      .from(mailOutbox)
      .where(or(like(mailOutbox.subject, "Termenii%"), like(mailOutbox.subject, "Our terms%")));
  };
  const publish = (body: Record<string, unknown>) => admin().post("/api/admin/gdpr/versions", body);

  beforeAll(async () => {
    t = await createTestApp();
    await seedRequiredData(t.ctx);
    for (const role of ["admin", "swimmer"]) {
      agents[role] = new TestAgent(t.app);
      users[role] = await createUser(t.db, {
        role,
        firstName: "Ana",
        lastName: role,
        email: role === "swimmer" ? "Inotator@Example.test" : `${role}@example.test`,
      });
      await signInDirectly(agents[role], t.db, users[role], t.clock.now());
    }
    // The swimmer's address is also a registration's (other case, English): one notice, in English.
    await insertRegistration(t, "inotator@example.TEST", "en");
    await insertRegistration(t, "parinte@example.test", "ro");
  });
  afterAll(() => t.close());

  it("seeds terms version 1 from the former static text, in force, with nothing announced", async () => {
    const list = await admin().get("/api/admin/gdpr/versions?document=terms");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({ document: "terms", version: 1, effectiveOn: null });
    expect(list.json().items[0].textRo).toMatch(/^# Termeni și condiții/);
    // The privacy list shows only the privacy policy.
    const privacy = (await admin().get("/api/admin/gdpr/versions")).json().items;
    expect(privacy.map((v: { document: string }) => v.document)).toEqual(["privacy"]);

    const page = await new TestAgent(t.app).get("/api/legal/terms", { "accept-language": "en" });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ document: "terms", version: 1, inForce: true, upcoming: null });
    expect(page.json().text).toMatch(/^# Terms and conditions/);
    expect((await new TestAgent(t.app).get("/api/admin/gdpr/versions?document=rules")).statusCode).toBe(401);
    expect((await admin().get("/api/admin/gdpr/versions?document=rules")).statusCode).toBe(400);
    expect((await new TestAgent(t.app).get("/api/legal/rules")).statusCode).toBe(400);
    expect((await new TestAgent(t.app).get("/api/legal/terms?version=9")).statusCode).toBe(404);
  });

  it("a minor terms version is numbered per document, takes effect in 30 days and is mailed once per address", async () => {
    const res = await publish({
      document: "terms",
      textRo: "# Termeni v2",
      textEn: "# Terms v2",
      major: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    // Terms 2 while the privacy policy is still at 1; the test clock's day is 2026-11-22.
    expect(res.json()).toMatchObject({
      noticesQueued: 3,
      version: { document: "terms", version: 2, major: false, effectiveOn: "2026-12-22" },
    });
    const mails = await termsMails();
    expect(mails.map((m) => m.to.toLowerCase()).sort()).toEqual([
      "admin@example.test",
      "inotator@example.test",
      "parinte@example.test",
    ]);
    const ro = mails.find((m) => m.to === "parinte@example.test")!;
    expect(ro.subject).toBe("Termenii și condițiile s-au actualizat (versiunea 2, modificare minoră)");
    expect(ro.text).toContain("la 30 de zile de la data acestui anunț (22.11.2026), adică pe 22.12.2026");
    expect(ro.text).toContain("/termeni-conditii?versiune=2");
    const en = mails.find((m) => m.to.toLowerCase() === "inotator@example.test")!;
    expect(en.subject).toBe("Our terms and conditions were updated (version 2, minor change)");
    // A minor change asks nobody to accept anything.
    expect((await swimmer().get("/api/auth/me")).json().gdprAcceptance).toBeNull();

    const privacy = await publish({ textRo: "# Politica v2", textEn: "# Policy v2", major: false });
    expect(privacy.json().version).toMatchObject({ document: "privacy", version: 2 });
  });

  it("running the notices again, or the daily catch-up, mails nobody twice; a new member gets what is owed", async () => {
    const before = (await termsMails()).length;
    expect(await queueOwedPolicyNotices(t.ctx)).toBe(0);
    await Promise.all([queueOwedPolicyNotices(t.ctx), queueOwedPolicyNotices(t.ctx)]);
    // The daily catch-up job (already run today by the app's scheduler at start: run by hand).
    await inTransaction(t.db, async (tx) => {
      await policyNoticesCatchUp.run(tx, "2026-11-22", t.ctx);
    });
    expect((await termsMails()).length).toBe(before);

    // Someone who registers before the version takes effect still gets its notice, once, in small batches.
    await insertRegistration(t, "nou@example.test", "ro");
    await insertRegistration(t, "new@example.test", "en");
    await insertRegistration(t, "third@example.test", "en");
    // Terms 2 and privacy 2 are owed to the three newcomers: six mails, two per batch.
    expect(await queueOwedPolicyNotices(t.ctx, undefined, 2)).toBe(6);
    expect(await queueOwedPolicyNotices(t.ctx, undefined, 2)).toBe(0);
    const mails = await termsMails();
    expect(mails.length).toBe(before + 3);
    expect(mails.filter((m) => m.to === "nou@example.test")).toHaveLength(1);
    const [v2] = await t.db
      .select()
      .from(gdprVersions)
      .where(and(eq(gdprVersions.document, "terms"), eq(gdprVersions.version, 2)));
    const recorded = await t.db.select().from(policyNotices).where(eq(policyNotices.versionId, v2!.id));
    expect(recorded).toHaveLength(6);
    expect(recorded.every((r) => r.email === r.email.toLowerCase())).toBe(true);
  });

  it("the terms page shows the version in force and announces the coming one", async () => {
    const visitor = new TestAgent(t.app);
    const page = (await visitor.get("/api/legal/terms")).json();
    expect(page).toMatchObject({
      version: 1,
      inForce: true,
      upcoming: { version: 2, effectiveOn: "2026-12-22", major: false },
    });
    const ahead = (await visitor.get("/api/legal/terms?version=2")).json();
    expect(ahead).toMatchObject({
      version: 2,
      text: "# Termeni v2",
      inForce: false,
      effectiveOn: "2026-12-22",
    });
  });

  it("a major terms version asks everyone to accept it at next sign-in; accepting records a consent", async () => {
    const res = await publish({
      document: "terms",
      textRo: "# Termeni v3",
      textEn: "# Terms v3",
      major: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const v3 = res.json().version;
    expect(v3).toMatchObject({ version: 3, major: true });
    const mails = (await termsMails()).filter((m) => m.subject.includes("3"));
    expect(mails).toHaveLength(6);
    const ro = mails.find((m) => m.to === "parinte@example.test")!;
    expect(ro.subject).toBe("Termenii și condițiile s-au schimbat (versiunea 3, modificare majoră)");
    expect(ro.text).toContain("la următoarea autentificare");

    const me = (await swimmer().get("/api/auth/me")).json();
    expect(me.gdprAcceptance).toEqual({
      document: "terms",
      versionId: v3.id,
      version: 3,
      texts: [{ document: "terms", versionId: v3.id, version: 3 }],
    });
    expect((await swimmer().get("/api/notifications")).statusCode).toBe(403);
    // Accepting the privacy policy does not answer for the terms; an older terms version is refused.
    expect((await swimmer().post("/api/gdpr/accept", { version: 2 })).json().gdprAcceptance).toMatchObject({
      document: "terms",
    });
    const stale = await swimmer().post("/api/gdpr/accept", { texts: [{ document: "terms", version: 2 }] });
    expect(stale.statusCode).toBe(409);
    expect((await swimmer().post("/api/gdpr/accept", {})).statusCode).toBe(400);

    const ok = await swimmer().post("/api/gdpr/accept", { texts: [{ document: "terms", version: 3 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ gdprAcceptance: null });
    expect((await swimmer().get("/api/auth/me")).json().gdprAcceptance).toBeNull();
    expect((await swimmer().get("/api/notifications")).statusCode).toBe(200);
    const rows = await t.db
      .select({ versionId: consents.gdprVersionId })
      .from(consents)
      .where(eq(consents.userId, users.swimmer!.id));
    expect(rows.map((r) => r.versionId)).toContain(v3.id);
  });

  it("major changes of both texts are accepted together, privacy policy first", async () => {
    await admin().post("/api/gdpr/accept", { texts: [{ document: "terms", version: 3 }] });
    const privacy = (await publish({ textRo: "# Politica v3", textEn: "# Policy v3", major: true })).json();
    await admin().post("/api/gdpr/accept", { version: 3 });
    const terms = (
      await publish({ document: "terms", textRo: "# Termeni v4", textEn: "# Terms v4", major: true })
    ).json();
    const pending = (await swimmer().get("/api/auth/me")).json().gdprAcceptance;
    expect(pending.texts).toEqual([
      { document: "privacy", versionId: privacy.version.id, version: 3 },
      { document: "terms", versionId: terms.version.id, version: 4 },
    ]);
    expect(pending).toMatchObject({ document: "privacy", version: 3 });
    const ok = await swimmer().post("/api/gdpr/accept", {
      texts: [
        { document: "privacy", version: 3 },
        { document: "terms", version: 4 },
      ],
    });
    expect(ok.json()).toEqual({ gdprAcceptance: null });
  });

  it("30 days later the announced version is in force, and its notice is no longer sent", async () => {
    t.clock.advance(31 * DAY_MS);
    const page = (await new TestAgent(t.app).get("/api/legal/terms")).json();
    expect(page).toMatchObject({ version: 4, inForce: true, upcoming: null });
    await insertRegistration(t, "tarziu@example.test", "ro");
    expect(await queueOwedPolicyNotices(t.ctx)).toBe(0);
  });
});
