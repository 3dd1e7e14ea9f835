import { addDays, localDate } from "@bazin/shared/domain/club";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/app.ts";
import { createUser } from "../../test/factories.ts";
import { createInstructor, pdfText } from "../../test/factories-registration.ts";
import { notifications } from "../db/schema/notifications.ts";
import { consents, studentSlots, students } from "../db/schema/registration.ts";
import { inTransaction } from "../db/transaction.ts";
import { registrationDeps } from "../modules/registration/deps.ts";
import { ensureClubProfile, ensureScheduleSlots } from "./club.ts";
import { DEMO_STUDENTS, seedDemoStudents } from "./students.ts";

describe("demo course registrations", () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext({ SEED_DEMO: "true" });
    const now = c.ctx.clock.now();
    // What the earlier steps leave (an admin, the club's profile, schedule and instructors), made cheaply.
    await createUser(c.ctx.db, { role: "admin" });
    await ensureClubProfile(c.ctx.db, now);
    await ensureScheduleSlots(c.ctx.db, now);
    await createInstructor(c.ctx.db, "Ana", "Păduraru", [1, 3, 5]);
    await createInstructor(c.ctx.db, "Ion", "Țiriac", [2, 4]);
    await inTransaction(c.ctx.db, (tx) => seedDemoStudents.run({ tx, ctx: c.ctx, now, credentials: [] }));
  });
  afterAll(() => c.dispose());

  it("has active, expiring-within-7-days and expired registrations, each with slots and consent", async () => {
    const today = localDate(c.ctx.clock.now());
    const rows = await c.ctx.db.select().from(students);
    expect(rows).toHaveLength(DEMO_STUDENTS.length);
    const active = rows.filter((s) => s.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(active.filter((s) => s.validUntil <= addDays(today, 7))).toHaveLength(2);
    expect(rows.filter((s) => s.status === "expired" && s.validUntil < today)).toHaveLength(1);
    for (const s of rows) {
      expect(
        await c.ctx.db.select().from(studentSlots).where(eq(studentSlots.studentId, s.id)),
      ).not.toHaveLength(0);
      expect(await c.ctx.db.select().from(consents).where(eq(consents.studentId, s.id))).toHaveLength(1);
    }
    expect((await c.ctx.db.select().from(notifications)).length).toBeGreaterThan(0);
  });

  it("has one renewal request, already mailed, that the admins were told of", async () => {
    const requested = (await c.ctx.db.select().from(students)).filter((s) => s.renewalRequestedAt);
    expect(requested.map((s) => s.fullName)).toEqual(["Ioana Mureșan"]);
    // The expiry mail went out before the request: the daily job does not mail her again.
    expect(requested[0]!.expiryMailedFor).toBe(requested[0]!.validUntil);
    const told = await c.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, "RENEWAL_REQUESTED"));
    expect(told).toHaveLength(1);
    expect(told[0]!.actionUrl).toContain(requested[0]!.id);
  });

  it("generated the documents, readable with their diacritics", async () => {
    const [student] = await c.ctx.db.select().from(students).where(eq(students.fullName, "Maria Țîrlea"));
    const { storage } = registrationDeps(c.ctx);
    expect(await pdfText(storage.pathOf(student!.registrationFormKey))).toContain("Maria Țîrlea");
    expect(await pdfText(storage.pathOf(student!.declarationKey))).toContain("Vasile Țîrlea");
    expect(await pdfText(storage.pathOf(student!.medicalCertificateKey!))).toContain("Maria Țîrlea");
  });
});
