import { randomUUID } from "node:crypto";
import { certificateValidUntil } from "@bazin/shared/domain/certificate-validity";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { createRegistrationWorld } from "../../../test/factories-registration.ts";
import { createSessionRow } from "../../../test/factories-sessions.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { students } from "../../db/schema/registration.ts";
import { DAILY_JOBS } from "../../jobs/registration-jobs.ts";
import { runDueJobs } from "../../jobs/scheduler.ts";
import { listMail } from "../mail/outbox.repository.ts";
import { issueRegistrantLink } from "./links.repository.ts";
import { WARNING_LINK_TTL_MS } from "./urls.ts";

const DAY_MS = 24 * 60 * 60_000;

describe("a registration's life cycle: activity, warnings, renewal on request", () => {
  let t: TestApp;
  let admins: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    await createRegistrationWorld(t.db);
    admins = [await createUser(t.db, { role: "admin" }), await createUser(t.db, { role: "admin" })];
  });
  afterAll(() => t.close());

  const today = () => localDate(t.clock.now());

  /** A registration straight in the database, active for `days` more days unless told otherwise. */
  async function insertStudent(values: Partial<typeof students.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(students)
      .values({
        fullName: "Ștefan Țurcanu",
        birthDate: "1990-01-01",
        phone: "0722000000",
        email: `${randomUUID().slice(0, 8)}@example.test`,
        locality: "Ștefănești",
        street: "Strada Școlii",
        streetNumber: "1",
        county: "Argeș",
        validUntil: addDays(today(), 30),
        // Issued recently: no certificate warning unless a test wants one.
        medicalCertificateIssuedOn: today(),
        medicalCertificateKey: "certificates/2026/none",
        medicalCertificateType: "application/pdf",
        registrationFormKey: "documents/2026/none",
        declarationKey: "documents/2026/none",
        idempotencyKey: randomUUID(),
        ...values,
      })
      .returning();
    return row!;
  }
  const studentRow = async (id: string) =>
    (await t.db.select().from(students).where(eq(students.id, id)))[0]!;

  /** An admin signed in at the clock's current time (sessions expire while the clock moves). */
  async function asAdmin() {
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, admins[0]!, t.clock.now());
    return agent;
  }
  /** Moves the clock one local day on and runs the due daily jobs, as the scheduler would. */
  async function nextDay() {
    t.clock.advance(DAY_MS);
    return runDueJobs(t.ctx, DAILY_JOBS);
  }
  const mailsTo = async (email: string) => (await listMail(t.db)).filter((m) => m.to === email);
  const renewalToken = (text: string) => {
    const match = text.match(/https?:\/\/\S+\/reinnoire\?token=([\w-]+)/);
    expect(match, text).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };
  const newLink = (studentId: string, email: string) =>
    issueRegistrantLink(t.db, {
      purpose: "renewal",
      email,
      studentId,
      language: "ro",
      ttlMs: WARNING_LINK_TTL_MS,
      now: t.clock.now(),
    });

  it("a sign-in extends the linked active registration to 45 days from today, not an expired one", async () => {
    const swimmer = await createUser(t.db, { role: "swimmer" });
    const active = await insertStudent({ userId: swimmer.id, validUntil: addDays(today(), 10) });
    const longer = await insertStudent({ userId: swimmer.id, validUntil: addDays(today(), 60) });
    const expired = await insertStudent({
      userId: swimmer.id,
      status: "expired",
      validUntil: addDays(today(), -3),
    });
    const someoneElse = await insertStudent({ validUntil: addDays(today(), 10) });

    await loginAs(new TestAgent(t.app), swimmer);

    const after = await studentRow(active.id);
    expect(after.validUntil).toBe(addDays(today(), 45));
    expect(after.lastActivityAt?.toISOString()).toBe(t.clock.now().toISOString());
    // Never shortened, never revived, nobody else's.
    expect((await studentRow(longer.id)).validUntil).toBe(addDays(today(), 60));
    expect(await studentRow(expired.id)).toMatchObject({ status: "expired", validUntil: expired.validUntil });
    expect((await studentRow(someoneElse.id)).validUntil).toBe(someoneElse.validUntil);
  });

  it("attendance at a session extends the registration; an absence does not", async () => {
    const present = await insertStudent({ validUntil: addDays(today(), 5) });
    const absent = await insertStudent({ validUntil: addDays(today(), 5) });
    const sessionId = await createSessionRow(t.db, {
      day: today(),
      studentIds: [present.id, absent.id],
    });
    const res = await (await asAdmin()).put(`/api/sessions/${sessionId}/attendance`, {
      entries: [
        { studentId: present.id, attendance: "present" },
        { studentId: absent.id, attendance: "absent" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await studentRow(present.id)).validUntil).toBe(addDays(today(), 45));
    expect((await studentRow(absent.id)).validUntil).toBe(addDays(today(), 5));

    // One line at a time (late counts as there).
    const one = await (await asAdmin()).put(`/api/sessions/${sessionId}/participants/${absent.id}`, {
      attendance: "late",
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((await studentRow(absent.id)).validUntil).toBe(addDays(today(), 45));
  });

  it("mails the registrant once, 7 days ahead, with a renewal link that records a request for the admins", async () => {
    const student = await insertStudent({ validUntil: addDays(today(), 9), language: "en" });
    await nextDay(); // 8 days ahead: nothing yet
    expect(await mailsTo(student.email)).toEqual([]);

    await nextDay(); // 7 days ahead
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Ștefan Țurcanu's registration expires on ${formatted(student.validUntil)}`,
    );
    expect(mails[0]!.html).toContain("Ask for renewal");
    expect((await studentRow(student.id)).expiryMailedFor).toBe(student.validUntil);

    await nextDay(); // later days in the window add nothing
    expect(await mailsTo(student.email)).toHaveLength(1);

    const token = renewalToken(mails[0]!.text);
    const visitor = new TestAgent(t.app);
    const info = await visitor.get(`/api/renewal/${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      fullName: "Ștefan Țurcanu",
      status: "active",
      validUntil: student.validUntil,
    });

    const asked = await visitor.post("/api/renewal", { token });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ outcome: "requested" });
    const row = await studentRow(student.id);
    expect(row.renewalRequestedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(row.validUntil).toBe(student.validUntil); // the admins decide

    const notified = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.type, "RENEWAL_REQUESTED"), eq(notifications.actionUrl, adminLink(student.id))),
      );
    expect(notified.map((n) => n.userId).sort()).toEqual(admins.map((a) => a.id).sort());

    // The link is single use, and says so in the visitor's language.
    const again = await visitor.post("/api/renewal", { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: "RENEWAL_LINK_INVALID",
      message: "Linkul de reînnoire nu mai este valabil: a fost deja folosit sau a expirat.",
    });
    expect((await visitor.get(`/api/renewal/${token}`)).statusCode).toBe(404);

    // The admins see the request in the list (badge and filter) until they decide.
    const admin = await asAdmin();
    const listed = await admin.get("/api/students?renewalRequested=true&pageSize=100");
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().items as { id: string; renewalRequestedAt: string | null }[];
    expect(items.map((i) => i.id)).toEqual([student.id]);
    expect(items[0]!.renewalRequestedAt).toBe(row.renewalRequestedAt!.toISOString());

    const renewed = await admin.post(`/api/students/${student.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await studentRow(student.id)).toMatchObject({
      renewalRequestedAt: null,
      validUntil: addDays(today(), 45),
    });
    expect((await admin.get("/api/students?renewalRequested=true")).json().items).toEqual([]);
  });

  it("marking a registration expired (or activating it) answers a pending request too", async () => {
    const admin = await asAdmin();
    for (const status of ["expired", "active"] as const) {
      const student = await insertStudent({ renewalRequestedAt: t.clock.now() });
      const res = await admin.patch(`/api/students/${student.id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(await studentRow(student.id)).toMatchObject({ status, renewalRequestedAt: null });
    }
  });

  it("with automatic renewal on, the link renews at once, even an expired registration, by the system", async () => {
    const admin = await asAdmin();
    expect((await admin.get("/api/admin/renewal-settings")).json()).toEqual({ autoRenewal: false });
    const on = await admin.put("/api/admin/renewal-settings", { autoRenewal: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await admin.get("/api/admin/renewal-settings")).json()).toEqual({ autoRenewal: true });

    const student = await insertStudent({ status: "expired", validUntil: addDays(today(), -2) });
    const token = await newLink(student.id, student.email);
    const res = await new TestAgent(t.app).post("/api/renewal", { token });
    expect(res.statusCode, res.body).toBe(200);
    const validUntil = addDays(today(), 45);
    expect(res.json()).toEqual({ outcome: "renewed", validUntil });
    expect(await studentRow(student.id)).toMatchObject({
      status: "active",
      validUntil,
      renewalRequestedAt: null,
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "student.renew"), eq(auditLog.targetId, student.id)));
    expect(entry).toMatchObject({ actorId: null, detail: { validUntil, automatic: true } });
    const [mail] = await mailsTo(student.email);
    expect(mail?.text).toContain(`activă până pe ${formatted(validUntil)}`);
    // No request is left for the admins.
    const requests = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `renewal-requested:${student.id}:${student.validUntil}`));
    expect(requests).toEqual([]);

    await admin.put("/api/admin/renewal-settings", { autoRenewal: false });
  });

  it("an expired link renews nothing; only admins change the setting", async () => {
    const student = await insertStudent({ validUntil: addDays(today(), 3) });
    const token = await newLink(student.id, student.email);
    t.clock.advance(WARNING_LINK_TTL_MS + 60_000);
    const res = await new TestAgent(t.app).post("/api/renewal", { token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("RENEWAL_LINK_INVALID");
    expect((await studentRow(student.id)).renewalRequestedAt).toBeNull();

    const coach = await createUser(t.db, { role: "coach" });
    const asCoach = new TestAgent(t.app);
    await signInDirectly(asCoach, t.db, coach, t.clock.now());
    expect((await asCoach.put("/api/admin/renewal-settings", { autoRenewal: true })).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get("/api/admin/renewal-settings")).statusCode).toBe(401);
  });

  it("mails the registrant once per certificate end date, 7 days ahead, with a link to their page", async () => {
    // A certificate issued a year before the day 8 days from now ends then (12 months' validity).
    const endsOn = addDays(today(), 8);
    const issuedOn = `${Number(endsOn.slice(0, 4)) - 1}${endsOn.slice(4)}`;
    expect(certificateValidUntil(issuedOn)).toBe(endsOn);
    const student = await insertStudent({
      medicalCertificateIssuedOn: issuedOn,
      validUntil: addDays(today(), 40),
    });

    const detail = await (await asAdmin()).get(`/api/students/${student.id}`);
    expect(detail.json().certificateValidUntil).toBe(endsOn);

    await nextDay();
    const certificateMails = async () =>
      (await mailsTo(student.email)).filter((m) => m.subject.includes("Adeverința medicală"));
    let mails = await certificateMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Adeverința medicală a lui Ștefan Țurcanu expiră pe ${formatted(endsOn)}`);
    expect(mails[0]!.text).toMatch(/\/datele-mele\/link\?token=[\w-]+/);
    expect((await studentRow(student.id)).certificateMailedFor).toBe(endsOn);

    await nextDay();
    mails = await certificateMails();
    expect(mails).toHaveLength(1);

    // A new certificate with its own end is warned of again when that end comes near.
    const newEnd = addDays(today(), 5);
    await t.db
      .update(students)
      .set({ medicalCertificateIssuedOn: `${Number(newEnd.slice(0, 4)) - 1}${newEnd.slice(4)}` })
      .where(eq(students.id, student.id));
    await nextDay();
    expect(await certificateMails()).toHaveLength(2);
  });
});

/** How the mails print a day: DD.MM.YYYY. */
function formatted(day: string) {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

const adminLink = (studentId: string) => `/admin/users?student=${encodeURIComponent(studentId)}`;
