import { createServer } from "node:net";
import { NOTIFICATIONS_DESTINATION } from "@bazin/shared/contracts/notifications";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { mailOutbox } from "../../db/schema/system.ts";
import { inTransaction } from "../../db/transaction.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import {
  notifyAnnouncement,
  notifyNewMessage,
  notifySessionFeedback,
  notifyTrainingScheduled,
} from "./producers.ts";

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("notification producers", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestUser;
  let swimmer: TestUser;
  let member: TestUser;
  let inactive: TestUser;
  beforeAll(async () => {
    // Mail goes to an SMTP port nobody listens on, so every try fails.
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Radu", lastName: "Ionescu" });
    swimmer = await createUser(t.db, { role: "swimmer" });
    member = await createUser(t.db, { role: "user" });
    inactive = await createUser(t.db, { role: "swimmer", active: false });
  });
  afterAll(() => t.close());

  const rowsOf = (type: string) => t.db.select().from(notifications).where(eq(notifications.type, type));

  /** The bell's list of one user, in a language, with only the notifications of `type`. */
  async function listOf(user: TestUser, lang: "ro" | "en", type: string) {
    const agent = new TestAgent(t.app);
    agent.lang = lang;
    await signInDirectly(agent, t.db, user, t.clock.now());
    const list = (await agent.get("/api/notifications")).json().notifications as {
      type: string;
      title: string;
      message: string;
      actionUrl: string | null;
    }[];
    return list.filter((n) => n.type === type);
  }

  it("ANNOUNCEMENT: every active member but the author, once per announcement, linking to the events page", async () => {
    const announcement = { id: crypto.randomUUID(), title: "Cupa de iarnă", authorId: coach.id };
    await inTransaction(t.db, (tx) => notifyAnnouncement(t.app.ctx, tx, announcement));
    await inTransaction(t.db, (tx) => notifyAnnouncement(t.app.ctx, tx, announcement));
    const rows = await rowsOf("ANNOUNCEMENT");
    expect(rows.map((r) => r.userId).sort()).toEqual([admin.id, swimmer.id, member.id].sort());
    expect(rows.map((r) => r.userId)).not.toContain(inactive.id);
    expect(rows.every((r) => r.actionUrl === "/evenimente")).toBe(true);
    const [ro] = await listOf(member, "ro", "ANNOUNCEMENT");
    expect(ro).toMatchObject({ title: "Anunț nou", message: "„Cupa de iarnă” a fost publicat." });
    const [en] = await listOf(member, "en", "ANNOUNCEMENT");
    expect(en).toMatchObject({ title: "New announcement", message: "“Cupa de iarnă” has been published." });
  });

  it("TRAINING_SCHEDULED: the given swimmers, with the session's day and time", async () => {
    await inTransaction(t.db, (tx) =>
      notifyTrainingScheduled(t.app.ctx, tx, {
        userIds: [swimmer.id],
        sessionId: crypto.randomUUID(),
        date: "2026-11-25",
        time: "17:30",
        actionUrl: "/swimmer/sessions",
      }),
    );
    expect((await rowsOf("TRAINING_SCHEDULED")).map((r) => r.userId)).toEqual([swimmer.id]);
    const [ro] = await listOf(swimmer, "ro", "TRAINING_SCHEDULED");
    expect(ro).toMatchObject({
      type: "TRAINING_SCHEDULED",
      title: "Antrenament programat",
      message: "Aveți un antrenament nou pe 25 noiembrie 2026, la ora 17:30.",
      actionUrl: "/swimmer/sessions",
    });
    const [en] = await listOf(swimmer, "en", "TRAINING_SCHEDULED");
    expect(en!.message).toBe("You have a new training session on 25 November 2026 at 17:30.");
  });

  it("SESSION_FEEDBACK: the given swimmers, naming the coach", async () => {
    await inTransaction(t.db, (tx) =>
      notifySessionFeedback(t.app.ctx, tx, {
        userIds: [swimmer.id],
        sessionId: crypto.randomUUID(),
        date: "2026-11-20",
        coachName: "Radu Ionescu",
        actionUrl: "/swimmer/sessions",
      }),
    );
    const [en] = await listOf(swimmer, "en", "SESSION_FEEDBACK");
    expect(en).toMatchObject({
      type: "SESSION_FEEDBACK",
      title: "New feedback",
      message: "Radu Ionescu left you feedback on the session of 20 November 2026.",
    });
  });

  it("NEW_MESSAGE: each recipient gets a link to the room on their own role's chat page", async () => {
    const roomId = crypto.randomUUID();
    await inTransaction(t.db, (tx) =>
      notifyNewMessage(t.app.ctx, tx, {
        userIds: [admin.id, swimmer.id, member.id],
        roomId,
        senderName: "Radu Ionescu",
      }),
    );
    const rows = await rowsOf("NEW_MESSAGE");
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.actionUrl]))).toEqual({
      [admin.id]: `/admin/chat?room=${roomId}`,
      [swimmer.id]: `/swimmer/chat?room=${roomId}`,
      [member.id]: `/account/chat?room=${roomId}`,
    });
    const [ro] = await listOf(swimmer, "ro", "NEW_MESSAGE");
    expect(ro).toMatchObject({ title: "Mesaj nou", message: "Radu Ionescu v-a scris în chat." });
  });

  it("NEW_MESSAGE: one unread notification per room and person, however many messages arrive", async () => {
    const roomId = crypto.randomUUID();
    const send = () =>
      inTransaction(t.db, (tx) =>
        notifyNewMessage(t.app.ctx, tx, { userIds: [coach.id], roomId, senderName: "Ana" }),
      );
    expect(await send()).toHaveLength(1);
    expect(await send()).toEqual([]);
    const inRoom = and(eq(notifications.userId, coach.id), eq(notifications.type, "NEW_MESSAGE"));
    await t.db.update(notifications).set({ read: true }).where(inRoom);
    // Once read, the next message is news again.
    expect(await send()).toHaveLength(1);
    // Another room is news too.
    expect(
      await inTransaction(t.db, (tx) =>
        notifyNewMessage(t.app.ctx, tx, {
          userIds: [coach.id],
          roomId: crypto.randomUUID(),
          senderName: "Ana",
        }),
      ),
    ).toHaveLength(1);
  });

  it("SYSTEM_ALERT: admins hear, at once, of a mail given up on after its last try, and only then", async () => {
    const otherAdmin = await createUser(t.db, { role: "admin" });
    const pushed: unknown[] = [];
    const stop = t.app.ctx.realtime.subscribe(otherAdmin.id, NOTIFICATIONS_DESTINATION, (b) =>
      pushed.push(b),
    );
    const id = await enqueueMail(t.db, { to: "ana@example.test", subject: "Invitație", text: "…" });
    // A try that will be retried alerts nobody.
    await t.ctx.mail.flush();
    expect(await rowsOf("SYSTEM_ALERT")).toEqual([]);
    // The tenth (last) try.
    await t.db
      .update(mailOutbox)
      .set({ attempts: 9, nextAttemptAt: t.clock.now() })
      .where(eq(mailOutbox.id, id));
    await t.ctx.mail.flush();
    stop();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(mail).toMatchObject({ status: "failed", attempts: 10 });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.type, "SYSTEM_ALERT"), inArray(notifications.userId, [admin.id, otherAdmin.id])),
      );
    expect(rows).toHaveLength(2);
    expect(pushed).toEqual([{ id: rows.find((r) => r.userId === otherAdmin.id)!.id, type: "SYSTEM_ALERT" }]);
    expect((await rowsOf("SYSTEM_ALERT")).map((r) => r.userId).sort()).toEqual(
      [admin.id, otherAdmin.id].sort(),
    );
    const [en] = await listOf(otherAdmin, "en", "SYSTEM_ALERT");
    expect(en).toMatchObject({
      title: "Email not delivered",
      message: "The message “Invitație” to ana@example.test could not be delivered after 10 tries.",
      actionUrl: null,
    });
  });
});
