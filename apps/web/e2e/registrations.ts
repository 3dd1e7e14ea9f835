import { addDays, localDate } from "@bazin/shared/domain/club";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey as pbkdf2 } from "altcha-lib/algorithms/pbkdf2";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";

/*
 * A course registration made the way the wizard makes it (bot check solved, certificate uploaded, submit),
 * without the browser: for specs that need what a registration causes (the admins' NEW_REGISTRATION).
 */

/** A one-page PDF: the server checks that a certificate opens with at least one page. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

/** The anti-forgery token of an API context: its cookie, or a fresh one. */
export async function xsrf(api: APIRequestContext): Promise<string> {
  const known = (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  return known ?? ((await (await api.get("/api/csrf")).json()) as { token: string }).token;
}

/** An instructor who teaches on the slot's day. */
async function choiceFor(api: APIRequestContext, slotId: string) {
  const club = (await (await api.get("/api/club")).json()) as {
    instructors: { id: string; weekdays: number[] }[];
    slots: { id: string; weekday: number }[];
  };
  const weekday = club.slots.find((s) => s.id === slotId)?.weekday;
  const instructor = club.instructors.find((i) => weekday !== undefined && i.weekdays.includes(weekday));
  if (!instructor) throw new Error(`no instructor teaches on the day of slot ${slotId}`);
  return { slotId, instructorId: instructor.id };
}

/** An adults' slot with a free place and an instructor who teaches that day. */
async function freeAdultChoice(api: APIRequestContext) {
  const club = (await (await api.get("/api/club")).json()) as {
    instructors: { id: string; weekdays: number[] }[];
    slots: { id: string; weekday: number; ageGroup: string }[];
  };
  const { slots: availability } = (await (await api.get("/api/registration/availability")).json()) as {
    slots: { slotId: string; available: number }[];
  };
  for (const slot of club.slots.filter((s) => s.ageGroup === "adults")) {
    const free = availability.find((a) => a.slotId === slot.id)?.available ?? 0;
    const instructor = club.instructors.find((i) => i.weekdays.includes(slot.weekday));
    if (free > 0 && instructor) return { slotId: slot.id, instructorId: instructor.id };
  }
  throw new Error("no adults' slot with a free place");
}

/**
 * Registers an adult named `fullName` through the public API, in `slotId` when given (else any adults' slot
 * with a free place); the server notifies every active admin.
 */
export async function registerThroughApi(
  baseURL: string,
  fullName: string,
  slotId?: string,
  /** The registration's address; a fresh one by default. */
  address?: string,
): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const challenge = (await (await api.get("/api/registration/altcha")).json()) as Challenge;
    const deriveKey = challenge.parameters.algorithm === "SHA-256" ? sha : pbkdf2;
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString("base64");
    const token = await xsrf(api);
    const upload = await api.post("/api/registration/certificate", {
      headers: { "X-XSRF-TOKEN": token },
      multipart: { file: { name: "adeverinta.pdf", mimeType: "application/pdf", buffer: PDF } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { uploadId } = (await upload.json()) as { uploadId: string };
    const email = address ?? `inscriere.${Date.now()}@example.ro`;
    const submit = await api.post("/api/registrations", {
      headers: { "X-XSRF-TOKEN": token },
      data: {
        fullName,
        birthDate: "1985-03-04",
        phone: "0755000111",
        email,
        emailConfirm: email,
        choices: [slotId ? await choiceFor(api, slotId) : await freeAdultChoice(api)],
        locality: "Fălticeni",
        street: "Strada Mică",
        streetNumber: "1",
        county: "Suceava",
        gdprAccepted: true,
        gdprVersion: ((await (await api.get("/api/gdpr/current")).json()) as { version: number }).version,
        certificateUploadId: uploadId,
        certificateIssuedOn: addDays(localDate(), -10),
        language: "ro",
        idempotencyKey: crypto.randomUUID(),
        altcha,
      },
    });
    expect(submit.status(), await submit.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}
