import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import {
  CHAT_RECEIPT_MESSAGE_HEADER,
  type TChatEvent,
  type TChatMessage,
} from "@bazin/shared/contracts/chat";
import type { IFrame, IMessage } from "@stomp/stompjs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { connectStomp, type TestStomp } from "../../../test/stomp.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { insertMessageOnce } from "./repository.ts";
import { ensureGroupRoom } from "./rooms.ts";

/*
 * The chat through the real client stack (@stomp/stompjs over sockjs-client) and /ws-chat: what the web app
 * does, end to end on the server side.
 */

let t: TestApp;
let baseUrl: string;
let swimmer: TestUser;
let coach: TestUser;
let outsider: TestUser;
let roomId: string;
const clients: TestStomp[] = [];

async function connectAs(user: TestUser) {
  const res = await loginAs(new TestAgent(t.app), user);
  const client = connectStomp(baseUrl, {
    sessionId: res.headers["x-session-id"] as string,
    connectHeaders: { "accept-language": "en" },
  });
  clients.push(client);
  await client.connected;
  return client;
}

/** Publishes with a receipt; resolves with the RECEIPT once the server confirmed the SEND. */
function sendWithReceipt(client: TestStomp, destination: string, body: unknown, receipt: string) {
  const confirmed = new Promise<IFrame>((resolve) => client.client.watchForReceipt(receipt, resolve));
  client.client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
  return confirmed;
}

/** The stored message a chat SEND's RECEIPT carries. */
function receiptMessage(frame: IFrame): TChatMessage {
  return JSON.parse(frame.headers[CHAT_RECEIPT_MESSAGE_HEADER] ?? "null") as TChatMessage;
}

/** The messages of `message` events received, in order. */
function deliveredMessages(frames: IMessage[]): TChatMessage[] {
  return frames
    .map((f) => JSON.parse(f.body) as TChatEvent)
    .flatMap((e) => (e.type === "message" ? [e.message] : []));
}

/** What a screen shows of them: each message id once (use-room-messages.ts merges by id). */
function shownIds(frames: IMessage[]): string[] {
  return [...new Set(deliveredMessages(frames).map((m) => m.id))];
}

async function storedWithKey(key: string) {
  return t.db.select().from(chatMessages).where(eq(chatMessages.clientKey, key));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  swimmer = await createUser(t.db, { role: "swimmer", firstName: "Mihai", lastName: "Dumitrescu" });
  coach = await createUser(t.db, { role: "coach" });
  outsider = await createUser(t.db, { role: "swimmer" });
  const [group] = await t.db.insert(groups).values({ name: "Grupa A" }).returning();
  await t.db.insert(groupMembers).values([
    { groupId: group!.id, userId: swimmer.id, role: "swimmer" },
    { groupId: group!.id, userId: coach.id, role: "coach" },
  ]);
  roomId = (await ensureGroupRoom(t.db, group!.id)).id;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  await t?.close();
});

