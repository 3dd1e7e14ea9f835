import { addDays, localDate } from "@bazin/shared/domain/club";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app.ts";
import { pdfText } from "../../../test/factories-registration.ts";
import { registrationDeps } from "../../modules/registration/deps.ts";
import { notifications } from "../schema/notifications.ts";
import { consents, studentSlots, students } from "../schema/registration.ts";
import { seedClub } from "./club.ts";
import { seedDemoAccounts } from "./demo.ts";
import { DEMO_STUDENTS, seedDemoStudents } from "./students.ts";

describe("demo course registrations", () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext({ SEED_DEMO: "true" });
    const now = c.ctx.clock.now();
    await c.ctx.db.transaction(async (tx) => {
      const seed = { tx, ctx: c.ctx, now, credentials: [] };
      await seedDemoAccounts.run(seed);
      await seedClub.run(seed);
      await seedDemoStudents.run(seed);
    });
  });
  afterAll(() => c.dispose());

  it("has active, expiring-within-7-days and expired registrations, each with slots and consent", async () => {
    const today = localDate(c.ctx.clock.now());
    const rows = await c.ctx.db.select().from(students);
    expect(rows).toHaveLength(DEMO_STUDENTS.length);
    const active = rows.filter((s) => s.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(active.filter((s) => s.validUntil <= addDays(today, 7))).toHaveLength(1);
    expect(rows.filter((s) => s.status === "expired" && s.validUntil < today)).toHaveLength(1);
    for (const s of rows) {
      expect(
        await c.ctx.db.select().from(studentSlots).where(eq(studentSlots.studentId, s.id)),
      ).not.toHaveLength(0);
      expect(await c.ctx.db.select().from(consents).where(eq(consents.studentId, s.id))).toHaveLength(1);
    }
    expect((await c.ctx.db.select().from(notifications)).length).toBeGreaterThan(0);
  });

  it("generated the documents, readable with their diacritics", async () => {
    const [student] = await c.ctx.db.select().from(students).where(eq(students.fullName, "Maria Țîrlea"));
    const { storage } = registrationDeps(c.ctx);
    expect(await pdfText(storage.pathOf(student!.registrationFormKey))).toContain("Maria Țîrlea");
    expect(await pdfText(storage.pathOf(student!.declarationKey))).toContain("Vasile Țîrlea");
    expect(await pdfText(storage.pathOf(student!.medicalCertificateKey))).toContain("Maria Țîrlea");
  });
});
