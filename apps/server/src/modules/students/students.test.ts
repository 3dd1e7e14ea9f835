import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { addDays } from "@bazin/shared/domain/club";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, latestMailLink, signInDirectly } from "../../../test/factories.ts";
import {
  adultRegistration,
  createRegistrationWorld,
  minorRegistration,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
  TODAY,
} from "../../../test/factories-registration.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { invitations } from "../../db/schema/auth.ts";
import { studentSlots, students } from "../../db/schema/registration.ts";
import { overrideRegistrationDeps, registrationDeps } from "../registration/deps.ts";
import { studentBatches } from "./repository.ts";

/** A student row straight in the database (no files), for the list's filters and sorting. */
async function insertStudent(
  t: TestApp,
  world: RegistrationWorld,
  values: Partial<typeof students.$inferInsert> & { fullName: string },
  slot = world.tueAdults1930,
  instructor = world.ion,
) {
  const [row] = await t.db
    .insert(students)
    .values({
      birthDate: "1990-01-01",
      phone: "0722000000",
      email: `${randomUUID().slice(0, 8)}@example.test`,
      locality: "Ștefănești",
      street: "Strada Școlii",
      streetNumber: "1",
      county: "Argeș",
      validUntil: addDays(TODAY, 30),
      medicalCertificateKey: "certificates/2026/none",
      medicalCertificateType: "application/pdf",
      medicalCertificateIssuedOn: "2026-10-01",
      registrationFormKey: "documents/2026/none",
      declarationKey: "documents/2026/none",
      idempotencyKey: randomUUID(),
      ...values,
    })
    .returning();
  await t.db
    .insert(studentSlots)
    .values({ studentId: row!.id, slotId: slot.id, instructorId: instructor.id });
  return row!;
}

