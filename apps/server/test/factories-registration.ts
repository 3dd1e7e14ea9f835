import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { TRegistrationInput } from "@bazin/shared/contracts/registration";
import { addDays } from "@bazin/shared/domain/club";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";
import { expect } from "vitest";
import type { Db } from "../src/db/client.ts";
import { clubProfile, instructors, scheduleSlots } from "../src/db/schema/club.ts";
import { gdprVersions } from "../src/db/schema/gdpr.ts";
import { studentSlots, students } from "../src/db/schema/registration.ts";
import type { TestAgent } from "./app.ts";
import { multipartBody } from "./multipart.ts";

/** The bot check solved in milliseconds: SHA-256, one round per try, a small counter. */
export const REGISTRATION_TEST_ENV = {
  ALTCHA_ALGORITHM: "SHA-256",
  ALTCHA_COST: "1",
  ALTCHA_MAX_COUNTER: "40",
} as const;

/** The test clock's first day (test/clock.ts starts at 2026-11-22 10:00 UTC). */
export const TODAY = "2026-11-22";

export const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A small but real PDF (file-type and pdftotext both accept it). */
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

/** An ELF executable header: what a renamed program looks like. */
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(400, 7)]);

export interface RegistrationWorld {
  /** Monday and Wednesday teacher (children's days), and a Tuesday/Thursday one. */
  ana: typeof instructors.$inferSelect;
  ion: typeof instructors.$inferSelect;
  /** Teaches every weekday. */
  maria: typeof instructors.$inferSelect;
  monChildren1630: typeof scheduleSlots.$inferSelect;
  monChildren1730: typeof scheduleSlots.$inferSelect;
  wedChildren1630: typeof scheduleSlots.$inferSelect;
  tueAdults1930: typeof scheduleSlots.$inferSelect;
  thuAdults1930: typeof scheduleSlots.$inferSelect;
  retired: typeof scheduleSlots.$inferSelect;
  gdprVersion: number;
}

export async function createSlot(
  db: Db,
  values: Partial<typeof scheduleSlots.$inferInsert> & Pick<typeof scheduleSlots.$inferInsert, "weekday">,
) {
  const [row] = await db
    .insert(scheduleSlots)
    .values({ startTime: "16:30", ageGroup: "children", capacity: 10, ...values })
    .returning();
  return row!;
}

export async function createInstructor(db: Db, firstName: string, lastName: string, weekdays: number[]) {
  const [row] = await db
    .insert(instructors)
    .values({ firstName, lastName, weekdays, bio: { ro: "Instructor", en: "Instructor" } })
    .returning();
  return row!;
}

export async function createGdprVersion(db: Db, version: number) {
  const [row] = await db
    .insert(gdprVersions)
    .values({ version, textRo: `Politica v${version}`, textEn: `Policy v${version}` })
    .returning();
  return row!;
}

