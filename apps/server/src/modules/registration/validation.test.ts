import type { TRegistrationInput } from "@bazin/shared/contracts/registration";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import {
  adultRegistration,
  createInstructor,
  createRegistrationWorld,
  minorRegistration,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  solveBotCheck,
} from "../../../test/factories-registration.ts";
import { instructors } from "../../db/schema/club.ts";
import { students } from "../../db/schema/registration.ts";

describe("registration rules through the API: each bad input answers 400 with its field's key", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  let agent: TestAgent;
  /** One solved bot check for the whole file: a refused submit does not spend it. */
  let altcha: string;
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    agent = new TestAgent(t.app);
    altcha = await solveBotCheck(agent);
  });
  afterAll(() => t.close());

  const long = (n: number) => "ă".repeat(n);
  type Patch = (w: RegistrationWorld) => Partial<TRegistrationInput>;

  it.each<[string, "adult" | "minor", Patch, string, string]>([
    ["no name", "adult", () => ({ fullName: "" }), "fullName", "fullNameRequired"],
    ["a name over 100", "adult", () => ({ fullName: long(101) }), "fullName", "maxLength100"],
    ["markup in the name", "adult", () => ({ fullName: "<b>Ștefan</b>" }), "fullName", "suspiciousContent"],
    [
      "a script in the street",
      "adult",
      () => ({ street: "<script>alert(1)</script>" }),
      "street",
      "suspiciousContent",
    ],
    [
      "a control character in the locality",
      "adult",
      () => ({ locality: "Sat\u0001" }),
      "locality",
      "suspiciousContent",
    ],
    ["a link in the county", "adult", () => ({ county: "www.judet.example" }), "county", "suspiciousContent"],
    ["a bad birth date", "adult", () => ({ birthDate: "14/05/1990" }), "birthDate", "dateInvalid"],
    [
      "a birth date in the future",
      "minor",
      () => ({ birthDate: "2027-01-01" }),
      "birthDate",
      "birthDateFuture",
    ],
    [
      "a three-year-old (courses start at 5)",
      "minor",
      () => ({ birthDate: "2023-05-01" }),
      "birthDate",
      "birthDateTooYoung",
    ],
    ["a bad phone", "adult", () => ({ phone: "12345" }), "phone", "phoneInvalid"],
    ["no phone", "adult", () => ({ phone: "" }), "phone", "phoneRequired"],
    [
      "a bad email",
      "adult",
      () => ({ email: "nu-i-email", emailConfirm: "nu-i-email" }),
      "email",
      "emailInvalid",
    ],
    [
      "emails that differ",
      "adult",
      () => ({ emailConfirm: "alt@example.test" }),
      "emailConfirm",
      "emailMismatch",
    ],
    ["a capacity over 50", "minor", () => ({ contactQuality: long(51) }), "contactQuality", "maxLength50"],
    ["a number over 10", "adult", () => ({ streetNumber: long(11) }), "streetNumber", "maxLength10"],
    [
      "a block/apartment over 20",
      "adult",
      () => ({ blockApartment: long(21) }),
      "blockApartment",
      "maxLength20",
    ],
    ["a county over 50", "adult", () => ({ county: long(51) }), "county", "maxLength50"],
    ["GDPR not accepted", "adult", () => ({ gdprAccepted: false as true }), "gdprAccepted", "gdprRequired"],
    [
      "no certificate",
      "adult",
      () => ({ certificateUploadId: "" }),
      "certificateUploadId",
      "certificateRequired",
    ],
    [
      "a certificate from the future",
      "adult",
      () => ({ certificateIssuedOn: "2026-12-01" }),
      "certificateIssuedOn",
      "certificateDateFuture",
    ],
    [
      "a certificate over 6 months old",
      "adult",
      () => ({ certificateIssuedOn: "2026-05-01" }),
      "certificateIssuedOn",
      "certificateTooOld",
    ],
    ["no slot", "adult", () => ({ choices: [] }), "choices", "slotRequired"],
    [
      "a minor without contact person",
      "minor",
      () => ({ contactPerson: undefined }),
      "contactPerson",
      "contactPersonRequired",
    ],
    [
      "a minor without capacity",
      "minor",
      () => ({ contactQuality: "" }),
      "contactQuality",
      "contactQualityRequired",
    ],
    [
      "a minor without legal representative",
      "minor",
      () => ({ legalRepresentative: undefined }),
      "legalRepresentative",
      "legalRepresentativeRequired",
    ],
    // Rules against the club's schedule (checked after the bot check).
    [
      "an unknown slot",
      "adult",
      (w) => ({ choices: [{ slotId: crypto.randomUUID(), instructorId: w.ion.id }] }),
      "choices",
      "slotUnavailable",
    ],
    [
      "a retired slot",
      "minor",
      (w) => ({ choices: [{ slotId: w.retired.id, instructorId: w.ana.id }] }),
      "choices",
      "slotUnavailable",
    ],
    [
      "an adult choosing a children's slot",
      "adult",
      (w) => ({ choices: [{ slotId: w.monChildren1630.id, instructorId: w.ana.id }] }),
      "choices",
      "slotAgeGroup",
    ],
    [
      "a minor choosing an adults' slot",
      "minor",
      (w) => ({ choices: [{ slotId: w.tueAdults1930.id, instructorId: w.ion.id }] }),
      "choices",
      "slotAgeGroup",
    ],
    [
      "an instructor who does not teach that day",
      "minor",
      (w) => ({ choices: [{ slotId: w.monChildren1630.id, instructorId: w.ion.id }] }),
      "choices",
      "instructorUnavailable",
    ],
    [
      "an unknown instructor",
      "adult",
      (w) => ({ choices: [{ slotId: w.tueAdults1930.id, instructorId: crypto.randomUUID() }] }),
      "choices",
      "instructorUnavailable",
    ],
    [
      "two instructors on one day",
      "minor",
      (w) => ({
        choices: [
          { slotId: w.monChildren1630.id, instructorId: w.ana.id },
          { slotId: w.monChildren1730.id, instructorId: w.maria.id },
        ],
      }),
      "choices",
      "instructorSameDay",
    ],
    [
      "the same slot twice",
      "minor",
      (w) => ({
        choices: [
          { slotId: w.monChildren1630.id, instructorId: w.ana.id },
          { slotId: w.monChildren1630.id, instructorId: w.ana.id },
        ],
      }),
      "choices",
      "invalid",
    ],
  ])("%s (%s)", async (_name, who, patch, field, key) => {
    const base = who === "adult" ? adultRegistration(world) : minorRegistration(world);
    const res = await agent.post("/api/registrations", { ...base, altcha, ...patch(world) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: key } });
  });

  it("lets each day have its own instructor, and an adult needs no contact person or representative", async () => {
    const minorTwoDays = minorRegistration(world, {
      altcha,
      choices: [
        { slotId: world.monChildren1630.id, instructorId: world.ana.id },
        { slotId: world.monChildren1730.id, instructorId: world.ana.id },
        { slotId: world.wedChildren1630.id, instructorId: world.maria.id },
      ],
    });
    // Everything holds; only the (made-up) certificate upload is missing.
    expect((await agent.post("/api/registrations", minorTwoDays)).json().code).toBe("CERTIFICATE_MISSING");
    const adult = adultRegistration(world, {
      altcha,
      contactPerson: undefined,
      legalRepresentative: undefined,
    });
    expect((await agent.post("/api/registrations", adult)).json().code).toBe("CERTIFICATE_MISSING");
  });

  it("refuses an instructor who left, even on their old day", async () => {
    const gone = await createInstructor(t.db, "Dan", "Pleșu", [2]);
    await t.db.update(instructors).set({ active: false }).where(eq(instructors.id, gone.id));
    const res = await agent.post(
      "/api/registrations",
      adultRegistration(world, {
        altcha,
        choices: [{ slotId: world.tueAdults1930.id, instructorId: gone.id }],
      }),
    );
    expect(res.json().fields).toEqual({ choices: "instructorUnavailable" });
  });

  it("answers in the request's language", async () => {
    agent.lang = "en";
    const res = await agent.post("/api/registrations", { ...adultRegistration(world), fullName: "<i>x</i>" });
    agent.lang = "ro";
    expect(res.json()).toMatchObject({
      fields: { fullName: "suspiciousContent" },
      message: "The text contains characters or links that are not allowed.",
    });
  });

  it("names the first problem in the message, like the schema's own errors", async () => {
    const res = await agent.post("/api/registrations", {
      ...adultRegistration(world),
      emailConfirm: "alt@example.test",
    });
    expect(res.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Adresele de email nu coincid.",
      fields: { emailConfirm: "emailMismatch" },
    });
  });

  it("stored nothing for any refused submit", async () => {
    const [row] = await t.db.select({ n: count() }).from(students);
    expect(row!.n).toBe(0);
  });
});
