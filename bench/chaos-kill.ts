/*
 * Fault injection: SIGKILL the real server under load, restart it on the same data, and check that nothing a
 * client was told is done got lost (issue 15 "Faults survived").
 *
 *   npm run chaos:kill                              embedded database (PGlite), 40 s of load, 2 kills
 *   npm run chaos:kill -- --short                   under a minute: 10 s of load, 1 kill
 *   npm run chaos:kill -- --postgres                a throw-away database on postgres://postgres@127.0.0.1:5432/test
 *   npm run chaos:kill -- --database-url postgres://user@host:5432/db   (a throw-away database on that server)
 *   npm run chaos:kill -- --duration 60 --kills 3 --rate 2 --chat-interval 100
 *
 * The server is `node --import tsx apps/server/src/main.ts` in a child process with its own DATA_DIR and port,
 * mail going to a throw-away SMTP server here (apps/server/test/smtp.ts). Load: public registrations at a
 * steady rate, as the wizard sends them (CSRF, ALTCHA proof of work, certificate upload, submit with an
 * idempotency key), and chat messages over STOMP from a signed-in demo account. Mid-run the server is killed
 * with SIGKILL while a submit is in flight, and started again on the same data. At the end it is stopped and
 * the database and the uploads folder are read directly. Exit 1 on any loss.
 */
import type { ChildProcess } from "node:child_process";
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import { inArray, like } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { chatMessages } from "../apps/server/src/db/schema/chat.ts";
import {
  consents,
  pendingUploads,
  studentSlots,
  students,
} from "../apps/server/src/db/schema/registration.ts";
import { mailOutbox } from "../apps/server/src/db/schema/system.ts";
import {
  ORPHAN_FILE_GRACE_MS,
  REGISTRATION_AREAS,
  removeOrphanRegistrationFiles,
} from "../apps/server/src/modules/registration/orphan-files.ts";
import { registrationNumber } from "../apps/server/src/modules/registration/presenter.ts";
import { TestSmtpServer } from "../apps/server/test/smtp.ts";
import { freePort, startServer, stopServer } from "./lib/app-server.ts";
import {
  type Applicant,
  BrowserClient,
  type ClubSchedule,
  NetworkError,
  newApplicant,
  solveBotCheck,
  submitRegistration,
  uploadCertificate,
  waitHealthy,
} from "./lib/chaos-http.ts";
import { createThrowAwayDatabase, seedDemoClub } from "./lib/chaos-seed.ts";
import { ChaosStompClient } from "./lib/chaos-stomp.ts";

