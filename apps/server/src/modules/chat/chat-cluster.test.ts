import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import {
  CHAT_RECEIPT_MESSAGE_HEADER,
  type TChatEvent,
  type TChatMessage,
} from "@bazin/shared/contracts/chat";
import type { IFrame } from "@stomp/stompjs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TestAgent, type TestContext } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { connectStomp, type TestStomp } from "../../../test/stomp.ts";
import { buildApp } from "../../app.ts";
import { createSessionCache } from "../auth/session-cache.ts";
import { findClubRoom, insertMessageOnce } from "./repository.ts";
import { ensureClubRoom } from "./rooms.ts";

/*
 * Issue 4: two instances on one database and one Redis. A swimmer's client is on instance A, a coach writes
 * on instance B. A stops; while the swimmer's client moves to B, the coach writes again: nothing is lost,
 * because every message is stored before it is broadcast and the client asks for what came after the last
 * message it has (what the chat screen does after reconnecting). Runs when TEST_REDIS_URL is set.
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("chat across two instances (Redis)", () => {
  let context: TestContext;
  const urls: string[] = [];
  const clients: TestStomp[] = [];
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let swimmer: TestUser;
  let coach: TestUser;
  let roomId: string;

  async function startInstance(background: boolean) {
    const app = await buildApp({
      ctx: { ...context.ctx, sessionCache: createSessionCache(context.ctx.config) },
      background,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    return app;
  }

  async function connectAs(user: TestUser, url: string, failover: string[] = []) {
    const session = (await loginAs(new TestAgent(instanceB), user)).headers["x-session-id"] as string;
    const client = connectStomp(url, { sessionId: session, reconnectDelay: 50, failover });
    clients.push(client);
    await client.connected;
    return { client, session };
  }

  function sendAs(client: TestStomp, text: string, receipt: string) {
    const confirmed = new Promise<void>((resolve) => client.client.watchForReceipt(receipt, () => resolve()));
    client.client.publish({
      destination: `/app/chat.${roomId}`,
      body: JSON.stringify({ text }),
      headers: { receipt },
    });
    return confirmed;
  }

  function texts(frames: { body: string }[]) {
    return frames
      .map((f) => JSON.parse(f.body) as TChatEvent)
      .flatMap((e) => (e.type === "message" ? [e.message.text] : []));
  }

  beforeAll(async () => {
    context = await createTestContext({
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `test-${randomBytes(6).toString("hex")}`,
    });
    await ensureClubRoom(context.ctx.db, context.ctx.clock.now());
    roomId = (await findClubRoom(context.ctx.db))!.id;
    instanceA = await startInstance(true);
    instanceB = await startInstance(false);
    swimmer = await createUser(context.ctx.db, { role: "swimmer" });
    coach = await createUser(context.ctx.db, { role: "coach" });
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await instanceB?.close();
    await instanceA?.close().catch(() => undefined);
    await context?.dispose();
  });

  it("a message stored but never broadcast reaches the other instance's clients when its sender repeats it", async () => {
    const reader = await connectAs(swimmer, urls[0] as string);
    const writer = await connectAs(coach, urls[1] as string);
    const live = await reader.client.subscribe(`/topic/chat.${roomId}`);
    const key = randomUUID();
    // What an instance killed between the insert and the broadcast leaves: the row only.
    const { row } = await insertMessageOnce(context.ctx.db, {
      roomId,
      senderId: coach.id,
      senderRole: "coach",
      text: "Piscina e închisă azi",
      createdAt: new Date(),
      clientKey: key,
    });
    // The coach's app got no receipt and sends it again, with its key, now through B.
    const receipt = new Promise<IFrame>((resolve) => writer.client.client.watchForReceipt("k1", resolve));
    writer.client.client.publish({
      destination: `/app/chat.${roomId}`,
      body: JSON.stringify({ text: "Piscina e închisă azi", key }),
      headers: { receipt: "k1" },
    });
    const stored = JSON.parse((await receipt).headers[CHAT_RECEIPT_MESSAGE_HEADER] ?? "null") as TChatMessage;
    expect(stored.id).toBe(row.id);
    // A's client, which never reconnected, gets it once, through Redis; a later message shows nothing else came.
    await sendAs(writer.client, "Ne vedem mâine", "k2");
    await reader.client.waitFor(live, 2);
    expect(texts(live)).toEqual(["Piscina e închisă azi", "Ne vedem mâine"]);
    await Promise.all([reader.client.stop(), writer.client.stop()]);
  });

  it("a client moved from a stopped instance to the other loses no message", async () => {
    const reader = await connectAs(swimmer, urls[0] as string, [urls[1] as string]);
    const writer = await connectAs(coach, urls[1] as string);
    const live = await reader.client.subscribe(`/topic/chat.${roomId}`);

    // Written on B, read on A: through Redis.
    await sendAs(writer.client, "Bună seara, ne vedem la 18:30", "r1");
    await reader.client.waitFor(live, 1);
    const lastSeen = (JSON.parse(live[0]?.body ?? "") as { message: TChatMessage }).message;

    // A stops; before the reader is back (on B), the coach writes twice more.
    await instanceA.close();
    await sendAs(writer.client, "Aduceți ochelarii", "r2");
    await sendAs(writer.client, "Și casca", "r3");
    await reader.client.whenConnected(2);
    const afterMove = await reader.client.subscribe(`/topic/chat.${roomId}`);

    // What the chat screen does after reconnecting: ask B for what came after the last message it has.
    const agent = new TestAgent(instanceB);
    agent.cookies.set("SESSION", reader.session);
    const missed = await agent.get(`/api/chat/rooms/${roomId}/messages?after=${lastSeen.id}`);
    expect(missed.statusCode, missed.body).toBe(200);
    expect((missed.json().messages as TChatMessage[]).map((m) => m.text)).toEqual([
      "Aduceți ochelarii",
      "Și casca",
    ]);

    // And live delivery goes on from B.
    await sendAs(writer.client, "Gata, pornim", "r4");
    await reader.client.waitFor(afterMove, 1);
    expect(texts(afterMove)).toEqual(["Gata, pornim"]);
  });
});
