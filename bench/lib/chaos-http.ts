import { createHash, randomUUID } from "node:crypto";
import type { TRegistrationInput } from "@bazin/shared/contracts/registration";
import { addDays, ageGroupOf } from "@bazin/shared/domain/club";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey as pbkdf2 } from "altcha-lib/algorithms/pbkdf2";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";

/*
 * The HTTP side of the chaos scripts: a browser-like client (cookie jar, the CSRF double submit the web app
 * does) and the public registration exactly as the wizard sends it (apps/web/src/features/registration/api).
 */

/** A network failure (refused, reset, aborted): the server was not there to answer. */
export class NetworkError extends Error {}

export interface Answer {
  status: number;
  body: unknown;
}

/** One "browser": its cookies, and the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on every unsafe request. */
export class BrowserClient {
  private readonly jar = new Map<string, string>();

  constructor(public base: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** Carries a session made elsewhere (the same browser, another instance behind the load balancer). */
  useSession(token: string): this {
    this.jar.set("SESSION", token);
    return this;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 30_000,
  ): Promise<Answer> {
    if (method !== "GET" && !this.jar.has("XSRF-TOKEN")) await this.request("GET", "/api/csrf");
    const all: Record<string, string> = { "accept-language": "ro", ...headers };
    if (this.jar.size > 0) all.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const xsrf = this.jar.get("XSRF-TOKEN");
    if (method !== "GET" && xsrf) all["x-xsrf-token"] = xsrf;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      all["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: all,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new NetworkError(`${method} ${path}: ${(error as Error).message}`);
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed };
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.request("GET", path);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return answer.body as T;
  }

  /** Signs in as the web app does; returns the session token (the SESSION cookie, also X-Session-ID). */
  async signIn(username: string, password: string): Promise<string> {
    const answer = await this.request("POST", "/api/auth/login", { username, password });
    const token = this.jar.get("SESSION");
    if (answer.status !== 200 || !token) throw new Error(`login as ${username} answered ${answer.status}`);
    return token;
  }
}

/** Polls /api/health until it answers 200 (or `timeoutMs` passes). */
export async function waitHealthy(base: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${base} did not become healthy`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/* ------------------------------------------------------------------------------------------------------- */
/* Registration                                                                                            */
/* ------------------------------------------------------------------------------------------------------- */

interface ClubSlot {
  id: string;
  weekday: number;
  startTime: string;
  ageGroup: "children" | "adults";
  capacity: number;
}
interface ClubInstructor {
  id: string;
  firstName: string;
  lastName: string;
  weekdays: number[];
}
export interface ClubSchedule {
  slots: ClubSlot[];
  instructors: ClubInstructor[];
}

/** What one applicant sent, kept to check the database against it afterwards. */
export interface Applicant {
  /** The request body of POST /api/registrations (the upload id and bot-check payload of the last try). */
  body: TRegistrationInput;
  /** The certificate's bytes, unique per applicant, and their SHA-256. */
  certificate: Buffer;
  certificateSha256: string;
  slot: ClubSlot;
  instructor: ClubInstructor;
}

/** A small real PDF (file-type accepts it) with a line of its own, so every upload has different bytes. */
export function certificatePdf(tag: string): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
      `% chaos ${tag}\n` +
      "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
      "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
  );
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Romania's date today, as the wizard and the server count it. */
export function romaniaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(new Date());
}

/**
 * A new applicant for the slot with the most places left (as a person picks a free one): an adult or a
 * child by the slot's age group, with the instructor who teaches that day. Null when every slot is full.
 */
export function newApplicant(
  n: number,
  schedule: ClubSchedule,
  available: Map<string, number>,
  gdprVersion: number,
): Applicant | null {
  const open = schedule.slots
    .filter((s) => (available.get(s.id) ?? 0) > 0)
    .sort((a, b) => (available.get(b.id) ?? 0) - (available.get(a.id) ?? 0));
  // Spread over the few emptiest slots so that concurrent submits do not all queue on one slot's lock.
  const slot = open[n % Math.min(open.length, 4)];
  if (!slot) return null;
  const instructor = schedule.instructors.find((i) => i.weekdays.includes(slot.weekday));
  if (!instructor) return null;
  const today = romaniaToday();
  const child = slot.ageGroup === "children";
  const birthDate = child ? addDays(today, -(9 * 365 + (n % 300))) : addDays(today, -(30 * 365 + (n % 300)));
  if (ageGroupOf(birthDate, today) !== slot.ageGroup) return null;
  const tag = `${n}-${randomUUID().slice(0, 8)}`;
  const email = `chaos.${tag}@example.test`;
  const certificate = certificatePdf(tag);
  return {
    body: {
      fullName: `Cursant Haos ${n} Ștefănescu`,
      birthDate,
      phone: "0722 123 456",
      email,
      emailConfirm: email,
      ...(child
        ? {
            contactPerson: "Mirela Ștefănescu",
            contactQuality: "mamă",
            legalRepresentative: "Mirela Ștefănescu",
          }
        : {}),
      choices: [{ slotId: slot.id, instructorId: instructor.id }],
      locality: "Fălticeni",
      street: "Strada Mărășești",
      streetNumber: String(1 + (n % 90)),
      blockApartment: `Bl. ${n}`,
      county: "Suceava",
      gdprAccepted: true,
      gdprVersion,
      certificateUploadId: randomUUID(),
      certificateIssuedOn: addDays(today, -10),
      language: n % 5 === 0 ? "en" : "ro",
      idempotencyKey: randomUUID(),
      altcha: "",
    },
    certificate,
    certificateSha256: sha256(certificate),
    slot,
    instructor,
  };
}

/** The widget's work: fetch a challenge and solve it with altcha-lib (the server's configured algorithm). */
export async function solveBotCheck(client: BrowserClient): Promise<string> {
  const challenge = await client.get<Challenge>("/api/registration/altcha");
  const deriveKey = challenge.parameters.algorithm === "SHA-256" ? sha : pbkdf2;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("bot check not solved");
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
}

/** Wizard step 6: the certificate as multipart field `file`. Returns the upload id. */
export async function uploadCertificate(client: BrowserClient, applicant: Applicant): Promise<string> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(applicant.certificate)], { type: "application/pdf" }),
    "adeverinta.pdf",
  );
  const answer = await client.request("POST", "/api/registration/certificate", form);
  if (answer.status !== 201) throw new Error(`certificate upload answered ${answer.status}`);
  return (answer.body as { uploadId: string }).uploadId;
}

/** The submit (step 7); the caller decides what to do with a failure. */
export function submitRegistration(client: BrowserClient, applicant: Applicant): Promise<Answer> {
  return client.request("POST", "/api/registrations", applicant.body, {}, 60_000);
}
