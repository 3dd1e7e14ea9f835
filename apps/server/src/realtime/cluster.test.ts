import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TestAgent, type TestContext } from "../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../test/factories.ts";
import { connectStomp, type TestStomp } from "../../test/stomp.ts";
import { buildApp } from "../app.ts";
import { createSessionCache } from "../modules/auth/session-cache.ts";

/*
 * Two server instances on one database and one Redis, as behind a load balancer, each listening on loopback
 * with its own Redis hub built by buildApp from REDIS_URL. Runs when TEST_REDIS_URL is set; on PostgreSQL too
 * when TEST_DATABASE_URL is.
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("real time across two instances (Redis)", () => {
  let context: TestContext;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const clients: TestStomp[] = [];
  let swimmer: TestUser;
  let token: string;

  async function startInstance(background: boolean) {
    const app = await buildApp({
      ctx: { ...context.ctx, sessionCache: createSessionCache(context.ctx.config) },
      background,
    });
    // What a feature registers at start-up on every instance: who may watch a topic (one of this test's own,
    // so the chat's membership rule for /topic/chat.* does not answer instead).
    app.ctx.realtime.allowSubscribe("/topic/cluster-test.", () => true);
    await app.listen({ host: "127.0.0.1", port: 0 });
    apps.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    return app;
  }

  beforeAll(async () => {
    context = await createTestContext({
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `test-${randomBytes(6).toString("hex")}`,
    });
    await startInstance(true);
    await startInstance(false);
    swimmer = await createUser(context.ctx.db);
    token = (await loginAs(new TestAgent(apps[0] as FastifyInstance), swimmer)).headers[
      "x-session-id"
    ] as string;
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    for (const app of apps) await app.close();
    await context?.dispose();
  });

  it("delivers what instance A sends to a client connected to instance B", async () => {
    const [a] = apps as [FastifyInstance, FastifyInstance];
    const client = connectStomp(urls[1] as string, { sessionCookie: token });
    clients.push(client);
    await client.connected;
    const queue = await client.subscribe("/user/queue/notifications");
    const room = await client.subscribe("/topic/cluster-test.club");
    expect(await a.ctx.realtime.watchers("/topic/cluster-test.club")).toEqual(new Set([swimmer.id]));

    await a.ctx.realtime.sendToUser(swimmer.id, "/user/queue/notifications", { title: "De pe A" });
    for (let i = 0; i < 20; i++) await a.ctx.realtime.publish("/topic/cluster-test.club", { i });
    await client.waitFor(queue, 1);
    await client.waitFor(room, 20);
    expect(JSON.parse(queue[0]?.body ?? "")).toEqual({ title: "De pe A" });
    expect(room.map((m) => JSON.parse(m.body).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    await client.stop();
  });

  it("a client of an instance that stops reconnects to the other and keeps receiving", async () => {
    const standby = await startInstance(false);
    const [a] = apps as [FastifyInstance];
    const client = connectStomp(urls[0] as string, {
      sessionCookie: token,
      reconnectDelay: 50,
      failover: [urls.at(-1) as string],
    });
    clients.push(client);
    await client.connected;
    const before = await client.subscribe("/user/queue/notifications");
    await standby.ctx.realtime.sendToUser(swimmer.id, "/user/queue/notifications", { n: 1 });
    await client.waitFor(before, 1);

    await a.close();
    apps.splice(0, 1);
    await client.whenConnected(2);
    const after = await client.subscribe("/user/queue/notifications");
    expect(await standby.ctx.realtime.watchers("/user/queue/notifications")).toEqual(new Set([swimmer.id]));
    await standby.ctx.realtime.sendToUser(swimmer.id, "/user/queue/notifications", { n: 2 });
    await client.waitFor(after, 1);
    expect(JSON.parse(after[0]?.body ?? "")).toEqual({ n: 2 });
  });
});
