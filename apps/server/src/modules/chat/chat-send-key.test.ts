import { randomUUID } from "node:crypto";
import {
  CHAT_RECEIPT_MESSAGE_HEADER,
  type TChatEvent,
  type TChatMessage,
} from "@bazin/shared/contracts/chat";
import type { Role } from "@bazin/shared/domain/roles";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { notifications } from "../../db/schema/notifications.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import { toSessionUser } from "../users/presenter.ts";
import { insertMessageOnce, markRead } from "./repository.ts";
import { ensureGroupRoom } from "./rooms.ts";

/*
 * The SEND's key (ZChatMessageKey) beyond the happy path, through the hub as the broker calls it: a key of
 * another room, a repeat of a message deleted since, and who a repeat tells (NEW_MESSAGE). chat-stomp.test.ts
 * plays the repeat itself over the real client stack.
 */

/** The hub's caller, as the session plugin makes it from the user's row. */
const sessionUser = (u: TestUser) => toSessionUser({ ...u, role: u.role as Role });

describe("chat SEND key", () => {
  let t: TestApp;
  let hub: RealtimeHub;
  let admin: TestUser;
  let coach: TestUser;
  let swimmer: TestUser;

  async function newRoom(members: TestUser[]) {
    const [group] = await t.db
      .insert(groups)
      .values({ name: `Grupa ${randomUUID().slice(0, 8)}` })
      .returning();
    await t.db
      .insert(groupMembers)
      .values(
        members.map((u) => ({ groupId: group!.id, userId: u.id, role: u.role as "swimmer" | "coach" })),
      );
    return (await ensureGroupRoom(t.db, group!.id)).id;
  }

  async function send(user: TestUser, roomId: string, body: { text: string; key?: string }) {
    const headers = await hub.handleSend(sessionUser(user), `/app/chat.${roomId}`, JSON.stringify(body));
    return JSON.parse(headers[CHAT_RECEIPT_MESSAGE_HEADER] ?? "null") as TChatMessage;
  }

  /** Every event the room's topic carries while `run` runs. */
  async function broadcastsDuring(roomId: string, run: () => Promise<unknown>) {
    const events: TChatEvent[] = [];
    const stop = hub.subscribe(admin.id, `/topic/chat.${roomId}`, (body) => events.push(body as TChatEvent));
    try {
      await run();
    } finally {
      stop();
    }
    return events;
  }

  async function newMessageNotes(user: TestUser, roomId: string) {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, "NEW_MESSAGE")));
    return rows.filter((n) => n.params.roomId === roomId);
  }

  beforeAll(async () => {
    t = await createTestApp();
    hub = t.app.ctx.realtime;
    admin = await createUser(t.db, { role: "admin" });
    coach = await createUser(t.db, { role: "coach" });
    swimmer = await createUser(t.db, { role: "swimmer" });
  });
  afterAll(() => t?.close());

  it("refuses a key already used for a message of another room, storing nothing there", async () => {
    const [roomA, roomB] = [await newRoom([swimmer, coach]), await newRoom([swimmer, coach])];
    const key = randomUUID();
    await send(swimmer, roomA, { text: "în A", key });
    const refused = await send(swimmer, roomB, { text: "în B", key }).then(
      () => null,
      (e: { code: string; status: number }) => ({ code: e.code, status: e.status }),
    );
    expect(refused).toEqual({ code: "CHAT_MESSAGE_KEY_REUSED", status: 409 });
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomB))).toHaveLength(0);
  });

  it("lets two people use the same key: it is unique per sender", async () => {
    const roomId = await newRoom([swimmer, coach]);
    const key = randomUUID();
    const [mine, theirs] = [
      await send(swimmer, roomId, { text: "a mea", key }),
      await send(coach, roomId, { text: "a lui", key }),
    ];
    expect(mine.id).not.toBe(theirs.id);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.clientKey, key))).toHaveLength(2);
  });

  it("does not broadcast again a message an admin deleted since; the receipt still names it", async () => {
    const roomId = await newRoom([swimmer, coach]);
    const key = randomUUID();
    const first = await send(swimmer, roomId, { text: "de șters", key });
    const agent = new TestAgent(t.app);
    await signInDirectly(agent, t.db, admin, t.clock.now());
    expect((await agent.delete(`/api/chat/messages/${first.id}`)).statusCode).toBe(200);
    let again: TChatMessage | undefined;
    const events = await broadcastsDuring(roomId, async () => {
      again = await send(swimmer, roomId, { text: "de șters", key });
    });
    expect(again?.id).toBe(first.id);
    expect(events).toEqual([]);
  });

  it("a repeat tells the members the first SEND did not reach, not those who read past the message", async () => {
    const away = await createUser(t.db, { role: "swimmer" });
    const reader = await createUser(t.db, { role: "swimmer" });
    const roomId = await newRoom([coach, away, reader]);
    const key = randomUUID();
    // The first SEND stored the message and its instance died before broadcasting or telling anyone.
    const { row } = await insertMessageOnce(t.db, {
      roomId,
      senderId: coach.id,
      senderRole: "coach",
      text: "Antrenamentul se mută la 19",
      createdAt: t.clock.now(),
      clientKey: key,
    });
    // One member opened the room since (a reload shows stored messages) and read it.
    await markRead(t.db, reader.id, roomId, t.clock.now());

    const events = await broadcastsDuring(roomId, () =>
      send(coach, roomId, { text: "Antrenamentul se mută la 19", key }),
    );
    expect(events).toEqual([{ type: "message", message: expect.objectContaining({ id: row.id }) }]);
    expect(await newMessageNotes(away, roomId)).toHaveLength(1);
    expect(await newMessageNotes(reader, roomId)).toHaveLength(0);
  });
});
