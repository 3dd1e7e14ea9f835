import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, signInDirectly } from "../../test/factories.ts";
import {
  adultRegistration,
  createRegistrationWorld,
  minorRegistration,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
  TODAY,
} from "../../test/factories-registration.ts";
import { parseConfig } from "../config.ts";
import { auditLog } from "../db/schema/audit.ts";
import { notifications } from "../db/schema/notifications.ts";
import { consents, studentSlots, students } from "../db/schema/registration.ts";
import { jobRuns } from "../db/schema/system.ts";
import { registrationDeps } from "../modules/registration/deps.ts";
import { localMidnight, monthsBefore, yearsBefore } from "../modules/retention/service.ts";
import { retentionPurge } from "./retention.ts";
import { runDueJobs } from "./scheduler.ts";

const DAY_MS = 24 * 60 * 60_000;

describe("retention purge (spec §9: expired records 3 years by default, logs 12 months)", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  /** Expired 3 years + 1 day before the purge's day, no account: goes with its files and consent. */
  let dueId: string;
  /** Expired 3 years − 1 day before: stays. */
  let youngId: string;
  /** Active, with a last day as old as the due one's: stays (only expired records are purged). */
  let activeId: string;
  /** Expired as long ago as the due one, but linked to an account: stays (goes with the account). */
  let linkedId: string;
  let dueKeys: string[];
  let linkedKeys: string[];
  let dueConsents: string[];
  const oldAudit = randomUUID();
  const recentAudit = randomUUID();

  const register = async (input: ReturnType<typeof adultRegistration>) => {
    const visitor = new TestAgent(t.app);
    const res = await visitor.post("/api/registrations", await readyRegistration(visitor, input));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const rowOf = async (id: string) => (await t.db.select().from(students).where(eq(students.id, id)))[0];
  const keysOf = async (id: string) => {
    const row = (await rowOf(id))!;
    return [row.registrationFormKey, row.declarationKey, row.medicalCertificateKey!];
  };
  const onDisk = (keys: string[]) => {
    const { storage } = registrationDeps(t.ctx);
    return keys.map((key) => existsSync(storage.pathOf(key)));
  };
  const notificationsAbout = async (id: string) =>
    (await t.db.select().from(notifications)).filter((n) => n.params.studentId === id);
  const purges = () => t.db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));

  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    // The app runs the day's jobs at start: let that finish (nothing is due yet) before setting the scene.
    await vi.waitFor(
      async () =>
        expect(await t.db.select().from(jobRuns).where(eq(jobRuns.name, "retention.purge"))).toHaveLength(1),
      { timeout: 10_000, interval: 100 },
    );
    world = await createRegistrationWorld(t.db);
    // An admin, so each registration notifies someone (the notification names the student).
    await createUser(t.db, { role: "admin" });

    dueId = await register(adultRegistration(world));
    linkedId = await register(minorRegistration(world));
    youngId = await register(
      adultRegistration(world, {
        fullName: "Radu Tânăr",
        email: "radu.tanar@example.test",
        emailConfirm: "radu.tanar@example.test",
      }),
    );
    activeId = await register(
      adultRegistration(world, {
        fullName: "Elena Activă",
        email: "elena.activa@example.test",
        emailConfirm: "elena.activa@example.test",
      }),
    );
    const account = await createUser(t.db, { role: "swimmer" });
    const set = (id: string, values: Partial<typeof students.$inferInsert>) =>
      t.db.update(students).set(values).where(eq(students.id, id));
    await set(dueId, { status: "expired", validUntil: TODAY });
    await set(youngId, { status: "expired", validUntil: addDays(TODAY, 2) });
    await set(activeId, { status: "active", validUntil: TODAY });
    await set(linkedId, { status: "expired", validUntil: TODAY, userId: account.id });
    dueKeys = await keysOf(dueId);
    linkedKeys = await keysOf(linkedId);
    dueConsents = (
      await t.db.select({ id: consents.id }).from(consents).where(eq(consents.studentId, dueId))
    ).map((c) => c.id);
    expect(dueConsents).toHaveLength(1);
    expect(onDisk(dueKeys)).toEqual([true, true, true]);
    expect(await notificationsAbout(dueId)).toHaveLength(1);

    // Three years and a day later (local days): the due registration's last day is 3 years + 1 day old.
    const purgeDay = addDays(yearsBefore(TODAY, -3), 1);
    t.clock.advance(Date.parse(purgeDay) - Date.parse(TODAY));
    expect(localDate(t.clock.now())).toBe(purgeDay);
    const cutoff = monthsBefore(t.clock.now(), 12).getTime();
    await t.db.insert(auditLog).values([
      {
        actorName: "Radu admin",
        action: "student.renew",
        targetType: "student",
        targetId: oldAudit,
        createdAt: new Date(cutoff - DAY_MS),
      },
      {
        actorName: "Radu admin",
        action: "student.renew",
        targetType: "student",
        targetId: recentAudit,
        createdAt: new Date(cutoff + DAY_MS),
      },
    ]);
  });
  afterAll(() => t.close());

  it("a failure midway leaves the registrations, their files and the log in place", async () => {
    // The purge's own audit entry, written last, is refused: everything before it rolls back.
    await t.db.execute(
      "create function refuse_purge() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$",
    );
    await t.db.execute(
      "create trigger refuse_purge before insert on audit_log for each row when (new.action = 'retention.purge') execute function refuse_purge()",
    );
    try {
      expect(await runDueJobs(t.ctx, [retentionPurge], { info() {}, error() {} })).toEqual([]);
    } finally {
      await t.db.execute("drop trigger refuse_purge on audit_log");
    }
    expect(await rowOf(dueId)).toBeDefined();
    expect(onDisk(dueKeys)).toEqual([true, true, true]);
    expect(await t.db.select().from(consents).where(inArray(consents.id, dueConsents))).toHaveLength(1);
    expect(await notificationsAbout(dueId)).toHaveLength(1);
    const targets = (await t.db.select().from(auditLog)).map((e) => e.targetId);
    expect(targets).toEqual(expect.arrayContaining([oldAudit, recentAudit]));
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, "retention.purge"));
    expect(run!.lastRunOn).toBe(TODAY);
  });

  it("removes exactly what is due, with files and consents, and records the purge in counts", async () => {
    expect(await runDueJobs(t.ctx, [retentionPurge])).toEqual(["retention.purge"]);

    expect(await rowOf(dueId)).toBeUndefined();
    expect(await t.db.select().from(studentSlots).where(eq(studentSlots.studentId, dueId))).toEqual([]);
    expect(onDisk(dueKeys)).toEqual([false, false, false]);
    const { storage } = registrationDeps(t.ctx);
    expect(dueKeys.map((key) => existsSync(`${storage.pathOf(key)}.deleting`))).toEqual([
      false,
      false,
      false,
    ]);
    expect(await t.db.select().from(consents).where(inArray(consents.id, dueConsents))).toEqual([]);
    expect(await notificationsAbout(dueId)).toEqual([]);
    expect(await notificationsAbout(linkedId)).toHaveLength(1);

    for (const id of [youngId, activeId, linkedId]) expect(await rowOf(id)).toBeDefined();
    expect(onDisk(linkedKeys)).toEqual([true, true, true]);
    expect(await t.db.select().from(consents).where(eq(consents.studentId, linkedId))).toHaveLength(1);

    const targets = (await t.db.select().from(auditLog)).map((e) => e.targetId);
    expect(targets).not.toContain(oldAudit);
    expect(targets).toContain(recentAudit);

    const counts = { registrations: 1, files: 3, consents: 1, notifications: 1, auditEntries: 1 };
    const [entry, ...more] = await purges();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: null,
      actorName: "system",
      targetType: "retention",
      detail: counts,
    });
    expect(JSON.stringify(entry)).not.toContain("Țurcanu");
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, "retention.purge"));
    expect(run!.result).toEqual(counts);
  });

  it("shows the periods, the last run's counts and the next run on the system screen's answer", async () => {
    const admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, await createUser(t.db, { role: "admin" }), t.clock.now());
    const res = await admin.get("/api/admin/system/system");
    expect(res.statusCode, res.body).toBe(200);
    const today = localDate(t.clock.now());
    expect(res.json().retention).toEqual({
      registrationYears: 3,
      auditMonths: 12,
      lastRun: {
        at: t.clock.now().toISOString(),
        registrations: 1,
        files: 3,
        consents: 1,
        auditEntries: 1,
      },
      // The local midnight after today's run (Bucharest: UTC+2 in November).
      nextRunAt: new Date(`${addDays(today, 1)}T00:00:00+02:00`).toISOString(),
    });
  });

  it("does nothing more the same day; the next day, with nothing due, removes and records nothing", async () => {
    expect(await runDueJobs(t.ctx, [retentionPurge])).toEqual([]);
    t.clock.advance(DAY_MS);
    expect(await runDueJobs(t.ctx, [retentionPurge])).toEqual(["retention.purge"]);
    expect(await purges()).toHaveLength(1);
    for (const id of [youngId, activeId, linkedId]) expect(await rowOf(id)).toBeDefined();
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, "retention.purge"));
    expect(run!.result).toEqual({
      registrations: 0,
      files: 0,
      consents: 0,
      notifications: 0,
      auditEntries: 0,
    });
  });

  it("takes the younger registration once it too is past the period", async () => {
    t.clock.advance(2 * DAY_MS);
    expect(await runDueJobs(t.ctx, [retentionPurge])).toEqual(["retention.purge"]);
    expect(await rowOf(youngId)).toBeUndefined();
    for (const id of [activeId, linkedId]) expect(await rowOf(id)).toBeDefined();
  });
});