describe("chat over /ws-chat", () => {
  it("delivers a SEND to every subscriber of the room, and confirms it with a receipt", async () => {
    const [a, b] = [await connectAs(swimmer), await connectAs(coach)];
    const [toSwimmer, toCoach] = [
      await a.subscribe(`/topic/chat.${roomId}`),
      await b.subscribe(`/topic/chat.${roomId}`),
    ];
    await sendWithReceipt(a, `/app/chat.${roomId}`, { text: "Bună! 🏊 <b>x</b>" }, "send-1");
    await Promise.all([a.waitFor(toSwimmer, 1), b.waitFor(toCoach, 1)]);
    const event = JSON.parse(toCoach[0]!.body) as TChatEvent;
    expect(event).toMatchObject({
      type: "message",
      message: { text: "Bună! 🏊 <b>x</b>", senderRole: "swimmer", sender: { name: "Mihai Dumitrescu" } },
    });
    expect(JSON.parse(toSwimmer[0]!.body)).toEqual(event);
  });

  it("answers a message over the limit with a translated ERROR carrying the code and the receipt", async () => {
    const client = await connectAs(swimmer);
    const closed = client.closed();
    client.client.publish({
      destination: `/app/chat.${roomId}`,
      body: JSON.stringify({ text: "a".repeat(5001) }),
      headers: { receipt: "send-long" },
    });
    await closed;
    expect(client.errors[0]?.headers).toMatchObject({
      code: "CHAT_MESSAGE_TOO_LONG",
      message: "The message is too long (at most 5000 characters).",
      "receipt-id": "send-long",
    });
  });

  it("answers a NUL character in the text with the translated validation ERROR, not an internal error", async () => {
    const client = await connectAs(swimmer);
    const closed = client.closed();
    client.client.publish({
      destination: `/app/chat.${roomId}`,
      body: JSON.stringify({ text: "bu\u0000nă" }),
      headers: { receipt: "send-nul" },
    });
    await closed;
    expect(client.errors[0]?.headers).toMatchObject({
      code: "VALIDATION_ERROR",
      message:
        "The text contains a character that is not allowed (such as NUL or a broken character). Remove it and try again.",
      "receipt-id": "send-nul",
    });
  });

  it("stores a message once per key: a repeated SEND answers with the first and broadcasts it again", async () => {
    const [a, b] = [await connectAs(swimmer), await connectAs(coach)];
    const [toSwimmer, toCoach] = [
      await a.subscribe(`/topic/chat.${roomId}`),
      await b.subscribe(`/topic/chat.${roomId}`),
    ];
    const key = randomUUID();
    const first = receiptMessage(
      await sendWithReceipt(a, `/app/chat.${roomId}`, { text: "Ajung la 18", key }, "key-1"),
    );
    expect(first).toMatchObject({ text: "Ajung la 18", roomId, sender: { id: swimmer.id } });
    // The same SEND again, as after a receipt that never came.
    const again = receiptMessage(
      await sendWithReceipt(a, `/app/chat.${roomId}`, { text: "Ajung la 18", key }, "key-2"),
    );
    expect(again).toEqual(first);
    expect(await storedWithKey(key)).toHaveLength(1);

    // Both broadcasts carry the one stored message; each screen shows it once.
    await Promise.all([a.waitFor(toSwimmer, 2), b.waitFor(toCoach, 2)]);
    for (const frames of [toSwimmer, toCoach]) {
      expect(deliveredMessages(frames)).toEqual([first, first]);
      expect(shownIds(frames)).toEqual([first.id]);
    }
  });

  it("a message stored but never broadcast (its instance died in between) reaches the room on the repeat", async () => {
    const key = randomUUID();
    // What the dead instance left: the row, and no broadcast, no receipt.
    const { row } = await insertMessageOnce(t.db, {
      roomId,
      senderId: swimmer.id,
      senderRole: "swimmer",
      text: "Am uitat casca",
      createdAt: new Date(),
      clientKey: key,
    });
    const [a, b] = [await connectAs(swimmer), await connectAs(coach)];
    const toCoach = await b.subscribe(`/topic/chat.${roomId}`);
    const receipt = await sendWithReceipt(a, `/app/chat.${roomId}`, { text: "Am uitat casca", key }, "key-3");
    expect(receiptMessage(receipt).id).toBe(row.id);
    await b.waitFor(toCoach, 1);
    // A later message proves nothing else was on its way before it.
    await sendWithReceipt(a, `/app/chat.${roomId}`, { text: "Și ochelarii" }, "key-4");
    await b.waitFor(toCoach, 2);
    expect(deliveredMessages(toCoach).map((m) => [m.id, m.text])).toEqual([
      [row.id, "Am uitat casca"],
      [expect.any(String), "Și ochelarii"],
    ]);
    expect(await storedWithKey(key)).toHaveLength(1);
  });

  it("answers a key that is not a UUID with the translated validation ERROR, storing nothing", async () => {
    const client = await connectAs(swimmer);
    const closed = client.closed();
    client.client.publish({
      destination: `/app/chat.${roomId}`,
      body: JSON.stringify({ text: "cheie greșită", key: "not-a-uuid" }),
      headers: { receipt: "send-bad-key" },
    });
    await closed;
    expect(client.errors[0]?.headers).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "The data sent is not valid. Check the highlighted fields.",
      "receipt-id": "send-bad-key",
    });
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.text, "cheie greșită"));
    expect(stored).toHaveLength(0);
  });

  it("refuses a SUBSCRIBE and a SEND to a room the user is not in", async () => {
    const watcher = await connectAs(outsider);
    const closed = watcher.closed();
    watcher.client.subscribe(`/topic/chat.${roomId}`, () => {});
    await closed;
    expect(watcher.errors[0]?.headers.code).toBe("FORBIDDEN");

    const sender = await connectAs(outsider);
    const senderClosed = sender.closed();
    sender.client.publish({ destination: `/app/chat.${roomId}`, body: JSON.stringify({ text: "salut" }) });
    await senderClosed;
    expect(sender.errors[0]?.headers).toMatchObject({
      code: "CHAT_NOT_MEMBER",
      message: "You are not part of this conversation.",
    });
  });
});
