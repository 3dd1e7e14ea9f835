import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app.ts";
import { students } from "../../db/schema/registration.ts";
import { countStudentsByMonth } from "./repository.ts";

const studentRow = (overrides: Partial<typeof students.$inferInsert> = {}) => ({
  fullName: "Maria Popa",
  birthDate: "2015-04-02",
  phone: "0722123456",
  email: "maria@example.test",
  locality: "Fălticeni",
  street: "Strada Mare",
  streetNumber: "1",
  county: "Suceava",
  validUntil: "2030-01-01",
  medicalCertificateKey: "certificates/x",
  medicalCertificateType: "application/pdf",
  medicalCertificateIssuedOn: "2026-01-01",
  registrationFormKey: "documents/a",
  declarationKey: "documents/b",
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** The dashboard's figures come from one statement: totals over everyone, months only inside the window. */
describe("countStudentsByMonth", () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext();
    await c.ctx.db.insert(students).values([
      studentRow({ registeredAt: new Date("2026-11-03T10:00:00Z") }),
      studentRow({ registeredAt: new Date("2026-11-20T10:00:00Z"), status: "expired" }),
      // 31 October 23:30 UTC is 1 November in Romania.
      studentRow({ registeredAt: new Date("2026-10-31T23:30:00Z") }),
      studentRow({ registeredAt: new Date("2026-06-15T10:00:00Z") }),
      // Before the window: counted in the totals, in no month.
      studentRow({ registeredAt: new Date("2025-09-01T10:00:00Z"), status: "expired" }),
    ]);
  });
  afterAll(() => c.dispose());

  it("counts all students and the active ones, and registrations per Romanian month since the start", async () => {
    const { total, active, byMonth } = await countStudentsByMonth(c.ctx.db, new Date("2025-12-01T00:00:00Z"));
    expect(total).toBe(5);
    expect(active).toBe(3);
    expect(Object.fromEntries(byMonth)).toEqual({ "2026-11": 3, "2026-06": 1 });
  });

  it("gives zeros and no months on an empty window", async () => {
    const { total, byMonth } = await countStudentsByMonth(c.ctx.db, new Date("2027-01-01T00:00:00Z"));
    expect(total).toBe(5);
    expect(byMonth.size).toBe(0);
  });
});