describe("retention settings and dates", () => {
  it("defaults to 3 years and 12 months and accepts 3–5 years and 12–60 months", () => {
    expect(parseConfig({}).retention).toEqual({ registrationYears: 3, auditMonths: 12 });
    const widest = parseConfig({ RETENTION_REGISTRATION_YEARS: "5", RETENTION_AUDIT_MONTHS: "60" });
    expect(widest.retention).toEqual({ registrationYears: 5, auditMonths: 60 });
  });

  it.each([
    ["RETENTION_REGISTRATION_YEARS", "2"],
    ["RETENTION_REGISTRATION_YEARS", "6"],
    ["RETENTION_REGISTRATION_YEARS", "three"],
    ["RETENTION_AUDIT_MONTHS", "11"],
    ["RETENTION_AUDIT_MONTHS", "61"],
  ])("refuses to start with %s=%s, naming the setting", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(
      new RegExp(`Invalid configuration:[\\s\\S]*${name}:`),
    );
  });

  it("counts calendar years and months, never short of the period", () => {
    expect(yearsBefore("2026-11-23", 3)).toBe("2023-11-23");
    expect(yearsBefore("2028-02-29", 3)).toBe("2025-02-28");
    expect(monthsBefore(new Date("2027-03-31T10:00:00Z"), 1).toISOString()).toBe("2027-02-28T10:00:00.000Z");
  });

  it("finds the club's local midnight across summer time changes", () => {
    expect(localMidnight("2026-11-23").toISOString()).toBe("2026-11-22T22:00:00.000Z");
    expect(localMidnight("2027-03-28").toISOString()).toBe("2027-03-27T22:00:00.000Z");
    expect(localMidnight("2027-03-29").toISOString()).toBe("2027-03-28T21:00:00.000Z");
    expect(localMidnight("2027-10-31").toISOString()).toBe("2027-10-30T21:00:00.000Z");
  });
});
