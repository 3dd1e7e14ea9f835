import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATIONS_DESTINATION,
  type TNotification,
} from "@bazin/shared/contracts/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notifyDocumentExpiring, notifyNewRegistration } from "./producers.ts";
import { type NotifyInput, notify } from "./service.ts";

const MINUTE = 60_000;

describe("notifications API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(role = "swimmer"): Promise<{ user: TestUser; agent: TestAgent }> {
    const user = await createUser(t.db, { role });
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, user, t.clock.now());
    return { user, agent };
  }

  async function raise(userId: string, input: Partial<NotifyInput> = {}): Promise<string> {
    const [id] = await inTransaction(t.db, (tx) =>
      notify(t.app.ctx, tx, {
        userIds: [userId],
        type: "SYSTEM_ALERT",
        titleKey: "common:notifications.mailUndeliverable.title",
        messageKey: "common:notifications.mailUndeliverable.message",
        params: { to: "ana@example.test", subject: "Salut", attempts: 10 },
        ...input,
      }),
    );
    return id!;
  }

  async function list(agent: TestAgent) {
    const res = await agent.get("/api/notifications");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { notifications: TNotification[]; unreadCount: number };
  }

  it("lists the caller's own notifications, newest first, translated into the request's language", async () => {
    const { user, agent } = await signedIn("admin");
    const { user: other } = await signedIn("admin");
    await raise(other.id);
    const registered = crypto.randomUUID();
    const expiring = crypto.randomUUID();
    await inTransaction(t.db, (tx) =>
      notifyNewRegistration(t.app.ctx, tx, { id: registered, fullName: "Ion Popa", number: "R-1" }),
    );
    t.clock.advance(5 * MINUTE);
    await inTransaction(t.db, (tx) =>
      notifyDocumentExpiring(t.app.ctx, tx, {
        document: "certificate",
        studentId: expiring,
        fullName: "Maria Ene",
        endsOn: "2026-12-01",
      }),
    );

    agent.lang = "ro";
    const ro = await list(agent);
    expect(ro.unreadCount).toBe(2);
    expect(ro.notifications).toEqual([
      {
        id: expect.any(String),
        type: "DOCUMENT_EXPIRING",
        title: "Adeverință medicală aproape de expirare",
        message: "Maria Ene: adeverința medicală expiră la 1 decembrie 2026.",
        read: false,
        createdAt: t.clock.now().toISOString(),
        // Opens that student's details over the students list.
        actionUrl: `/admin/users?student=${expiring}`,
      },
      {
        id: expect.any(String),
        type: "NEW_REGISTRATION",
        title: "Înscriere nouă",
        message: "Ion Popa s-a înscris la cursuri (înscrierea nr. R-1).",
        read: false,
        createdAt: new Date(t.clock.now().getTime() - 5 * MINUTE).toISOString(),
        actionUrl: `/admin/users?student=${registered}`,
      },
    ]);

    agent.lang = "en";
    const en = await list(agent);
    expect(en.notifications.map((n) => [n.title, n.message])).toEqual([
      [
        "Medical certificate about to expire",
        "Maria Ene: the medical certificate expires on 1 December 2026.",
      ],
      ["New registration", "Ion Popa registered for the courses (registration no. R-1)."],
    ]);
    expect(en.notifications.map((n) => n.id)).toEqual(ro.notifications.map((n) => n.id));
    // Another admin's own notification is not in this admin's list.
    expect((await list(agent)).notifications).toHaveLength(2);
    expect(user.id).not.toBe(other.id);
  });

  it(`answers the newest ${NOTIFICATION_LIST_LIMIT}, while unreadCount counts every unread one`, async () => {
    const { user, agent } = await signedIn();
    const ids: string[] = [];
    for (let i = 0; i < NOTIFICATION_LIST_LIMIT + 3; i++) {
      ids.push(await raise(user.id));
      t.clock.advance(1000);
    }
    const body = await list(agent);
    expect(body.unreadCount).toBe(NOTIFICATION_LIST_LIMIT + 3);
    expect(body.notifications.map((n) => n.id)).toEqual(ids.slice(3).reverse());
  });

  it("marks one read: unreadCount drops, the item says read, the others stay unread", async () => {
    const { user, agent } = await signedIn("coach");
    const first = await raise(user.id);
    const second = await raise(user.id);
    const res = await agent.patch(`/api/notifications/${first}/read`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const body = await list(agent);
    expect(body.unreadCount).toBe(1);
    expect(Object.fromEntries(body.notifications.map((n) => [n.id, n.read]))).toEqual({
      [first]: true,
      [second]: false,
    });
    // Marking it again is harmless.
    expect((await agent.patch(`/api/notifications/${first}/read`)).statusCode).toBe(200);
  });

  it("marks all of the caller's notifications read, and only the caller's", async () => {
    const { user, agent } = await signedIn("user");
    const { user: other, agent: otherAgent } = await signedIn("user");
    await raise(user.id);
    await raise(user.id);
    await raise(other.id);
    const res = await agent.patch("/api/notifications/read-all");
    expect(res.statusCode, res.body).toBe(200);
    const body = await list(agent);
    expect(body.unreadCount).toBe(0);
    expect(body.notifications.every((n) => n.read)).toBe(true);
    expect((await list(otherAgent)).unreadCount).toBe(1);
  });

  it("deletes one notification of the caller's", async () => {
    const { user, agent } = await signedIn();
    const kept = await raise(user.id);
    const gone = await raise(user.id);
    const res = await agent.delete(`/api/notifications/${gone}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = await list(agent);
    expect(body.notifications.map((n) => n.id)).toEqual([kept]);
    expect(body.unreadCount).toBe(1);
    expect((await agent.delete(`/api/notifications/${gone}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's notification and leaves it as it was", async () => {
    const { agent } = await signedIn();
    const { user: owner, agent: ownerAgent } = await signedIn();
    const theirs = await raise(owner.id);
    agent.lang = "en";
    for (const res of [
      await agent.patch(`/api/notifications/${theirs}/read`),
      await agent.delete(`/api/notifications/${theirs}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: "NOTIFICATION_NOT_FOUND",
        message: "The notification was not found.",
      });
    }
    const body = await list(ownerAgent);
    expect(body.notifications).toMatchObject([{ id: theirs, read: false }]);
    expect((await agent.patch(`/api/notifications/${crypto.randomUUID()}/read`)).statusCode).toBe(404);
  });

  it("refuses changes without the anti-forgery header", async () => {
    const { user, agent } = await signedIn();
    const id = await raise(user.id);
    const calls = [
      agent.patch(`/api/notifications/${id}/read`, undefined, { "x-xsrf-token": "" }),
      agent.patch("/api/notifications/read-all", undefined, { "x-xsrf-token": "" }),
      agent.delete(`/api/notifications/${id}`, { "x-xsrf-token": "" }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("CSRF_INVALID");
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ read: false });
  });

  it("asks who is calling", async () => {
    const res = await new TestAgent(t.app).get("/api/notifications");
    expect(res.statusCode).toBe(401);
  });

  it("pushes a new notification to the recipient's live subscription, which then finds it in the list", async () => {
    const { user, agent } = await signedIn();
    const received: unknown[] = [];
    const stop = t.app.ctx.realtime.subscribe(user.id, NOTIFICATIONS_DESTINATION, (body) =>
      received.push(body),
    );
    try {
      const id = await raise(user.id, { type: "ANNOUNCEMENT" });
      expect(received).toEqual([{ id, type: "ANNOUNCEMENT" }]);
      expect((await list(agent)).notifications[0]).toMatchObject({ id, type: "ANNOUNCEMENT" });
    } finally {
      stop();
    }
  });

  it("tells the caller's other tabs and devices of each change, and nobody else", async () => {
    const { user, agent } = await signedIn();
    const { user: other } = await signedIn();
    const [first, second] = [await raise(user.id), await raise(user.id)];
    const mine: unknown[] = [];
    const theirs: unknown[] = [];
    const stops = [
      t.app.ctx.realtime.subscribe(user.id, NOTIFICATIONS_DESTINATION, (b) => mine.push(b)),
      t.app.ctx.realtime.subscribe(other.id, NOTIFICATIONS_DESTINATION, (b) => theirs.push(b)),
    ];
    try {
      await agent.patch(`/api/notifications/${first}/read`);
      await agent.delete(`/api/notifications/${first}`);
      await agent.patch("/api/notifications/read-all");
      // Nothing left unread: nothing changed, nothing to tell.
      await agent.patch("/api/notifications/read-all");
      expect(mine).toEqual([
        { id: first, type: "SYSTEM_ALERT", change: "read" },
        { id: first, type: "SYSTEM_ALERT", change: "deleted" },
        { id: "*", type: "*", change: "read" },
      ]);
      expect(theirs).toEqual([]);
      expect((await list(agent)).notifications).toMatchObject([{ id: second, read: true }]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