describe("students (admin and coach)", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  const admin = () => agents.admin!;
  const agents: Record<string, TestAgent> = {};
  let adultId: string;
  let minorId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    for (const role of ["admin", "coach", "swimmer"]) {
      agents[role] = new TestAgent(t.app);
      await signInDirectly(
        agents[role],
        t.db,
        await createUser(t.db, { role, firstName: "Radu", lastName: role }),
        t.clock.now(),
      );
    }
    // Two registrations through the real wizard: they have their two PDFs and the certificate on disk.
    const visitor = new TestAgent(t.app);
    adultId = (
      await visitor.post("/api/registrations", await readyRegistration(visitor, adultRegistration(world)))
    ).json().id;
    minorId = (
      await visitor.post("/api/registrations", await readyRegistration(visitor, minorRegistration(world)))
    ).json().id;
    ids.expiring = (
      await insertStudent(t, world, {
        fullName: "Andrei Expiră",
        validUntil: addDays(TODAY, 3),
        phone: "0744555666",
      })
    ).id;
    ids.expired = (
      await insertStudent(t, world, {
        fullName: "Zoe Expirată",
        status: "expired",
        validUntil: addDays(TODAY, -2),
      })
    ).id;
    ids.child = (
      await insertStudent(
        t,
        world,
        { fullName: "Bianca Copil", birthDate: "2016-06-01", validUntil: addDays(TODAY, 40) },
        world.monChildren1630,
        world.ana,
      )
    ).id;
  });
  afterAll(() => t.close());

  const names = (res: { json(): { items: { fullName: string }[] } }) =>
    res.json().items.map((s) => s.fullName);

  it("lists students with search by name, email and phone, for admins and coaches only", async () => {
    const all = await admin().get("/api/students");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(5);
    expect(names(await admin().get("/api/students?q=expir"))).toEqual(["Zoe Expirată", "Andrei Expiră"]);
    expect(names(await admin().get("/api/students?q=stefan.turcanu%40"))).toEqual(["Ștefan Țurcanu"]);
    expect(names(await admin().get("/api/students?q=0744%20555"))).toEqual(["Andrei Expiră"]);
    expect(names(await admin().get("/api/students?q=%25"))).toEqual([]);
    expect((await agents.coach!.get("/api/students")).statusCode).toBe(200);
    expect((await agents.swimmer!.get("/api/students")).statusCode).toBe(403);
  });

  it("filters by status, slot, age group and expiring within 7 days", async () => {
    expect(names(await admin().get("/api/students?status=expired"))).toEqual(["Zoe Expirată"]);
    expect(
      names(await admin().get(`/api/students?slotId=${world.monChildren1630.id}&sort=name&dir=asc`)),
    ).toEqual(["Bianca Copil", "Ioana Ștefănescu-Țăranu"]);
    expect(names(await admin().get("/api/students?ageGroup=children&sort=name&dir=asc"))).toEqual([
      "Bianca Copil",
      "Ioana Ștefănescu-Țăranu",
    ]);
    expect((await admin().get("/api/students?ageGroup=adults")).json().total).toBe(3);
    expect(names(await admin().get("/api/students?expiring=true"))).toEqual(["Andrei Expiră"]);
    expect((await admin().get("/api/students?status=gone")).statusCode).toBe(400);
  });

  it("sorts by name, registration date and days remaining, and pages", async () => {
    expect(names(await admin().get("/api/students?sort=name&dir=asc"))).toEqual([
      "Andrei Expiră",
      "Bianca Copil",
      "Ioana Ștefănescu-Țăranu",
      "Zoe Expirată",
      "Ștefan Țurcanu",
    ]);
    const byDays = (await admin().get("/api/students?sort=daysRemaining&dir=asc")).json().items;
    expect(byDays.map((s: { daysRemaining: number }) => s.daysRemaining)).toEqual([0, 3, 40, 45, 45]);
    const page2 = (await admin().get("/api/students?sort=name&dir=asc&page=2&pageSize=2")).json();
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((s: { fullName: string }) => s.fullName)).toEqual([
      "Ioana Ștefănescu-Țăranu",
      "Zoe Expirată",
    ]);
    const newest = names(await admin().get("/api/students?sort=registeredAt&dir=desc"));
    expect(newest).toHaveLength(5);
    // The total comes with the page's rows; a page past the end has none, and still says how many there are.
    const past = (await admin().get("/api/students?page=9&pageSize=2")).json();
    expect(past).toMatchObject({ items: [], total: 5, page: 9 });
    const none = (await admin().get(`/api/students?q=${encodeURIComponent("nimeni așa")}`)).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("shows a student's every field and lets admins and coaches download the documents", async () => {
    const res = await admin().get(`/api/students/${minorId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      fullName: "Ioana Ștefănescu-Țăranu",
      contactPerson: "Mirela Ștefănescu",
      legalRepresentative: "Mirela Ștefănescu",
      county: "Argeș",
      gdprConsent: { version: 1 },
      slots: [{ weekday: 1, startTime: "16:30", instructor: "Ana Păduraru" }],
    });
    expect(detail.documents.map((d: { kind: string }) => d.kind)).toEqual([
      "registrationForm",
      "declaration",
      "medicalCertificate",
    ]);
    for (const doc of detail.documents) {
      const file = await agents.coach!.get(doc.url);
      expect(file.statusCode, doc.url).toBe(200);
      expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect((await agents.swimmer!.get(detail.documents[0].url)).statusCode).toBe(403);
    expect((await new TestAgent(t.app).get(detail.documents[0].url)).statusCode).toBe(401);
    expect((await admin().get(`/api/students/${ids.expired}/documents/declaration`)).json().code).toBe(
      "DOCUMENT_NOT_FOUND",
    );
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "student.document.download"));
    expect(audited.length).toBe(3);
    expect(audited[0]).toMatchObject({ targetId: minorId, actorName: "Radu coach" });
  });

  it("marks expired and activates, audited; activating an ended registration gives it a new period", async () => {
    const expired = await admin().patch(`/api/students/${ids.expiring}/status`, { status: "expired" });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().status).toBe("expired");
    // Marked expired before its date: no days left anywhere, though its validity date is still ahead.
    expect(expired.json().daysRemaining).toBe(0);
    expect(expired.json().validUntil > TODAY).toBe(true);
    const inList = (await admin().get("/api/students?status=expired")).json().items;
    expect(inList.find((s: { id: string }) => s.id === ids.expiring)).toMatchObject({ daysRemaining: 0 });
    const active = await agents.coach!.patch(`/api/students/${ids.expired}/status`, { status: "active" });
    expect(active.json()).toMatchObject({ status: "active", validUntil: addDays(TODAY, 45) });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ids.expired!));
    expect(entries).toMatchObject([
      { action: "student.activate", detail: { from: "expired", to: "active" } },
    ]);
    expect(
      (await admin().patch(`/api/students/${randomUUID()}/status`, { status: "active" })).json().code,
    ).toBe("STUDENT_NOT_FOUND");
    await admin().patch(`/api/students/${ids.expiring}/status`, { status: "active" });
  });

  it("renews for 45 days and records it", async () => {
    const res = await admin().post(`/api/students/${ids.expiring}/renew`);
    expect(res.json()).toMatchObject({ validUntil: addDays(TODAY, 45), daysRemaining: 45 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.renew"));
    expect(entry).toMatchObject({ targetId: ids.expiring, detail: { validUntil: addDays(TODAY, 45) } });
  });

  it("invites a student to create a swimmer account, once", async () => {
    const res = await admin().post(`/api/students/${adultId}/invite`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBe("stefan.turcanu@example.test");
    const { token } = await latestMailLink(t.db, "stefan.turcanu@example.test", "/register");
    const info = (await new TestAgent(t.app).get(`/api/auth/invitations/${token}`)).json();
    expect(info).toMatchObject({ role: "swimmer", firstName: "Ștefan", lastName: "Țurcanu" });
    const [invitation] = await t.db.select().from(invitations);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.invite"));
    expect(entry).toMatchObject({ targetId: adultId, detail: { invitationId: invitation!.id } });
  });

  it("exports the filtered students as CSV: BOM, header, diacritics, attachment with a dated name", async () => {
    const res = await admin().get("/api/students/export.csv?ageGroup=children&sort=name&dir=asc");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="cursanti-${TODAY}.csv"`);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Nume complet,Data nașterii,Vârsta,Telefon,Email,Stare/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Bianca Copil,2016-06-01,10,/);
    expect(lines[2]).toContain("Ioana Ștefănescu-Țăranu");
    expect(lines[2]).toContain("Lun 16:30 (Ana Păduraru)");
    const english = new TestAgent(t.app);
    english.lang = "en";
    english.cookies.set("SESSION", admin().cookies.get("SESSION")!);
    const en = await english.get("/api/students/export.csv?q=zzzz");
    expect(en.rawPayload.subarray(3).toString().trimEnd()).toMatch(/^Full name,Birth date/);
    expect(en.headers["content-disposition"]).toBe(`attachment; filename="students-${TODAY}.csv"`);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "students.export"));
    expect(entries[0]!.detail).toMatchObject({ ageGroup: "children", sort: "name" });
    expect((await agents.swimmer!.get("/api/students/export.csv")).statusCode).toBe(403);
  });

  it("deletes a student with its rows and files; a failure leaves everything in place", async () => {
    t.clock.advance(60_000);
    const [row] = await t.db.select().from(students).where(eq(students.id, adultId));
    const { storage } = registrationDeps(t.ctx);
    const paths = [row!.registrationFormKey, row!.declarationKey, row!.medicalCertificateKey!].map((k) =>
      storage.pathOf(k),
    );
    for (const path of paths) expect(existsSync(path)).toBe(true);

    // The database refuses the deletion (a trigger stands in for any failure): the files come back.
    await t.db.execute(
      "create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$",
    );
    await t.db.execute(
      "create trigger refuse before delete on students for each row execute function refuse_delete()",
    );
    const failed = await admin().delete(`/api/students/${adultId}`);
    expect(failed.statusCode).toBe(500);
    for (const path of paths) expect(existsSync(path)).toBe(true);
    expect(await t.db.select().from(students).where(eq(students.id, adultId))).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "student.delete"))).toHaveLength(0);
    await t.db.execute("drop trigger refuse on students");

    const res = await admin().delete(`/api/students/${adultId}`);
    expect(res.statusCode, res.body).toBe(204);
    for (const path of paths) expect(existsSync(path)).toBe(false);
    expect(await t.db.select().from(students).where(eq(students.id, adultId))).toHaveLength(0);
    expect(await t.db.select().from(studentSlots).where(eq(studentSlots.studentId, adultId))).toHaveLength(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.delete"));
    expect(entry).toMatchObject({ targetId: adultId, actorName: "Radu admin" });
    expect((await admin().delete(`/api/students/${adultId}`)).json().code).toBe("STUDENT_NOT_FOUND");
    overrideRegistrationDeps(t.ctx, null);
  });

  it("gives the dashboard its figures: totals, expiring, months, occupancy", async () => {
    const res = await admin().get("/api/admin/dashboard");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalStudents).toBe(4);
    expect(body.activeStudents).toBe(4);
    expect(body.activityRate).toBe(1);
    expect(body.registrationsByMonth).toHaveLength(12);
    expect(body.registrationsByMonth.at(-1)).toEqual({ month: "2026-11", count: 4 });
    const monday = body.occupancy.find((s: { slotId: string }) => s.slotId === world.monChildren1630.id);
    expect(monday).toMatchObject({ capacity: 10, taken: 2 });
    expect((await agents.coach!.get("/api/admin/dashboard")).statusCode).toBe(403);
  });

  it("lists the audit log newest first, to admins only", async () => {
    const res = await admin().get("/api/admin/audit?pageSize=3");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items).toHaveLength(3);
    expect(page.total).toBeGreaterThan(8);
    expect(page.items[0].action).toBe("student.delete");
    const times = page.items.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await agents.coach!.get("/api/admin/audit")).statusCode).toBe(403);
  });

  it("exports every row in batches, also when many share one registration time to the microsecond", async () => {
    for (let i = 0; i < 5; i++) {
      const row = await insertStudent(t, world, { fullName: `Geamăn ${i}` });
      await t.db.execute(
        sql`update students set registered_at = '2026-11-01 10:00:00.123456+00' where id = ${row.id}`,
      );
    }
    const total = (await t.db.select().from(students)).length;
    for (const [sort, dir] of [
      ["registeredAt", "desc"],
      ["registeredAt", "asc"],
      ["name", "asc"],
      ["daysRemaining", "desc"],
    ] as const) {
      const seen: string[] = [];
      for await (const batch of studentBatches(t.db, { sort, dir, expiring: false }, TODAY, 2)) {
        seen.push(...batch.map((r) => r.id));
      }
      expect(new Set(seen).size, `${sort} ${dir}`).toBe(total);
      expect(seen).toHaveLength(total);
    }
  });

  it("neutralises formulas typed into the public registration form when exporting them", async () => {
    const visitor = new TestAgent(t.app);
    const input = adultRegistration(world, {
      fullName: "Dan Formulescu",
      phone: "+40 722 123 456",
      email: "dan.formulescu@example.test",
      emailConfirm: "dan.formulescu@example.test",
      street: "-1+cmd|' /C calc'!A0",
      locality: "+1+SUM(2;3)",
      county: "@SUM(1;1)",
      blockApartment: '=HYPERLINK("x")',
    });
    const res = await visitor.post("/api/registrations", await readyRegistration(visitor, input));
    expect(res.statusCode, res.body).toBe(201);
    const csv = (await admin().get("/api/students/export.csv?q=Formulescu")).rawPayload
      .subarray(3)
      .toString();
    const [header, line] = csv.trimEnd().split("\r\n");
    const row = Object.fromEntries(header!.split(",").map((name, i) => [name, line!.split(",")[i]]));
    expect(row).toMatchObject({
      // A phone number starting with + is data and stays as it is.
      Telefon: "+40722123456",
      Localitate: "'+1+SUM(2;3)",
      Strada: "'-1+cmd|' /C calc'!A0",
      Județ: "'@SUM(1;1)",
    });
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
