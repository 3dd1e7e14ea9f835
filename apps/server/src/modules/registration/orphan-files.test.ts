import { utimes, writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import {
  adultRegistration,
  createRegistrationWorld,
  REGISTRATION_TEST_ENV,
  readyRegistration,
  TINY_PDF,
  uploadTestCertificate,
} from "../../../test/factories-registration.ts";
import { uploadedFiles } from "../../../test/multipart.ts";
import { pendingUploads, students } from "../../db/schema/registration.ts";
import { removeAbandonedUploads } from "../../jobs/registration-jobs.ts";
import { runIfDue } from "../../jobs/scheduler.ts";
import { registrationDeps } from "./deps.ts";
import { ORPHAN_FILE_GRACE_MS } from "./orphan-files.ts";

/*
 * A server killed with SIGKILL in the middle of a submit or an upload (bench/chaos-kill.ts does it) leaves
 * files no row points at: the submit's two PDFs, the certificate's copy, the pending certificate after the
 * commit, a half-written `.part`. The kill itself cannot happen inside a test process, so the files it leaves
 * are written here as it leaves them, and the daily job must remove them and nothing else.
 */
describe("files a crashed registration left behind", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
  });
  afterAll(() => t.close());

  it("are removed by the daily job once older than the grace period; files a row points at stay", async () => {
    const world = await createRegistrationWorld(t.db);
    const agent = new TestAgent(t.app);
    const res = await agent.post(
      "/api/registrations",
      await readyRegistration(agent, adultRegistration(world)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [student] = await t.db.select().from(students).where(eq(students.id, res.json().id));
    const uploadId = await uploadTestCertificate(agent);
    const [upload] = await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, uploadId));

    const { storage } = registrationDeps(t.ctx);
    const save = async (area: string) => (await storage.save(TINY_PDF, { area, maxBytes: 1 << 20 })).key;
    const orphans = [
      await save("documents"),
      await save("documents"),
      await save("certificates"),
      await save("pending"),
      `${await save("documents")}.part`,
    ];
    // The last one as a copy cut off mid-write: only its temporary name exists.
    await writeFile(storage.pathOf(orphans[4]!), TINY_PDF.subarray(0, 20));
    await storage.remove(orphans[4]!.slice(0, -".part".length));
    const young = await save("documents");
    const otherArea = await save("gallery");
    const kept = [
      student!.medicalCertificateKey!,
      student!.registrationFormKey,
      student!.declarationKey,
      upload!.storageKey,
    ];

    // The next day (today's run happened at start), every file old enough to go but the young one, written a
    // few minutes ago: a submit may still be running.
    t.clock.advance(24 * 60 * 60_000);
    const now = t.clock.now().getTime();
    const old = new Date(now - ORPHAN_FILE_GRACE_MS - 60_000);
    for (const key of [...orphans, ...kept, otherArea]) await utimes(storage.pathOf(key), old, old);
    const recent = new Date(now - 10 * 60_000);
    await utimes(storage.pathOf(young), recent, recent);

    expect(await runIfDue(t.ctx, removeAbandonedUploads)).toBe(true);

    const files = await uploadedFiles(t.config.dataDir);
    for (const key of orphans) expect(files).not.toContain(key);
    expect(files).toEqual(expect.arrayContaining([...kept, young, otherArea]));
  });
});
