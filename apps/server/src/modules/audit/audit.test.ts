import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import { createInstructor } from "../../../test/factories-registration.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { users } from "../../db/schema/auth.ts";

// One app for the file (a PGlite copy each is the costly part); each describe fills the log it needs.
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = new TestAgent(t.app);
  await signInDirectly(admin, t.db, await createUser(t.db, { role: "admin" }), t.clock.now());
});
afterAll(() => t.close());

describe("audit log filters (admin)", () => {
  beforeAll(async () => {
    await t.db.delete(auditLog);
    await t.db.insert(auditLog).values([
      {
        actorName: "Ana Pop",
        action: "student.delete",
        targetType: "student",
        targetId: "11111111-aaaa-4aaa-8aaa-111111111111",
        // 23:30 in Bucharest on 1 November (EET, UTC+2).
        createdAt: new Date("2026-11-01T21:30:00Z"),
      },
      {
        actorName: "Ștefan Ionescu",
        action: "students.export",
        targetType: "students",
        detail: { q: "Popescu" },
        createdAt: new Date("2026-11-02T08:00:00Z"),
      },
      {
        actorName: "Ana Pop",
        action: "account.role",
        targetType: "account",
        targetId: "22222222-bbbb-4bbb-8bbb-222222222222",
        detail: { from: "coach", to: "admin" },
        createdAt: new Date("2026-11-10T12:00:00Z"),
      },
    ]);
  });

  const actions = async (query: string) => {
    const res = await admin.get(`/api/admin/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((e: { action: string }) => e.action);
  };

  it("lists everything newest first without filters", async () => {
    expect(await actions("")).toEqual(["account.role", "students.export", "student.delete"]);
  });

  it("filters by part of the actor's name, in any letter case", async () => {
    expect(await actions("actor=ana")).toEqual(["account.role", "student.delete"]);
    expect(await actions(`actor=${encodeURIComponent("ștefan")}`)).toEqual(["students.export"]);
  });

  it("filters by action", async () => {
    expect(await actions("action=student.delete")).toEqual(["student.delete"]);
    const bad = await admin.get("/api/admin/audit?action=drop.tables");
    expect(bad.statusCode).toBe(400);
  });

  it("filters by days of the club's calendar, both ends included", async () => {
    // The first entry is 21:30 UTC, so 23:30 on 1 November in Bucharest: it belongs to that day.
    expect(await actions("from=2026-11-01&to=2026-11-01")).toEqual(["student.delete"]);
    expect(await actions("from=2026-11-02&to=2026-11-09")).toEqual(["students.export"]);
    expect(await actions("from=2026-11-02")).toEqual(["account.role", "students.export"]);
    expect(await actions("to=2026-11-02")).toEqual(["students.export", "student.delete"]);
  });

  it("refuses a range that ends before it starts, or a malformed day, with a translated field error", async () => {
    const res = await admin.get("/api/admin/audit?from=2026-11-10&to=2026-11-01");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { to: "dateRangeInvalid" },
      message: "Data de sfârșit trebuie să fie după data de început.",
    });
    expect((await admin.get("/api/admin/audit?from=1.11.2026")).json().fields).toEqual({
      from: "dateInvalid",
    });
  });

  it("searches the target: its kind, id and small facts", async () => {
    expect(await actions("q=22222222")).toEqual(["account.role"]);
    expect(await actions("q=popescu")).toEqual(["students.export"]);
    expect(await actions("q=ACCOUNT")).toEqual(["account.role"]);
    expect(await actions("q=%25")).toEqual([]);
  });

  it("combines filters and counts the matches", async () => {
    const res = await admin.get("/api/admin/audit?actor=ana&from=2026-11-05&pageSize=1");
    expect(res.json()).toMatchObject({ total: 1, pageSize: 1, items: [{ action: "account.role" }] });
  });
});

describe("audit log target names", () => {
  const entries = async (query = "") => {
    const res = await admin.get(`/api/admin/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as { action: string; targetName: string | null }[];
  };

  it("names the person or thing while its record exists, and stops once it is erased, storing no name", async () => {
    await t.db.delete(auditLog);
    const coach = await createUser(t.db, { role: "coach", firstName: "Ioana", lastName: "Țăranu" });
    const instructor = await createInstructor(t.db, "Dan", "Pleșu", [2]);
    await t.db.insert(auditLog).values([
      { actorName: "Ana Pop", action: "account.role", targetType: "account", targetId: coach.id },
      {
        actorName: "Ana Pop",
        action: "instructor.update",
        targetType: "instructor",
        targetId: instructor.id,
      },
      // A malformed id (never written by the server) is named by nothing and breaks nothing.
      { actorName: "Ana Pop", action: "student.renew", targetType: "student", targetId: "not-a-uuid" },
    ]);
    const named = Object.fromEntries((await entries()).map((e) => [e.action, e.targetName]));
    expect(named).toEqual({
      "account.role": "Ioana Țăranu",
      "instructor.update": "Dan Pleșu",
      "student.renew": null,
    });
    expect((await entries(`q=${encodeURIComponent("țăranu")}`)).map((e) => e.action)).toEqual([
      "account.role",
    ]);

    await t.db.delete(users).where(eq(users.id, coach.id));
    expect((await entries()).find((e) => e.action === "account.role")?.targetName).toBeNull();
    const stored = await t.db.select().from(auditLog);
    expect(JSON.stringify(stored)).not.toContain("Țăranu");
  });
});

describe("audit log 'who' filter on entries with no person behind them", () => {
  beforeAll(async () => {
    await t.db.delete(auditLog);
    await t.db.insert(auditLog).values([
      {
        actorName: "system",
        action: "retention.purge",
        targetType: "retention",
        createdAt: new Date("2026-11-03"),
      },
      {
        actorName: "registrant",
        action: "student.consent.withdraw",
        targetType: "student",
        createdAt: new Date("2026-11-04"),
      },
      // A person who happens to be called like the words on screen is still found by name.
      {
        actorName: "Sistemescu Ion",
        action: "students.export",
        targetType: "students",
        createdAt: new Date("2026-11-05"),
      },
    ]);
  });

  const actions = async (actor: string) => {
    const res = await admin.get(`/api/admin/audit?actor=${encodeURIComponent(actor)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((e: { action: string }) => e.action);
  };

  it("finds the system's and the registrant's entries by the words the screen shows, in either language", async () => {
    expect(await actions("Sistem")).toEqual(["students.export", "retention.purge"]);
    expect(await actions("automatic")).toEqual(["retention.purge"]);
    expect(await actions("persoana înscrisă")).toEqual(["student.consent.withdraw"]);
    expect(await actions("REGISTRANT")).toEqual(["student.consent.withdraw"]);
    expect(await actions("Ion")).toEqual(["students.export"]);
  });
});
