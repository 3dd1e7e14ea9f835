import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { createGdprVersion, TINY_PDF } from "../../../test/factories-registration.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { sessions } from "../../db/schema/auth.ts";
import { chatMessages, chatRooms } from "../../db/schema/chat.ts";
import { deletionRequests } from "../../db/schema/gdpr.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { consents, students } from "../../db/schema/registration.ts";
import { listMail } from "../mail/outbox.repository.ts";
import { registrationDeps } from "../registration/deps.ts";
import { completeDeletionRequest } from "./deletion.service.ts";

const DAY_MS = 86_400_000;

describe("GDPR self-service and deletion requests", () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminUser: TestUser;
  let roomId: string;
  let groupId: string;
  let gdprVersionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminUser = await createUser(t.db, { role: "admin", firstName: "Radu", lastName: "Admin" });
    admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, adminUser, t.clock.now());
    const [room] = await t.db.insert(chatRooms).values({ kind: "club" }).returning();
    roomId = room!.id;
    const [group] = await t.db.insert(groups).values({ name: "Delfinii" }).returning();
    groupId = group!.id;
    gdprVersionId = (await createGdprVersion(t.db, 1)).id;
  });
  afterAll(() => t.close());

  /** A member with something in every table that can hold their personal data, files included. */
  async function memberWithData(role = "swimmer", name = "Ioana") {
    const user = await createUser(t.db, { role, firstName: name, lastName: "Țăranu", phone: "0722111222" });
    const agent = new TestAgent(t.app);
    await loginAs(agent, user);
    const { storage } = registrationDeps(t.ctx);
    const files = await Promise.all(
      ["documents", "documents", "certificates"].map((area) =>
        storage.save(TINY_PDF, { area, maxBytes: 1_000_000 }),
      ),
    );
    const [student] = await t.db
      .insert(students)
      .values({
        fullName: `${name} Țăranu`,
        birthDate: "1995-04-02",
        phone: "0722111222",
        email: user.email!,
        locality: "Ștefănești",
        street: "Strada Morii",
        streetNumber: "7",
        county: "Argeș",
        validUntil: "2026-12-31",
        medicalCertificateKey: files[2]!.key,
        medicalCertificateType: "application/pdf",
        medicalCertificateIssuedOn: "2026-10-01",
        registrationFormKey: files[0]!.key,
        declarationKey: files[1]!.key,
        idempotencyKey: randomUUID(),
        userId: user.id,
      })
      .returning();
    await t.db.insert(consents).values([
      { fullName: `${name} Țăranu`, ip: "10.1.1.1", gdprVersionId, studentId: student!.id },
      { fullName: `${name} Țăranu`, ip: "10.1.1.2", gdprVersionId, userId: user.id },
    ]);
    await t.db.insert(groupMembers).values({ groupId, userId: user.id, role: "swimmer" });
    await t.db
      .insert(chatMessages)
      .values({ roomId, senderId: user.id, senderRole: role, text: `Salut de la ${name}` });
    await t.db.insert(notifications).values({
      userId: user.id,
      type: "ANNOUNCEMENT",
      titleKey: "common:notifications.announcement.title",
      messageKey: "common:notifications.announcement.message",
      params: { title: "Cupa" },
    });
    await t.db.insert(auditLog).values({
      actorId: adminUser.id,
      actorName: "Radu Admin",
      action: "account.role",
      targetType: "account",
      targetId: user.id,
    });
    return { user, agent, student: student!, files: files.map((f) => storage.pathOf(f.key)) };
  }

  describe("who may call", () => {
    it("needs a session for the self-service routes and the admin role for the requests", async () => {
      const anonymous = new TestAgent(t.app);
      expect((await anonymous.get("/api/users/me/data")).statusCode).toBe(401);
      expect((await anonymous.get("/api/users/me/deletion-request")).statusCode).toBe(401);
      expect((await anonymous.post("/api/users/me/deletion-request", {})).statusCode).toBe(401);
      for (const role of ["coach", "swimmer", "user"]) {
        const agent = new TestAgent(t.app);
        await signInDirectly(agent, t.db, await createUser(t.db, { role }), t.clock.now());
        expect((await agent.get("/api/admin/deletion-requests")).statusCode).toBe(403);
        const id = randomUUID();
        expect((await agent.post(`/api/admin/deletion-requests/${id}/complete`)).statusCode).toBe(403);
        expect(
          (await agent.post(`/api/admin/deletion-requests/${id}/reject`, { reason: "x" })).statusCode,
        ).toBe(403);
      }
    });
  });

  describe("download of one's data", () => {
    it("gives every role their own records as a JSON attachment, without secrets or others' data", async () => {
      const me = await memberWithData("swimmer", "Ioana");
      const other = await memberWithData("swimmer", "Mihai");
      const res = await me.agent.get("/api/users/me/data");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="datele-mele-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers["cache-control"]).toBe("no-store");
      const data = res.json();
      expect(data.account).toMatchObject({
        id: me.user.id,
        username: me.user.username,
        firstName: "Ioana",
        lastName: "Țăranu",
        email: me.user.email,
        phone: "0722111222",
        role: "swimmer",
      });
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.sessions[0]).toHaveProperty("ip");
      expect(data.signInAttempts).toContainEqual(expect.objectContaining({ success: true }));
      expect(data.consents.map((c: { ip: string }) => c.ip).sort()).toEqual(["10.1.1.1", "10.1.1.2"]);
      expect(data.groups).toEqual([{ name: "Delfinii", role: "swimmer" }]);
      expect(data.chatMessages).toEqual([
        expect.objectContaining({ text: "Salut de la Ioana", roomKind: "club" }),
      ]);
      expect(data.notifications).toEqual([
        expect.objectContaining({ type: "ANNOUNCEMENT", message: "„Cupa” a fost publicat." }),
      ]);
      expect(data.registrations).toEqual([
        expect.objectContaining({
          id: me.student.id,
          fullName: "Ioana Țăranu",
          address: expect.objectContaining({ street: "Strada Morii" }),
        }),
      ]);
      expect(data.auditEntries).toEqual([expect.objectContaining({ action: "account.role" })]);

      const body = res.body;
      expect(body).not.toContain("Mihai");
      expect(body).not.toContain(other.user.id);
      expect(body).not.toContain(other.user.email!);
      expect(body).not.toMatch(/passwordHash|password_hash|tokenHash|argon2/i);
      expect(body).not.toContain(me.student.registrationFormKey);
      expect(body).not.toContain(me.student.medicalCertificateKey);
      expect(body).not.toContain(me.student.idempotencyKey);
      const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
      expect(body).not.toContain(session!.tokenHash);
    });

    it("answers in English when asked", async () => {
      const agent = new TestAgent(t.app);
      agent.lang = "en";
      await signInDirectly(agent, t.db, await createUser(t.db, { role: "user" }), t.clock.now());
      const res = await agent.get("/api/users/me/data");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/filename="my-data-/);
      expect(res.json()).toMatchObject({ registrations: [], chatMessages: [], consents: [] });
    });
  });

  describe("a person's deletion request", () => {
    it("is recorded once, confirmed by mail (30 days), shown to its author and announced to admins", async () => {
      const coach = await createUser(t.db, { role: "coach", firstName: "Dan", lastName: "Stan" });
      const agent = new TestAgent(t.app);
      await loginAs(agent, coach);
      expect((await agent.get("/api/users/me/deletion-request")).json()).toEqual({ request: null });

      const res = await agent.post("/api/users/me/deletion-request", { reason: "  Mă mut din oraș  " });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ status: "pending", reason: "Mă mut din oraș", rejectionReason: null });
      expect(new Date(created.dueAt).getTime() - new Date(created.createdAt).getTime()).toBe(30 * DAY_MS);
      expect((await agent.get("/api/users/me/deletion-request")).json().request).toMatchObject({
        id: created.id,
        status: "pending",
      });

      const mail = (await listMail(t.db)).filter((m) => m.to === coach.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe("Am primit cererea de ștergere a contului");
      expect(mail[0]!.text).toContain("în cel mult 30 de zile");

      const bell = await admin.get("/api/notifications");
      expect(bell.json().notifications).toContainEqual(
        expect.objectContaining({
          type: "SYSTEM_ALERT",
          title: "Cerere de ștergere a datelor",
          actionUrl: "/admin/gdpr/requests",
        }),
      );

      const second = await agent.post("/api/users/me/deletion-request", {});
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: "DELETION_REQUEST_PENDING",
        message: "Aveți deja o cerere de ștergere în așteptare.",
      });
      agent.lang = "en";
      expect((await agent.post("/api/users/me/deletion-request", {})).json().message).toBe(
        "You already have a deletion request waiting for an answer.",
      );
    });

    it("can be withdrawn while pending, and then asked again", async () => {
      const agent = new TestAgent(t.app);
      await signInDirectly(agent, t.db, await createUser(t.db, { role: "user" }), t.clock.now());
      expect((await agent.post("/api/users/me/deletion-request/cancel")).json().code).toBe(
        "DELETION_REQUEST_NOT_PENDING",
      );
      await agent.post("/api/users/me/deletion-request", {});
      const cancelled = await agent.post("/api/users/me/deletion-request/cancel");
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().status).toBe("cancelled");
      expect((await agent.get("/api/users/me/deletion-request")).json().request.status).toBe("cancelled");
      expect((await agent.post("/api/users/me/deletion-request", {})).statusCode).toBe(201);
    });

    it("refuses a reason over 1000 characters with a translated field error", async () => {
      const agent = new TestAgent(t.app);
      await signInDirectly(agent, t.db, await createUser(t.db), t.clock.now());
      const res = await agent.post("/api/users/me/deletion-request", { reason: "a".repeat(1001) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: { reason: "reasonMaxLength" },
        message: "Cel mult 1000 de caractere.",
      });
    });
  });

  describe("admin answers", () => {
    it("lists requests newest first with the days left, filtered by status", async () => {
      const a = new TestAgent(t.app);
      await signInDirectly(a, t.db, await createUser(t.db, { firstName: "Prima" }), t.clock.now());
      await a.post("/api/users/me/deletion-request", {});
      t.clock.advance(10 * DAY_MS);
      // The admin's test session is an hour long: open a fresh one ten days later.
      await signInDirectly(admin, t.db, adminUser, t.clock.now());
      const b = new TestAgent(t.app);
      await signInDirectly(b, t.db, await createUser(t.db, { firstName: "Doua" }), t.clock.now());
      await b.post("/api/users/me/deletion-request", {});
      await b.post("/api/users/me/deletion-request/cancel");

      const pending = await admin.get("/api/admin/deletion-requests?status=pending");
      expect(pending.statusCode, pending.body).toBe(200);
      const first = pending
        .json()
        .items.find((r: { user: { firstName: string } | null }) => r.user?.firstName === "Prima");
      expect(first).toMatchObject({ status: "pending", daysLeft: 20 });
      expect(pending.json().items.every((r: { status: string }) => r.status === "pending")).toBe(true);

      const all = (await admin.get("/api/admin/deletion-requests")).json().items;
      const times = all.map((r: { createdAt: string }) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(all[0]).toMatchObject({ status: "cancelled", daysLeft: null, user: { firstName: "Doua" } });
      expect((await admin.get("/api/admin/deletion-requests?status=lost")).statusCode).toBe(400);
    });

    it("rejects with a reason mailed to the person and an audit entry without it", async () => {
      const person = await createUser(t.db, { firstName: "Elena", lastName: "Voicu" });
      const agent = new TestAgent(t.app);
      await signInDirectly(agent, t.db, person, t.clock.now());
      const id = (await agent.post("/api/users/me/deletion-request", {})).json().id;

      const empty = await admin.post(`/api/admin/deletion-requests/${id}/reject`, { reason: "  " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ reason: "rejectionReasonRequired" });

      const reason = "Înscrierea are o plată restantă de clarificat";
      const res = await admin.post(`/api/admin/deletion-requests/${id}/reject`, { reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: "rejected",
        rejectionReason: reason,
        user: { id: person.id },
      });
      expect((await agent.get("/api/users/me/deletion-request")).json().request).toMatchObject({
        status: "rejected",
        rejectionReason: reason,
      });
      const mail = (await listMail(t.db)).filter((m) => m.to === person.email).at(-1)!;
      expect(mail.subject).toBe("Răspuns la cererea de ștergere a contului");
      expect(mail.text).toContain(reason);

      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "deletion.reject"));
      expect(entry).toMatchObject({ actorName: "Radu Admin", targetType: "account", targetId: person.id });
      expect(JSON.stringify(entry!.detail)).not.toContain("plată");
      expect((await admin.post(`/api/admin/deletion-requests/${id}/reject`, { reason })).json().code).toBe(
        "DELETION_REQUEST_NOT_PENDING",
      );
      expect((await admin.post(`/api/admin/deletion-requests/${randomUUID()}/complete`)).statusCode).toBe(
        404,
      );
    });

    it("completes: deletes the account and its personal data, files included, in one go", async () => {
      const me = await memberWithData("swimmer", "Sorina");
      const other = await memberWithData("swimmer", "Vlad");
      for (const file of me.files) expect(existsSync(file)).toBe(true);
      const id = (await me.agent.post("/api/users/me/deletion-request", { reason: "Nu mai înot" })).json().id;

      const res = await admin.post(`/api/admin/deletion-requests/${id}/complete`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, status: "completed", user: null, reason: null });

      const count = async (table: string, where: ReturnType<typeof sql>) => {
        const result = (await t.db.execute(
          sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
        )) as unknown as { rows: { n: number }[] };
        return Number(result.rows[0]!.n);
      };
      const uid = me.user.id;
      expect(await count("users", sql`id = ${uid}`)).toBe(0);
      expect(await count("sessions", sql`user_id = ${uid}`)).toBe(0);
      expect(await count("notifications", sql`user_id = ${uid}`)).toBe(0);
      expect(await count("chat_messages", sql`sender_id = ${uid} or text like '%Sorina%'`)).toBe(0);
      expect(await count("group_members", sql`user_id = ${uid}`)).toBe(0);
      expect(await count("consents", sql`full_name like 'Sorina%'`)).toBe(0);
      expect(await count("students", sql`id = ${me.student.id}`)).toBe(0);
      expect(await count("login_attempts", sql`username = ${me.user.username}`)).toBe(0);
      expect(await count("notifications", sql`params::text like '%Sorina%'`)).toBe(0);
      for (const file of me.files) expect(existsSync(file)).toBe(false);
      const [request] = await t.db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
      expect(request).toMatchObject({
        status: "completed",
        userId: null,
        reason: null,
        decidedBy: adminUser.id,
      });

      // The other member keeps everything.
      expect(await count("users", sql`id = ${other.user.id}`)).toBe(1);
      expect(await count("chat_messages", sql`sender_id = ${other.user.id}`)).toBe(1);
      expect(await count("consents", sql`full_name like 'Vlad%'`)).toBe(2);
      for (const file of other.files) expect(existsSync(file)).toBe(true);

      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "deletion.complete"));
      expect(entry).toMatchObject({ targetType: "account", targetId: uid, actorName: "Radu Admin" });
      expect(entry!.detail).toMatchObject({ requestId: id, registrations: 1, consents: 2, chatMessages: 1 });
      expect(JSON.stringify(entry)).not.toMatch(/Sorina|Țăranu|example\.test/);

      const done = (await listMail(t.db)).filter((m) => m.to === me.user.email);
      expect(done.map((m) => m.subject)).toEqual(["Contul și datele dumneavoastră au fost șterse"]);

      expect((await me.agent.get("/api/users/me")).statusCode).toBe(401);
      const again = await new TestAgent(t.app).post("/api/auth/login", {
        username: me.user.username,
        password: me.user.password,
      });
      expect(again.statusCode).toBe(401);
      expect(
        (await admin.get("/api/admin/deletion-requests?status=completed")).json().items[0],
      ).toMatchObject({
        id,
        user: null,
      });
    });

    it("keeps everything, files included, when the deletion fails midway", async () => {
      const me = await memberWithData("swimmer", "Gelu");
      const id = (await me.agent.post("/api/users/me/deletion-request", {})).json().id;
      // A request row pointing at the person, created by a trigger-free trick: a foreign row that blocks the delete.
      await t.db.execute(sql`create table if not exists blocker (user_id uuid references users(id))`);
      await t.db.execute(sql`insert into blocker values (${me.user.id})`);
      const res = await admin.post(`/api/admin/deletion-requests/${id}/complete`);
      expect(res.statusCode).toBe(500);
      await t.db.execute(sql`drop table blocker`);
      for (const file of me.files) expect(existsSync(file)).toBe(true);
      const [student] = await t.db.select().from(students).where(eq(students.id, me.student.id));
      expect(student).toBeDefined();
      const [request] = await t.db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
      expect(request).toMatchObject({ status: "pending", userId: me.user.id });
      expect((await me.agent.get("/api/users/me")).statusCode).toBe(200);
    });

    it("refuses an admin's own account and the last active admin, with translated errors", async () => {
      const ownId = (await admin.post("/api/users/me/deletion-request", {})).json().id;
      const own = await admin.post(`/api/admin/deletion-requests/${ownId}/complete`);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({
        code: "DELETION_SELF",
        message: "Nu vă puteți șterge propriul cont din această listă.",
      });
      // Acting as someone who is not an active admin of the club (e.g. a demoted admin's stale session): the
      // only active admin's account must stay.
      const outsider = { id: randomUUID(), firstName: "Fost", lastName: "Admin" };
      await expect(completeDeletionRequest(t.ctx, outsider, ownId)).rejects.toMatchObject({
        code: "DELETION_LAST_ADMIN",
      });
      expect((await admin.get("/api/users/me")).statusCode).toBe(200);
    });
  });
});
