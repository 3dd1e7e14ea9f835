import { NOTIFICATIONS_DESTINATION } from "@bazin/shared/contracts/notifications";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import {
  adultRegistration,
  createRegistrationWorld,
  REGISTRATION_TEST_ENV,
  type RegistrationWorld,
  readyRegistration,
} from "../../../test/factories-registration.ts";
import { uploadedFiles } from "../../../test/multipart.ts";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/notifications.ts";
import {
  consents,
  pendingUploads,
  spentChallenges,
  studentSlots,
  students,
} from "../../db/schema/registration.ts";
import { mailOutbox } from "../../db/schema/system.ts";
import { overrideRegistrationDeps, registrationDeps } from "./deps.ts";

async function rowCounts(db: Db) {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    students: await n(students),
    studentSlots: await n(studentSlots),
    consents: await n(consents),
    mail: await n(mailOutbox),
    notifications: await n(notifications),
    spentChallenges: await n(spentChallenges),
    pendingUploads: await n(pendingUploads),
  };
}

describe("a registration that fails halfway leaves nothing behind", () => {
  let t: TestApp;
  let world: RegistrationWorld;
  let agent: TestAgent;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    world = await createRegistrationWorld(t.db);
    adminId = (await createUser(t.db, { role: "admin" })).id;
    agent = new TestAgent(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => overrideRegistrationDeps(t.ctx, null));

  /**
   * Submits with the failure in place and checks the state afterwards equals the state before: the same rows
   * (the pending certificate's included) and the same files. Then the very same submit succeeds once the
   * failure is gone: the bot check was not spent and the certificate is still there.
   */
  async function expectCleanFailure(inject: () => Promise<void> | void, undo: () => Promise<void> | void) {
    const body = await readyRegistration(agent, adultRegistration(world));
    const rowsBefore = await rowCounts(t.db);
    const filesBefore = await uploadedFiles(t.config.dataDir);
    const pushed: unknown[] = [];
    const stop = t.app.ctx.realtime.subscribe(adminId, NOTIFICATIONS_DESTINATION, (b) => pushed.push(b));
    await inject();
    agent.lang = "en";
    const res = await agent.post("/api/registrations", body);
    agent.lang = "ro";
    await undo();
    // The admin's bell is not told of a registration that was rolled back.
    expect(pushed).toEqual([]);
    expect(res.statusCode, res.body).toBe(500);
    expect(res.json()).toEqual({
      code: "REGISTRATION_FAILED",
      message: "The registration could not be submitted. Please try again.",
    });
    expect(await rowCounts(t.db)).toEqual(rowsBefore);
    expect(await uploadedFiles(t.config.dataDir)).toEqual(filesBefore);

    const retry = await agent.post("/api/registrations", body);
    expect(retry.statusCode, retry.body).toBe(201);
    stop();
    expect(pushed).toEqual([{ id: expect.any(String), type: "NEW_REGISTRATION" }]);
  }

  it("answers 503 BOT_CHECK_UNAVAILABLE when the check cannot run (its secret cannot be read)", async () => {
    await t.db.execute(sql`alter table server_secrets rename to server_secrets_away`);
    try {
      const challenge = await agent.get("/api/registration/altcha");
      expect(challenge.statusCode).toBe(503);
      const altcha = Buffer.from(
        JSON.stringify({
          challenge: { parameters: { algorithm: "SHA-256", nonce: "00", salt: "00" }, signature: "ab" },
          solution: { counter: 1, derivedKey: "ab" },
        }),
      ).toString("base64");
      const res = await agent.post("/api/registrations", { ...adultRegistration(world), altcha });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: "BOT_CHECK_UNAVAILABLE",
        message: "Serviciul de verificare anti-bot nu este disponibil. Reîncărcați pagina.",
      });
    } finally {
      await t.db.execute(sql`alter table server_secrets_away rename to server_secrets`);
    }
    expect((await agent.get("/api/registration/altcha")).statusCode).toBe(200);
  });

  it("when a PDF cannot be made", async () => {
    await expectCleanFailure(
      () =>
        overrideRegistrationDeps(t.ctx, {
          renderDocuments: async () => {
            throw new Error("font missing");
          },
        }),
      () => overrideRegistrationDeps(t.ctx, null),
    );
  });

  it("when storage fails on the second document", async () => {
    const real = registrationDeps(t.ctx).storage;
    let saves = 0;
    await expectCleanFailure(
      () =>
        overrideRegistrationDeps(t.ctx, {
          storage: {
            ...real,
            save: async (source, opts) => {
              if (++saves === 2) throw new Error("disk full");
              return real.save(source, opts);
            },
          },
        }),
      () => overrideRegistrationDeps(t.ctx, null),
    );
    expect(saves).toBe(2);
  });

  it("when the certificate cannot be moved out of 'pending'", async () => {
    const real = registrationDeps(t.ctx).storage;
    await expectCleanFailure(
      () =>
        overrideRegistrationDeps(t.ctx, {
          storage: {
            ...real,
            copy: async () => {
              throw new Error("EIO");
            },
          },
        }),
      () => overrideRegistrationDeps(t.ctx, null),
    );
  });

  it("when the database fails at the last write (the mail), after the certificate was moved", async () => {
    await expectCleanFailure(
      async () => {
        await t.db.execute(
          sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$
            begin raise exception 'mail table unavailable'; end $$`),
        );
        await t.db.execute(
          sql.raw(
            "create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()",
          ),
        );
      },
      async () => {
        await t.db.execute(sql.raw("drop trigger refuse_mail on mail_outbox"));
        await t.db.execute(sql.raw("drop function refuse_mail()"));
      },
    );
  });
});
