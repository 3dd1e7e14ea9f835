import type { TChatEvent, TChatMessage, TChatRoom } from "@bazin/shared/contracts/chat";
import type { Role } from "@bazin/shared/domain/roles";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../../test/factories.ts";
import type { Db } from "../../db/client.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { notifications } from "../../db/schema/notifications.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import { toSessionUser } from "../users/presenter.ts";
import { findClubRoom, insertMessage } from "./repository.ts";
import { ensureClubRoom, ensureGroupRoom } from "./rooms.ts";

/** The hub's caller, as the session plugin makes it from the user's row. */
const sessionUser = (u: TestUser) => toSessionUser({ ...u, role: u.role as Role });

async function createGroup(db: Db, members: { user: TestUser; role: "swimmer" | "coach" }[]) {
  const [group] = await db
    .insert(groups)
    .values({ name: `Grupa ${Math.random().toString(36).slice(2, 8)}`, color: "#1c7ed6" })
    .returning();
  if (members.length)
    await db
      .insert(groupMembers)
      .values(members.map((m) => ({ groupId: group!.id, userId: m.user.id, role: m.role })));
  return { group: group!, room: await ensureGroupRoom(db, group!.id) };
}

/** What an AppError thrown through the hub carries. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { code: string; status: number } | null;
  return error && { code: error.code, status: error.status };
}

describe("chat", () => {
  let t: TestApp;
  let hub: RealtimeHub;
  let admin: TestUser;
  let coach: TestUser;
  let otherCoach: TestUser;
  let swimmer: TestUser;
  let otherSwimmer: TestUser;
  let member: TestUser;
  let clubRoomId: string;
  let groupRoomId: string;
  const agents = new Map<string, TestAgent>();

  async function agentOf(user: TestUser) {
    let agent = agents.get(user.id);
    if (!agent) {
      agent = new TestAgent(t.app);
      await signInDirectly(agent, t.db, user, t.clock.now());
      agents.set(user.id, agent);
    }
    return agent;
  }

  function send(user: TestUser, roomId: string, text: string) {
    return hub.handleSend(sessionUser(user), `/app/chat.${roomId}`, JSON.stringify({ text }));
  }

  async function history(user: TestUser, roomId: string, query = "") {
    const res = await (await agentOf(user)).get(`/api/chat/rooms/${roomId}/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { messages: TChatMessage[]; hasMore: boolean };
  }

  async function roomsOf(user: TestUser) {
    const res = await (await agentOf(user)).get("/api/chat/rooms");
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rooms as TChatRoom[];
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
    admin = await createUser(t.db, { role: "admin", firstName: "Andrei", lastName: "Popescu" });
    coach = await createUser(t.db, { role: "coach", firstName: "Elena", lastName: "Ionescu" });
    otherCoach = await createUser(t.db, { role: "coach" });
    swimmer = await createUser(t.db, { role: "swimmer", firstName: "Mihai", lastName: "Dumitrescu" });
    otherSwimmer = await createUser(t.db, { role: "swimmer" });
    member = await createUser(t.db, { role: "user" });
    await ensureClubRoom(t.db, t.clock.now());
    clubRoomId = (await findClubRoom(t.db))!.id;
    groupRoomId = (
      await createGroup(t.db, [
        { user: swimmer, role: "swimmer" },
        { user: coach, role: "coach" },
      ])
    ).room.id;
  });
  afterAll(() => t.close());

  describe("who may enter which room", () => {
    it("the club room: every member, whatever the role", async () => {
      for (const u of [admin, coach, swimmer, member]) {
        expect(await hub.maySubscribe(sessionUser(u), `/topic/chat.${clubRoomId}`)).toBe(true);
      }
    });

    it("a group room: its swimmers and coaches and every admin; nobody else", async () => {
      const topic = `/topic/chat.${groupRoomId}`;
      for (const u of [swimmer, coach, admin])
        expect(await hub.maySubscribe(sessionUser(u), topic)).toBe(true);
      for (const u of [otherSwimmer, otherCoach, member]) {
        expect(await hub.maySubscribe(sessionUser(u), topic)).toBe(false);
        expect(await refusal(send(u, groupRoomId, "salut"))).toEqual({
          code: "CHAT_NOT_MEMBER",
          status: 403,
        });
        const res = await (await agentOf(u)).get(`/api/chat/rooms/${groupRoomId}/messages`);
        expect([res.statusCode, res.json().code]).toEqual([403, "CHAT_NOT_MEMBER"]);
      }
    });

    it("a direct room: its two people only", async () => {
      const res = await (await agentOf(swimmer)).post("/api/chat/direct", { userId: coach.id });
      expect(res.statusCode, res.body).toBe(200);
      const room = res.json().room as TChatRoom;
      expect(room).toMatchObject({
        kind: "direct",
        name: "Elena Ionescu",
        peer: { id: coach.id, role: "coach" },
      });
      // The same pair has one room, whoever opens it.
      const again = await (await agentOf(coach)).post("/api/chat/direct", { userId: swimmer.id });
      expect(again.json().room).toMatchObject({ id: room.id, name: "Mihai Dumitrescu" });
      const topic = `/topic/chat.${room.id}`;
      expect(await hub.maySubscribe(sessionUser(swimmer), topic)).toBe(true);
      expect(await hub.maySubscribe(sessionUser(coach), topic)).toBe(true);
      for (const u of [admin, otherSwimmer, otherCoach]) {
        expect(await hub.maySubscribe(sessionUser(u), topic)).toBe(false);
        expect(await refusal(send(u, room.id, "x"))).toEqual({ code: "CHAT_NOT_MEMBER", status: 403 });
      }
    });

    it("direct conversations need a coach or admin on one side", async () => {
      for (const [a, b] of [
        [swimmer, otherSwimmer],
        [swimmer, member],
        [member, swimmer],
        [swimmer, swimmer],
      ] as const) {
        const res = await (await agentOf(a)).post("/api/chat/direct", { userId: b.id });
        expect([res.statusCode, res.json().code]).toEqual([403, "CHAT_DIRECT_NOT_ALLOWED"]);
      }
      for (const [a, b] of [
        [member, admin],
        [coach, otherSwimmer],
        [admin, member],
        [coach, otherCoach],
      ] as const) {
        expect((await (await agentOf(a)).post("/api/chat/direct", { userId: b.id })).statusCode).toBe(200);
      }
    });

    it("offers swimmers and members only coaches and admins to write to, and coaches everyone", async () => {
      const forSwimmer = (await (await agentOf(swimmer)).get("/api/chat/contacts")).json().contacts;
      expect(new Set(forSwimmer.map((c: { role: string }) => c.role))).toEqual(new Set(["admin", "coach"]));
      const forCoach = (await (await agentOf(coach)).get("/api/chat/contacts")).json().contacts;
      const ids = forCoach.map((c: { id: string }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, swimmer.id, member.id, otherCoach.id]));
      expect(ids).not.toContain(coach.id);
    });

    it("refuses unknown rooms and topics that name no room", async () => {
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(await hub.maySubscribe(sessionUser(admin), `/topic/chat.${unknown}`)).toBe(false);
      expect(await hub.maySubscribe(sessionUser(admin), "/topic/chat.not-a-room")).toBe(false);
      expect(await refusal(send(admin, unknown, "x"))).toEqual({ code: "CHAT_ROOM_NOT_FOUND", status: 404 });
      const res = await (await agentOf(admin)).get(`/api/chat/rooms/${unknown}/messages`);
      expect([res.statusCode, res.json().code]).toEqual([404, "CHAT_ROOM_NOT_FOUND"]);
    });

    it("lists each person's rooms: the club room, their groups' rooms, their direct rooms", async () => {
      const kinds = (rooms: TChatRoom[]) => rooms.map((r) => r.kind);
      const forSwimmer = await roomsOf(swimmer);
      expect(kinds(forSwimmer)).toEqual(["club", "group", "direct"]);
      expect(forSwimmer[0]!.name).toBeNull();
      expect(forSwimmer[1]!.name).toMatch(/^Grupa /);
      expect(kinds(await roomsOf(otherSwimmer))).toEqual(["club", "direct"]);
      expect(kinds(await roomsOf(admin))).toContain("group");
    });
  });

  describe("sending", () => {
    it("stores the message before it is broadcast, with the sender's role label", async () => {
      const found: Promise<unknown>[] = [];
      const events: TChatEvent[] = [];
      const stop = hub.subscribe(swimmer.id, `/topic/chat.${groupRoomId}`, (body) => {
        const event = body as TChatEvent;
        events.push(event);
        if (event.type === "message") {
          found.push(t.db.select().from(chatMessages).where(eq(chatMessages.id, event.message.id)));
        }
      });
      await send(coach, groupRoomId, "  Antrenament la 17:30  ");
      stop();
      expect(events).toEqual([
        {
          type: "message",
          message: expect.objectContaining({
            roomId: groupRoomId,
            text: "Antrenament la 17:30",
            senderRole: "coach",
            sender: { id: coach.id, name: "Elena Ionescu" },
          }),
        },
      ]);
      const [rows] = (await Promise.all(found)) as (typeof chatMessages.$inferSelect)[][];
      expect(rows).toHaveLength(1);
      expect(rows![0]).toMatchObject({ text: "Antrenament la 17:30", senderRole: "coach" });
    });

    it("accepts 5000 characters and refuses 5001 and empty text", async () => {
      await send(swimmer, clubRoomId, ` ${"a".repeat(5000)}\n`);
      expect((await history(swimmer, clubRoomId)).messages.at(-1)!.text).toHaveLength(5000);
      expect(await refusal(send(swimmer, clubRoomId, "a".repeat(5001)))).toEqual({
        code: "CHAT_MESSAGE_TOO_LONG",
        status: 400,
      });
      for (const text of ["", "   \n\t "]) {
        expect(await refusal(send(swimmer, clubRoomId, text))).toEqual({
          code: "CHAT_MESSAGE_EMPTY",
          status: 400,
        });
      }
      expect(
        await refusal(hub.handleSend(sessionUser(swimmer), `/app/chat.${clubRoomId}`, "not json")),
      ).toEqual({ code: "VALIDATION_ERROR", status: 400 });
    });

    it("stores and returns markup verbatim", async () => {
      const text = `<script>alert("x")</script> <b>bold</b> &amp; **not markdown**`;
      await send(member, clubRoomId, text);
      expect((await history(admin, clubRoomId)).messages.at(-1)).toMatchObject({ text, senderRole: "user" });
    });
  });

  describe("history", () => {
    let roomId: string;
    let ids: string[];
    beforeAll(async () => {
      const { room } = await createGroup(t.db, [{ user: swimmer, role: "swimmer" }]);
      roomId = room.id;
      ids = [];
      for (let i = 0; i < 120; i++) {
        const row = await insertMessage(t.db, {
          roomId,
          senderId: coach.id,
          senderRole: "coach",
          text: `m${i}`,
          createdAt: t.clock.now(),
        });
        ids.push(row.id);
      }
    });

    it("pages from the newest, oldest first within a page, then older pages by cursor", async () => {
      const first = await history(swimmer, roomId);
      expect(first.messages.map((m) => m.text)).toEqual(ids.slice(70).map((_, i) => `m${70 + i}`));
      expect(first.hasMore).toBe(true);
      const second = await history(swimmer, roomId, `?before=${first.messages[0]!.id}`);
      expect(second.messages.map((m) => m.id)).toEqual(ids.slice(20, 70));
      expect(second.hasMore).toBe(true);
      const third = await history(swimmer, roomId, `?before=${second.messages[0]!.id}`);
      expect(third.messages.map((m) => m.id)).toEqual(ids.slice(0, 20));
      expect(third.hasMore).toBe(false);
    });

    it("gives a reconnecting client what came after its last message", async () => {
      const after = await history(swimmer, roomId, `?after=${ids[99]}`);
      expect(after.messages.map((m) => m.id)).toEqual(ids.slice(100));
      expect(after.hasMore).toBe(false);
      const limited = await history(swimmer, roomId, `?after=${ids[99]}&limit=5`);
      expect(limited.messages.map((m) => m.id)).toEqual(ids.slice(100, 105));
      expect(limited.hasMore).toBe(true);
    });
  });

  describe("unread counts", () => {
    it("counts others' messages after the read marker, and marking read clears them", async () => {
      const { room } = await createGroup(t.db, [
        { user: otherSwimmer, role: "swimmer" },
        { user: otherCoach, role: "coach" },
      ]);
      const unreadOf = async (u: TestUser) => (await roomsOf(u)).find((r) => r.id === room.id)!;
      await send(otherCoach, room.id, "unu");
      await send(otherCoach, room.id, "doi");
      await send(otherSwimmer, room.id, "trei");
      expect(await unreadOf(otherSwimmer)).toMatchObject({
        unreadCount: 2,
        lastMessage: { text: "trei", senderName: `${otherSwimmer.firstName} ${otherSwimmer.lastName}` },
      });
      expect((await unreadOf(otherCoach)).unreadCount).toBe(1);
      const res = await (await agentOf(otherSwimmer)).post(`/api/chat/rooms/${room.id}/read`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await unreadOf(otherSwimmer)).unreadCount).toBe(0);
      await send(otherCoach, room.id, "patru");
      expect((await unreadOf(otherSwimmer)).unreadCount).toBe(1);
      const stranger = await (await agentOf(member)).post(`/api/chat/rooms/${room.id}/read`);
      expect([stranger.statusCode, stranger.json().code]).toEqual([403, "CHAT_NOT_MEMBER"]);
    });
  });

  describe("deleting", () => {
    it("lets admins only delete a message; it disappears and open screens are told", async () => {
      await send(swimmer, clubRoomId, "de șters");
      const target = (await history(admin, clubRoomId)).messages.at(-1)!;
      const events: unknown[] = [];
      const stop = hub.subscribe(member.id, `/topic/chat.${clubRoomId}`, (body) => events.push(body));
      for (const u of [swimmer, coach, member]) {
        const res = await (await agentOf(u)).delete(`/api/chat/messages/${target.id}`);
        expect(res.statusCode).toBe(403);
      }
      const res = await (await agentOf(admin)).delete(`/api/chat/messages/${target.id}`);
      expect(res.statusCode, res.body).toBe(200);
      stop();
      expect(events).toEqual([{ type: "deleted", id: target.id }]);
      const shown = (await history(swimmer, clubRoomId)).messages.map((m) => m.id);
      expect(shown).not.toContain(target.id);
      const twice = await (await agentOf(admin)).delete(`/api/chat/messages/${target.id}`);
      expect([twice.statusCode, twice.json().code]).toEqual([404, "CHAT_MESSAGE_NOT_FOUND"]);
    });
  });

  describe("NEW_MESSAGE", () => {
    it("tells members not looking at the room, once until they read it", async () => {
      const watcher = await createUser(t.db, { role: "swimmer" });
      const away = await createUser(t.db, { role: "swimmer" });
      const { room } = await createGroup(t.db, [
        { user: watcher, role: "swimmer" },
        { user: away, role: "swimmer" },
        { user: otherCoach, role: "coach" },
      ]);
      const stop = hub.subscribe(watcher.id, `/topic/chat.${room.id}`, () => {});
      const bell: unknown[] = [];
      const stopBell = hub.subscribe(away.id, "/user/queue/notifications", (body) => bell.push(body));
      await send(otherCoach, room.id, "Mâine nu avem antrenament");
      await send(otherCoach, room.id, "Ne vedem joi");
      const notes = await newMessageNotes(away, room.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        read: false,
        titleKey: "common:notifications.newMessage.title",
        messageKey: "common:notifications.newMessage.message",
        params: { roomId: room.id, sender: `${otherCoach.firstName} ${otherCoach.lastName}` },
        actionUrl: `/swimmer/chat?room=${room.id}`,
      });
      // The one notification reached the bell at once.
      expect(bell).toHaveLength(1);
      expect(await newMessageNotes(watcher, room.id)).toHaveLength(0);
      expect(await newMessageNotes(otherCoach, room.id)).toHaveLength(0);
      // Admins may read every group room, so they are told too, with a link into their own area.
      expect(await newMessageNotes(admin, room.id)).toMatchObject([
        {
          actionUrl: `/admin/chat?room=${room.id}`,
        },
      ]);

      // Reading the room reads its notification; the next message raises a new one.
      await (await agentOf(away)).post(`/api/chat/rooms/${room.id}/read`);
      expect((await newMessageNotes(away, room.id)).map((n) => n.read)).toEqual([true]);
      expect(bell).toHaveLength(2);
      await send(otherCoach, room.id, "Și vineri");
      expect((await newMessageNotes(away, room.id)).map((n) => n.read).sort()).toEqual([false, true]);
      stop();
      stopBell();
    });
  });
});
