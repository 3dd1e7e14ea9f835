import { randomUUID } from "node:crypto";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../test/factories.ts";
import {
  adultRegistration,
  createRegistrationWorld,
  fillSlot,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
  TODAY,
  uploadTestCertificate,
} from "../../test/factories-registration.ts";
import { uploadedFiles } from "../../test/multipart.ts";
import { notifications } from "../db/schema/notifications.ts";
import { pendingUploads, spentChallenges, students } from "../db/schema/registration.ts";
import { DAILY_JOBS } from "./registration-jobs.ts";
import { runDueJobs } from "./scheduler.ts";

const DAY_MS = 24 * 60 * 60_000;

describe("daily registration jobs, with a controlled clock", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  let agent: TestAgent;
  let admins: TestUser[];
  let registrationId: string;
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    admins = [await createUser(t.db, { role: "admin" }), await createUser(t.db, { role: "admin" })];
    agent = new TestAgent(t.app);
    const res = await agent.post(
      "/api/registrations",
      await readyRegistration(agent, adultRegistration(world)),
    );
    expect(res.statusCode, res.body).toBe(201);
    registrationId = res.json().id;
  });
  afterAll(() => t.close());

  /** Moves the clock to a local day (same time of day) and runs what is due, as the scheduler would. */
  async function runOn(day: string) {
    const today = localDate(t.clock.now());
    t.clock.advance(Date.parse(day) - Date.parse(today));
    expect(localDate(t.clock.now())).toBe(day);
    return runDueJobs(t.ctx, DAILY_JOBS);
  }
  const expiring = (kind: "registrationExpiring" | "certificateExpiring") =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "DOCUMENT_EXPIRING"),
          eq(notifications.titleKey, `common:notifications.${kind}.title`),
        ),
      );
  const statusOf = async (id: string) =>
    (await t.db.select().from(students).where(eq(students.id, id)))[0]!.status;

  it("alerts every admin once, 7 days before a registration ends", async () => {
    const validUntil = addDays(TODAY, 45);
    expect(await runOn(addDays(validUntil, -8))).toEqual(DAILY_JOBS.map((j) => j.name));
    expect(await expiring("registrationExpiring")).toEqual([]);

    await runOn(addDays(validUntil, -7));
    const alerts = await expiring("registrationExpiring");
    expect(alerts.map((n) => n.userId).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(alerts[0]).toMatchObject({
      messageKey: "common:notifications.registrationExpiring.message",
      params: { name: "Ștefan Țurcanu", date: validUntil, studentId: registrationId },
      read: false,
    });

    // Later days inside the window, and a second run on one day, add nothing.
    expect(await runDueJobs(t.ctx, DAILY_JOBS)).toEqual([]);
    await runOn(addDays(validUntil, -3));
    expect(await expiring("registrationExpiring")).toHaveLength(2);
  });

  it("keeps a registration active through its last day and expires it the day after", async () => {
    const validUntil = addDays(TODAY, 45);
    await runOn(validUntil);
    expect(await statusOf(registrationId)).toBe("active");
    await runOn(addDays(validUntil, 1));
    expect(await statusOf(registrationId)).toBe("expired");
    const res = await agent.get("/api/registration/availability");
    expect(res.json().slots.find((s: { slotId: string }) => s.slotId === world.tueAdults1930.id).taken).toBe(
      0,
    );
  });

  it("after a renewal, alerts again before the new end date", async () => {
    const admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, admins[0]!, t.clock.now());
    const renewed = await admin.post(`/api/students/${registrationId}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newEnd = renewed.json().validUntil as string;
    await runOn(addDays(newEnd, -7));
    const alerts = await expiring("registrationExpiring");
    expect(alerts.filter((n) => n.params.date === newEnd)).toHaveLength(2);
  });

  it("alerts 7 days before a medical certificate's year ends, for active students only", async () => {
    const today = localDate(t.clock.now());
    // Issued a year ago less 5 days: it ends in 5 days.
    const issuedOn = `${Number(today.slice(0, 4)) - 1}${addDays(today, 5).slice(4)}`;
    await fillSlot(t.db, world.monChildren1630.id, world.ana.id, 2, addDays(today, 30));
    const [active] = await t.db.select().from(students).where(eq(students.fullName, "Cursant 1"));
    const [expired] = await t.db.select().from(students).where(eq(students.fullName, "Cursant 2"));
    await t.db
      .update(students)
      .set({ medicalCertificateIssuedOn: issuedOn })
      .where(eq(students.id, active!.id));
    await t.db
      .update(students)
      .set({ medicalCertificateIssuedOn: issuedOn, status: "expired" })
      .where(eq(students.id, expired!.id));

    await runOn(addDays(today, 1));
    const alerts = await expiring("certificateExpiring");
    expect(alerts).toHaveLength(2);
    expect(new Set(alerts.map((n) => n.params.studentId))).toEqual(new Set([active!.id]));
    expect(alerts[0]!.params.date).toBe(addDays(today, 5));
  });

  it("deletes certificates uploaded but never used, with their files, and spent bot checks", async () => {
    const uploadId = await uploadTestCertificate(agent);
    const [upload] = await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, uploadId));
    expect(await uploadedFiles(t.config.dataDir)).toContain(upload!.storageKey);
    await t.db.insert(spentChallenges).values({ signature: randomUUID(), expiresAt: t.clock.now() });

    await runOn(addDays(localDate(t.clock.now()), 1));
    expect(await t.db.select().from(pendingUploads)).toHaveLength(1);
    t.clock.advance(DAY_MS);
    await runDueJobs(t.ctx, DAILY_JOBS);
    expect(await t.db.select().from(pendingUploads)).toEqual([]);
    expect(await uploadedFiles(t.config.dataDir)).not.toContain(upload!.storageKey);
    expect(await t.db.select().from(spentChallenges)).toEqual([]);
  });
});