const { values: args } = parseArgs({
  options: {
    short: { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
    "database-url": { type: "string" },
    duration: { type: "string" },
    kills: { type: "string" },
    rate: { type: "string", default: "2" },
    workers: { type: "string", default: "2" },
    "chat-interval": { type: "string", default: "150" },
    keep: { type: "boolean", default: false },
  },
});
const short = args.short;
const durationMs = Number(args.duration ?? (short ? 10 : 40)) * 1000;
const kills = Number(args.kills ?? (short ? 1 : 2));
const ratePerSecond = Number(args.rate);
const workerCount = Number(args.workers);
const chatIntervalMs = Number(args["chat-interval"]);
const serverUrl =
  args["database-url"] ??
  process.env.CHAOS_DATABASE_URL ??
  (args.postgres ? "postgres://postgres@127.0.0.1:5432/test" : undefined);
/** The bot check as the server tests set it (SHA-256, tiny counter): real verification, no CPU burnt solving. */
const ALTCHA_ENV = { ALTCHA_ALGORITHM: "SHA-256", ALTCHA_COST: "1", ALTCHA_MAX_COUNTER: "40" };
const DEMO_PASSWORD = "Bazin2026!";

const hardStop = setTimeout(() => {
  console.error("Chaos run took too long; stopping.");
  process.exit(2);
}, durationMs + 300_000);
hardStop.unref();

const clock = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = randomBytes(3).toString("hex");

/* ---------------------------------------------------------------------------------------------------- */

interface RegistrationOutcome {
  applicant: Applicant;
  /** Every status the submit was answered with, in order ("net" for no answer). */
  answers: (number | "net")[];
  /** The registration the server confirmed (201 first time, or 200 for a repeat of a committed one). */
  confirmedId: string | null;
  finalStatus: number | "net";
  code?: string;
}

interface State {
  running: boolean;
  /** Submits waiting for an answer now: the kill waits for one, so it lands inside a registration. */
  submitsInFlight: number;
  base: string;
  outcomes: RegistrationOutcome[];
  started: number;
  slotsFull: boolean;
  wizardRetries: number;
}

async function registrationWorker(
  state: State,
  schedule: ClubSchedule,
  gdprVersion: number,
  next: () => number,
) {
  const client = new BrowserClient(state.base);
  const intervalMs = (1000 * workerCount) / ratePerSecond;
  while (state.running && !state.slotsFull) {
    const began = clock();
    const n = next();
    try {
      await registerOne(state, client, schedule, gdprVersion, n);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      // The server went away before the submit (challenge, upload): the person starts the step again later.
      state.wizardRetries++;
      await waitHealthy(state.base).catch(() => {});
      continue;
    }
    const wait = intervalMs - (clock() - began);
    if (wait > 0) await sleep(wait);
  }
}

async function registerOne(
  state: State,
  client: BrowserClient,
  schedule: ClubSchedule,
  gdprVersion: number,
  n: number,
) {
  const availability = await client.get<{ slots: { slotId: string; available: number }[] }>(
    "/api/registration/availability",
  );
  const applicant = newApplicant(
    n,
    schedule,
    new Map(availability.slots.map((s) => [s.slotId, s.available])),
    gdprVersion,
  );
  if (!applicant) {
    state.slotsFull = true;
    return;
  }
  applicant.body.altcha = await solveBotCheck(client);
  applicant.body.certificateUploadId = await uploadCertificate(client, applicant);
  const outcome: RegistrationOutcome = { applicant, answers: [], confirmedId: null, finalStatus: "net" };
  state.outcomes.push(outcome);
  // The submit, and the wizard's "try again" with the same body (idempotency key) while there is no answer.
  for (let attempt = 0; attempt < 5; attempt++) {
    state.submitsInFlight++;
    let answer: Awaited<ReturnType<typeof submitRegistration>> | null = null;
    try {
      answer = await submitRegistration(client, applicant);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    } finally {
      state.submitsInFlight--;
    }
    if (!answer) {
      outcome.answers.push("net");
      await waitHealthy(state.base).catch(() => {});
      continue;
    }
    outcome.answers.push(answer.status);
    outcome.finalStatus = answer.status;
    const body = answer.body as { id?: string; code?: string };
    if (answer.status === 201 || answer.status === 200) outcome.confirmedId = body.id ?? null;
    else outcome.code = body.code;
    return;
  }
}

interface ChatOutcome {
  acked: Set<number>;
  failed: Set<number>;
  skipped: number;
  reconnects: number;
}

async function chatLoop(state: State, client: ChaosStompClient, roomId: string, out: ChatOutcome) {
  let i = 0;
  const inFlight: Promise<void>[] = [];
  while (state.running) {
    if (client.connected) {
      const n = i++;
      inFlight.push(
        client.send(`/app/chat.${roomId}`, { text: `chaos-${run} #${n}` }).then(
          () => void out.acked.add(n),
          () => void out.failed.add(n),
        ),
      );
    } else out.skipped++;
    await sleep(chatIntervalMs);
  }
  await Promise.all(inFlight);
}

/* ---------------------------------------------------------------------------------------------------- */

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function uploadedFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const pdfText = async (path: string) =>
  (await promisify(execFile)("pdftotext", ["-enc", "UTF-8", path, "-"], { maxBuffer: 4 << 20 })).stdout;

async function main() {
  const began = clock();
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-chaos-kill-"));
  const database = serverUrl ? await createThrowAwayDatabase(serverUrl) : null;
  const smtp = await new TestSmtpServer().start();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    RATE_LIMIT_ENABLED: "false",
    SMTP_URL: smtp.url,
    ...ALTCHA_ENV,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)} (1 min)`);
  console.log(
    `Chaos (kill): ${database ? `PostgreSQL (${database.name})` : "PGlite"}, ${durationMs / 1000} s of load, ` +
      `${kills} SIGKILL(s), ${ratePerSecond} registrations/s over ${workerCount} workers, a chat message every ` +
      `${chatIntervalMs} ms`,
  );

  const serverErrors: string[] = [];
  const start = async () => {
    const child = await startServer(dataDir, port, env, { pipeStdout: true });
    // The server logs JSON lines (warn and above) on its standard output: keep the errors for the summary.
    child.stdout?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.includes('"level":50') || line.includes('"level":60')) serverErrors.push(line.slice(0, 600));
      }
    });
    return child;
  };
  let server: ChildProcess | null = null;
  let firstStartMs = 0;
  const restarts: { downMs: number; submitsInFlight: number }[] = [];
  const state: State = {
    running: true,
    submitsInFlight: 0,
    base,
    outcomes: [],
    started: clock(),
    slotsFull: false,
    wizardRetries: 0,
  };
  const chat: ChatOutcome = { acked: new Set(), failed: new Set(), skipped: 0, reconnects: 0 };
  let failed = false;
  let stomp: ChaosStompClient | null = null;
  try {
    if (database) await seedDemoClub(database.url, dataDir);
    server = await start();
    firstStartMs = clock() - began;
    const visitor = new BrowserClient(base);
    const schedule = await visitor.get<ClubSchedule>("/api/club");
    const { version: gdprVersion } = await visitor.get<{ version: number }>("/api/gdpr/current");
    const member = new BrowserClient(base);
    const token = await member.signIn("swimmer", DEMO_PASSWORD);
    const { rooms } = await member.get<{ rooms: { id: string; kind: string }[] }>("/api/chat/rooms");
    const clubRoom = rooms.find((r) => r.kind === "club");
    if (!clubRoom) throw new Error("no club chat room");
    stomp = new ChaosStompClient([base], token);
    stomp.onReconnect(() => chat.reconnects++);
    await stomp.start();

    let counter = 0;
    const loadStarted = clock();
    const workers = Array.from({ length: workerCount }, () =>
      registrationWorker(state, schedule, gdprVersion, () => counter++),
    );
    const chatting = chatLoop(state, stomp, clubRoom.id, chat);

    for (let k = 1; k <= kills; k++) {
      const at = loadStarted + (durationMs * k) / (kills + 1);
      await sleep(Math.max(0, at - clock()));
      // Kill inside a registration: a random moment (0-400 ms) after a submit went out, while it still waits.
      const deadline = clock() + 5000;
      for (;;) {
        while (state.submitsInFlight === 0 && clock() < deadline) await sleep(2);
        await sleep(Math.random() * 400);
        if (state.submitsInFlight > 0 || clock() > deadline) break;
      }
      const inFlight = state.submitsInFlight;
      const down = clock();
      await killHard(server);
      server = await start();
      restarts.push({ downMs: clock() - down, submitsInFlight: inFlight });
      console.log(
        `  kill ${k}: SIGKILL with ${inFlight} submit(s) in flight; up again after ${((clock() - down) / 1000).toFixed(1)} s`,
      );
    }
    await sleep(Math.max(0, loadStarted + durationMs - clock()));
    state.running = false;
    await Promise.all([...workers, chatting]);
    const loadMs = clock() - loadStarted;

    // The mail of every confirmed registration, delivered over SMTP (those leased by a killed process wait
    // for their lease to run out, 15 minutes: not within this run).
    const confirmedEmails = new Set(
      state.outcomes.filter((o) => o.confirmedId).map((o) => o.applicant.body.email.toLowerCase()),
    );
    const mailDeadline = clock() + 15_000;
    const delivered = () => smtp.received.filter((m) => confirmedEmails.has(recipientOf(m))).length;
    while (delivered() < confirmedEmails.size && clock() < mailDeadline) await sleep(200);
    await stomp.stop();
    stomp = null;
    await stopServer(server);

    if (serverErrors.length) {
      console.log(`\nServer errors logged: ${serverErrors.length}; the first ones:`);
      for (const line of serverErrors.slice(0, 5)) console.log(`  ${line}`);
    }
    failed = !(await verify({ dataDir, databaseUrl: database?.url, state, chat, smtp, loadMs, restarts }));
    console.log(
      `Run took ${((clock() - began) / 1000).toFixed(1)} s (first start ${(firstStartMs / 1000).toFixed(1)} s, ` +
        `restarts ${restarts.map((r) => `${(r.downMs / 1000).toFixed(1)} s`).join(", ")}).`,
    );
  } finally {
    state.running = false;
    await stomp?.stop().catch(() => {});
    if (server) await killHard(server);
    await smtp.stop();
    if (args.keep) console.log(`Kept ${dataDir}${database ? ` and database ${database.name}` : ""}`);
    else {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (failed) process.exitCode = 1;
}

function recipientOf(mail: { to?: unknown }): string {
  const to = mail.to as { value?: { address?: string }[] } | undefined;
  return (to?.value?.[0]?.address ?? "").toLowerCase();
}

function printTable(title: string, rows: Record<string, string | number>) {
  console.log(`\n${title}`);
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(width)}  ${v}`);
}