/** The club, its instructors, a few slots and GDPR version 1: what the registration needs, without the seed. */
export async function createRegistrationWorld(db: Db): Promise<RegistrationWorld> {
  await db.insert(clubProfile).values({
    name: "Bazinul Municipal Târgu Ștefănești",
    shortName: "Bazinul Municipal",
    description: { ro: "Bazin", en: "Pool" },
    street: "Strada Școlii 3",
    locality: "Ștefănești",
    county: "Argeș",
    postalCode: "117715",
    phone: "+40248000000",
    whatsapp: "+40748000000",
    email: "contact@bazin.test",
    socialUrl: "https://social.example/bazin",
    latitude: 44.85,
    longitude: 24.95,
    officeHours: [{ weekdays: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
    poolLengthMeters: 25,
    poolIndoor: true,
    statInstructors: 3,
    statYears: 13,
    statDaysPerWeek: 5,
    facilities: [],
  });
  const ana = await createInstructor(db, "Ana", "Păduraru", [1, 3, 5]);
  const ion = await createInstructor(db, "Ion", "Țiriac", [2, 4]);
  const maria = await createInstructor(db, "Maria", "Stoica", [1, 2, 3, 4, 5]);
  const world = {
    ana,
    ion,
    maria,
    monChildren1630: await createSlot(db, { weekday: 1, startTime: "16:30" }),
    monChildren1730: await createSlot(db, { weekday: 1, startTime: "17:30" }),
    wedChildren1630: await createSlot(db, { weekday: 3, startTime: "16:30" }),
    tueAdults1930: await createSlot(db, { weekday: 2, startTime: "19:30", ageGroup: "adults" }),
    thuAdults1930: await createSlot(db, { weekday: 4, startTime: "19:30", ageGroup: "adults" }),
    retired: await createSlot(db, { weekday: 5, startTime: "18:30", active: false }),
    gdprVersion: (await createGdprVersion(db, 1)).version,
  };
  return world;
}

/** Uploads a certificate through the API, as the wizard's step 6 does. */
export function postCertificate(
  agent: TestAgent,
  content: Buffer,
  opts: { filename?: string; contentType?: string; field?: string } = {},
) {
  const body = multipartBody({}, [
    {
      field: opts.field ?? "file",
      filename: opts.filename ?? "adeverinta.pdf",
      contentType: opts.contentType ?? "application/pdf",
      content,
    },
  ]);
  return agent.post("/api/registration/certificate", body.payload, body.headers);
}

/** Uploads a valid PDF certificate and returns its upload id. */
export async function uploadTestCertificate(agent: TestAgent, content = TINY_PDF): Promise<string> {
  const res = await postCertificate(agent, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uploadId as string;
}

/** Fetches a challenge and solves it with altcha-lib's own solver, as the widget would. */
export async function solveBotCheck(agent: TestAgent): Promise<string> {
  const res = await agent.get("/api/registration/altcha");
  expect(res.statusCode, res.body).toBe(200);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: sha, timeout: 10_000 });
  expect(solution).not.toBeNull();
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
}

/** An adult's complete submit for Tuesday 19:30 with Ion; override any field. */
export function adultRegistration(
  world: RegistrationWorld,
  overrides: Partial<TRegistrationInput> = {},
): TRegistrationInput {
  return {
    fullName: "Ștefan Țurcanu",
    birthDate: "1990-05-14",
    phone: "0722 123 456",
    email: "stefan.turcanu@example.test",
    emailConfirm: "stefan.turcanu@example.test",
    choices: [{ slotId: world.tueAdults1930.id, instructorId: world.ion.id }],
    locality: "Ștefănești",
    street: "Strada Mărășești",
    streetNumber: "12A",
    blockApartment: "Bl. 3, ap. 14",
    county: "Argeș",
    gdprAccepted: true,
    gdprVersion: world.gdprVersion,
    certificateUploadId: randomUUID(),
    certificateIssuedOn: addDays(TODAY, -20),
    language: "ro",
    idempotencyKey: randomUUID(),
    altcha: "placeholder",
    ...overrides,
  };
}

/** A minor's complete submit for Monday 16:30 with Ana, with contact person and legal representative. */
export function minorRegistration(
  world: RegistrationWorld,
  overrides: Partial<TRegistrationInput> = {},
): TRegistrationInput {
  return adultRegistration(world, {
    fullName: "Ioana Ștefănescu-Țăranu",
    birthDate: "2015-03-02",
    email: "parinte.stefanescu@example.test",
    emailConfirm: "parinte.stefanescu@example.test",
    contactPerson: "Mirela Ștefănescu",
    contactQuality: "mamă",
    legalRepresentative: "Mirela Ștefănescu",
    choices: [{ slotId: world.monChildren1630.id, instructorId: world.ana.id }],
    ...overrides,
  });
}

/** A submit ready to send: a fresh bot-check solution and a freshly uploaded certificate. */
export async function readyRegistration(
  agent: TestAgent,
  body: TRegistrationInput,
): Promise<TRegistrationInput> {
  return {
    ...body,
    altcha: await solveBotCheck(agent),
    certificateUploadId: await uploadTestCertificate(agent),
  };
}

/** Active students holding a slot, straight into the database (to fill a slot up to a number of places). */
export async function fillSlot(
  db: Db,
  slotId: string,
  instructorId: string,
  count: number,
  validUntil: string,
) {
  for (let i = 0; i < count; i++) {
    const [student] = await db
      .insert(students)
      .values({
        fullName: `Cursant ${i + 1}`,
        birthDate: "2014-01-01",
        phone: "0722000000",
        email: `cursant${i + 1}@example.test`,
        locality: "Ștefănești",
        street: "Strada Școlii",
        streetNumber: "1",
        county: "Argeș",
        validUntil,
        medicalCertificateKey: "certificates/2026/none",
        medicalCertificateType: "application/pdf",
        medicalCertificateIssuedOn: "2026-10-01",
        registrationFormKey: "documents/2026/none",
        declarationKey: "documents/2026/none",
        idempotencyKey: randomUUID(),
      })
      .returning();
    await db.insert(studentSlots).values({ studentId: student!.id, slotId, instructorId });
  }
}

/** The text of a PDF file, read back by poppler's pdftotext. */
export async function pdfText(path: string): Promise<string> {
  const bytes = await readFile(path);
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/pdftotext", ["-enc", "UTF-8", "-", "-"]);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString("utf8"))
        : reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(bytes);
  });
}