async function verify(input: {
  dataDir: string;
  databaseUrl?: string;
  state: State;
  chat: ChatOutcome;
  smtp: TestSmtpServer;
  loadMs: number;
  restarts: { downMs: number; submitsInFlight: number }[];
}): Promise<boolean> {
  const { dataDir, state, chat, smtp } = input;
  const database = await openDatabase({ databaseUrl: input.databaseUrl, dataDir });
  const problems: string[] = [];
  try {
    const { db } = database;
    const outcomes = state.outcomes;
    const keys = outcomes.map((o) => o.applicant.body.idempotencyKey);
    const rows = keys.length
      ? await db.select().from(students).where(inArray(students.idempotencyKey, keys))
      : [];
    const byKey = new Map<string, (typeof rows)[number][]>();
    for (const row of rows) byKey.set(row.idempotencyKey!, [...(byKey.get(row.idempotencyKey!) ?? []), row]);
    const ids = rows.map((r) => r.id);
    const slots = ids.length
      ? await db.select().from(studentSlots).where(inArray(studentSlots.studentId, ids))
      : [];
    const consentRows = ids.length
      ? await db.select().from(consents).where(inArray(consents.studentId, ids))
      : [];
    const emails = outcomes.map((o) => o.applicant.body.email);
    const mails = emails.length
      ? await db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails))
      : [];
    const storageRoot = join(dataDir, "uploads");

    let confirmed = 0;
    let confirmedOnRetry = 0;
    let checkedPdfs = 0;
    let unansweredButStored = 0;
    let refused = 0;
    for (const o of outcomes) {
      const found = byKey.get(o.applicant.body.idempotencyKey) ?? [];
      const label = `registration ${o.applicant.body.fullName} (${o.answers.join("→")})`;
      if (found.length > 1) problems.push(`${label}: ${found.length} rows for one idempotency key`);
      if (!o.confirmedId) {
        if (o.finalStatus === "net" && found.length === 1) unansweredButStored++;
        else if (o.finalStatus !== "net") refused++;
        continue;
      }
      confirmed++;
      if (o.answers.length > 1) confirmedOnRetry++;
      const row = found[0];
      if (!row) {
        problems.push(`${label}: answered ${o.finalStatus} but not in the database`);
        continue;
      }
      if (row.id !== o.confirmedId) problems.push(`${label}: answered id ${o.confirmedId}, stored ${row.id}`);
      const b = o.applicant.body;
      const expected = {
        fullName: b.fullName,
        birthDate: b.birthDate,
        email: b.email,
        phone: b.phone.replace(/\s/g, ""),
        locality: b.locality,
        street: b.street,
        streetNumber: b.streetNumber,
        blockApartment: b.blockApartment ?? null,
        county: b.county,
        legalRepresentative: b.legalRepresentative ?? null,
        medicalCertificateIssuedOn: b.certificateIssuedOn,
        language: b.language,
      };
      for (const [field, value] of Object.entries(expected)) {
        const stored = (row as Record<string, unknown>)[field];
        if (stored !== value) problems.push(`${label}: ${field} is ${String(stored)}, sent ${String(value)}`);
      }
      const slot = slots.filter((s) => s.studentId === row.id);
      if (
        slot.length !== 1 ||
        slot[0]!.slotId !== o.applicant.slot.id ||
        slot[0]!.instructorId !== o.applicant.instructor.id
      ) {
        problems.push(`${label}: its slot and instructor are not stored as chosen`);
      }
      if (consentRows.filter((c) => c.studentId === row.id).length !== 1) {
        problems.push(`${label}: no consent row`);
      }
      const certificatePath = join(storageRoot, row.medicalCertificateKey ?? "");
      if (!existsSync(certificatePath)) problems.push(`${label}: certificate file missing`);
      else {
        const digest = createHash("sha256").update(readFileSync(certificatePath)).digest("hex");
        if (digest !== o.applicant.certificateSha256) problems.push(`${label}: certificate bytes differ`);
      }
      const number = registrationNumber(row);
      for (const key of [row.registrationFormKey, row.declarationKey]) {
        const path = join(storageRoot, key);
        if (!existsSync(path)) {
          problems.push(`${label}: PDF ${key} missing`);
          continue;
        }
        const text = await pdfText(path).catch((e: Error) => `unreadable: ${e.message}`);
        checkedPdfs++;
        if (!text.includes(b.fullName) || !text.includes(number)) {
          problems.push(`${label}: PDF ${key} lacks the name or number ${number}`);
        }
      }
      const rowsOfMail = mails.filter((m) => m.to === b.email);
      if (rowsOfMail.length !== 1) problems.push(`${label}: ${rowsOfMail.length} outbox rows`);
    }

    // Registrations stored that nobody was told about are not losses, but their mail is still one per person.
    for (const [key, found] of byKey) {
      const o = outcomes.find((x) => x.applicant.body.idempotencyKey === key)!;
      if (!o.confirmedId && mails.filter((m) => m.to === o.applicant.body.email).length > 1) {
        problems.push(`unconfirmed registration ${found[0]!.fullName}: several outbox rows`);
      }
    }

    // SMTP: each person's confirmation once.
    const perRecipient = new Map<string, number>();
    for (const mail of smtp.received) {
      const to = recipientOf(mail);
      perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    }
    const twice = [...perRecipient].filter(([, n]) => n > 1);
    for (const [to, n] of twice) problems.push(`mail to ${to} delivered ${n} times`);
    const confirmedMailRows = mails.filter((m) =>
      outcomes.some((o) => o.confirmedId && o.applicant.body.email === m.to),
    );
    const sent = confirmedMailRows.filter((m) => m.status === "sent").length;
    const leased = confirmedMailRows.filter((m) => m.status === "sending").length;
    const pending = confirmedMailRows.filter((m) => m.status === "pending").length;

    // Orphans: files of the registration's areas that no row points at; half-written .part files anywhere.
    const pendingRows = await db.select({ key: pendingUploads.storageKey }).from(pendingUploads);
    const allStudents = await db
      .select({
        a: students.medicalCertificateKey,
        b: students.registrationFormKey,
        c: students.declarationKey,
      })
      .from(students);
    const referenced = new Set([
      ...pendingRows.map((r) => r.key),
      ...allStudents.flatMap((s) => [s.a, s.b, s.c]),
    ]);
    const files = await uploadedFiles(dataDir);
    const orphans = files.filter(
      (f) =>
        f.endsWith(".part") ||
        ((REGISTRATION_AREAS as readonly string[]).includes(f.split("/")[0]!) && !referenced.has(f)),
    );
    // The daily job's sweep, run now as it will run once the files are older than its grace period.
    const later = new Date(Date.now() + ORPHAN_FILE_GRACE_MS + 60_000);
    const swept = new Set(await removeOrphanRegistrationFiles(db, dataDir, later));
    const afterSweep = await uploadedFiles(dataDir);
    const orphansLeft = orphans.filter((f) => afterSweep.includes(f));
    for (const f of orphansLeft) problems.push(`orphan file uploads/${f} left after the daily sweep`);
    const sweptReferenced = [...swept].filter((f) => referenced.has(f));
    for (const f of sweptReferenced) problems.push(`the sweep removed uploads/${f}, which a row points at`);

    // Chat: every acknowledged message stored exactly once.
    const stored = await db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(like(chatMessages.text, `chaos-${run} #%`));
    const count = new Map<number, number>();
    for (const { text } of stored) {
      const n = Number(text.slice(text.indexOf("#") + 1));
      count.set(n, (count.get(n) ?? 0) + 1);
    }
    let chatLost = 0;
    let chatTwice = 0;
    for (const n of chat.acked) if (!count.has(n)) chatLost++;
    for (const [, c] of count) if (c > 1) chatTwice++;
    const unackedStored = [...chat.failed].filter((n) => count.has(n)).length;
    if (chatLost) problems.push(`${chatLost} acknowledged chat message(s) missing`);
    if (chatTwice) problems.push(`${chatTwice} chat message(s) stored twice`);

    const leasedDelivered = confirmedMailRows.filter(
      (m) => m.status === "sending" && perRecipient.has(m.to.toLowerCase()),
    ).length;
    const notStored = outcomes.filter(
      (o) => o.finalStatus === "net" && !byKey.has(o.applicant.body.idempotencyKey),
    );
    const codes = new Map<string, number>();
    for (const o of outcomes) {
      if (o.confirmedId || o.finalStatus === "net") continue;
      codes.set(`${o.finalStatus} ${o.code}`, (codes.get(`${o.finalStatus} ${o.code}`) ?? 0) + 1);
    }
    printTable("Registrations (public API, 7-step wizard)", {
      "submitted (certificate uploaded, submit sent)": outcomes.length,
      "confirmed 201/200": confirmed,
      "  of which confirmed on a retry after the kill": confirmedOnRetry,
      "refused (4xx/5xx)": `${refused}${codes.size ? ` ${JSON.stringify(Object.fromEntries(codes))}` : ""}`,
      "no answer, stored": unansweredButStored,
      "no answer, not stored": notStored.length,
      "answers per submit (→ = tried again)": JSON.stringify(
        Object.fromEntries(
          [...new Set(outcomes.map((o) => o.answers.join("→")))].map((k) => [
            k,
            outcomes.filter((o) => o.answers.join("→") === k).length,
          ]),
        ),
      ),
      "wizard steps started again (no answer before the submit)": state.wizardRetries,
      "LOST: confirmed but not in the database":
        confirmed -
        outcomes.filter((o) => o.confirmedId && byKey.has(o.applicant.body.idempotencyKey)).length,
    });
    printTable("Files (uploads folder)", {
      "files of confirmed registrations checked (certificate bytes, 2 PDFs)": confirmed * 3,
      "PDFs read back (name and number in the text)": checkedPdfs,
      "files in uploads/": files.length,
      "orphans left by the kills (no row points at them)": orphans.length,
      "  removed by the daily sweep (run with the clock 1 h on)": swept.size,
      "ORPHANS LEFT after the sweep": orphansLeft.length,
    });
    printTable("Mail (outbox → SMTP capture)", {
      "outbox rows of confirmed registrations": confirmedMailRows.length,
      sent: sent,
      pending: pending,
      "leased by a killed process (sent again after 15 min)": leased,
      "  of which already received by SMTP (same Message-ID on resend)": leasedDelivered,
      "DELIVERED TWICE within the run": twice.length,
    });
    printTable("Chat (STOMP SEND with receipt, club room)", {
      sent: chat.acked.size + chat.failed.size,
      acknowledged: chat.acked.size,
      "unacknowledged (connection lost) / of those stored": `${chat.failed.size} / ${unackedStored}`,
      "not sent while disconnected": chat.skipped,
      reconnects: chat.reconnects,
      "LOST (acknowledged, not stored)": chatLost,
      "STORED TWICE": chatTwice,
    });
    console.log(
      `Load ${(input.loadMs / 1000).toFixed(1)} s; ${input.restarts.length} kill(s), each with ` +
        `${input.restarts.map((r) => r.submitsInFlight).join("/")} submit(s) in flight.`,
    );
    if (problems.length) {
      console.log(`\nFAILED: ${problems.length} problem(s)`);
      for (const p of problems.slice(0, 40)) console.log(`  - ${p}`);
    } else console.log("\nOK: nothing confirmed was lost, no orphan file, no duplicate.");
    return problems.length === 0;
  } finally {
    await database.close();
  }
}

await main();
