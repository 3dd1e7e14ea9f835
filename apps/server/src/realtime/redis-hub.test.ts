import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { createRedisHub, type RedisHub } from "./redis-hub.ts";

/*
 * Two hubs on one Redis play two server instances. These run when TEST_REDIS_URL is set (CI and
 * scripts/test-unit.sh set it when a local Redis answers); without Redis, only the connection-loss test runs.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const hubs: RedisHub[] = [];
const logs: string[] = [];
const log = {
  info: (_: object, msg: string) => logs.push(msg),
  warn: (_: object, msg: string) => logs.push(msg),
};

async function instance(namespace: string, now?: () => number) {
  const hub = createRedisHub({ url: redisUrl as string, namespace, log, now });
  hubs.push(hub);
  await hub.ready;
  return hub;
}

function collector() {
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  return {
    received,
    listener: (body: unknown) => {
      received.push(body);
      for (const done of waiters.splice(0)) done();
    },
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((h) => h.close()));
});

describe.skipIf(!redisUrl)("Redis hub across instances", () => {
  const ns = () => `test-${randomBytes(6).toString("hex")}`;

  it("delivers a user's queue and topics published on another instance, in order", async () => {
    const namespace = ns();
    const a = await instance(namespace);
    const b = await instance(namespace);
    const queue = collector();
    const topic = collector();
    const otherUser = collector();
    b.subscribe("ana", "/user/queue/notifications", queue.listener);
    b.subscribe("dan", "/user/queue/notifications", otherUser.listener);
    b.subscribe("dan", "/topic/chat.club", topic.listener);

    for (let i = 0; i < 50; i++) await a.sendToUser("ana", "/user/queue/notifications", { i });
    await a.publish("/topic/chat.club", { text: "salut 🏊" });
    await queue.waitFor(50);
    await topic.waitFor(1);
    expect(queue.received).toEqual(Array.from({ length: 50 }, (_, i) => ({ i })));
    expect(topic.received).toEqual([{ text: "salut 🏊" }]);
    expect(otherUser.received).toEqual([]);
  });

  it("delivers once to the publishing instance's own subscribers", async () => {
    const namespace = ns();
    const a = await instance(namespace);
    const b = await instance(namespace);
    const local = collector();
    const remote = collector();
    a.subscribe("ana", "/topic/chat.club", local.listener);
    b.subscribe("dan", "/topic/chat.club", remote.listener);
    await a.publish("/topic/chat.club", 1);
    await a.publish("/topic/chat.club", 2);
    await remote.waitFor(2);
    expect(local.received).toEqual([1, 2]);
  });

  it("answers watchers across instances and forgets them on unsubscribe and close", async () => {
    const namespace = ns();
    const a = await instance(namespace);
    const b = await instance(namespace);
    const stopAna = a.subscribe("ana", "/topic/chat.club", () => {});
    const stopAnaAgain = a.subscribe("ana", "/topic/chat.club", () => {});
    b.subscribe("dan", "/topic/chat.club", () => {});
    await b.watchers("/topic/chat.club"); // the subscriptions' writes went first on their connections
    expect(await a.watchers("/topic/chat.club")).toEqual(new Set(["ana", "dan"]));

    stopAna();
    expect(await b.watchers("/topic/chat.club")).toEqual(new Set(["ana", "dan"]));
    stopAnaAgain();
    await a.watchers("/topic/chat.club");
    expect(await b.watchers("/topic/chat.club")).toEqual(new Set(["dan"]));

    await b.close();
    expect(await a.watchers("/topic/chat.club")).toEqual(new Set());
  });

  it("comes back after Redis dropped its connections", async () => {
    const namespace = ns();
    const a = await instance(namespace);
    const b = await instance(namespace);
    const received = collector();
    b.subscribe("ana", "/user/queue/notifications", received.listener);
    // Drop every connection of these two instances (by name, so other test runs on this Redis are untouched).
    const admin = new Redis(redisUrl as string);
    const clients = (await admin.client("LIST")) as string;
    const ids = clients
      .split("\n")
      .filter((line) => line.includes(`name=${namespace}:`))
      .map((line) => /id=(\d+)/.exec(line)?.[1]);
    expect(ids).toHaveLength(4);
    for (const id of ids) await admin.client("KILL", "ID", id as string);
    await admin.quit();
    // Until both have reconnected, what A sends may be lost (clients refetch over REST); then it flows again.
    let n = 0;
    while (received.received.length === 0) {
      await a.sendToUser("ana", "/user/queue/notifications", { n: n++ });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(logs).toContain("Redis reachable again");
    expect(await a.watchers("/user/queue/notifications")).toEqual(new Set(["ana"]));
  });

  it("lets the entries of an instance that died without closing lapse", async () => {
    const namespace = ns();
    const crashed = createRedisHub({ url: redisUrl as string, namespace, log });
    await crashed.ready;
    crashed.subscribe("ana", "/topic/chat.club", () => {});
    await crashed.watchers("/topic/chat.club");
    // No close(): its entries stay in Redis until their expiry passes.
    let clock = Date.now();
    const survivor = await instance(namespace, () => clock);
    expect(await survivor.watchers("/topic/chat.club")).toEqual(new Set(["ana"]));
    clock += 10 * 60_000;
    expect(await survivor.watchers("/topic/chat.club")).toEqual(new Set());
    await crashed.close();
  });
});

describe("Redis hub without Redis", () => {
  it("keeps delivering on its own instance and answers watchers locally", async () => {
    // Port 1 on loopback: nothing listens, every connection attempt is refused.
    const hub = createRedisHub({ url: "redis://127.0.0.1:1", namespace: "absent", log });
    hubs.push(hub);
    const local = collector();
    hub.subscribe("ana", "/user/queue/notifications", local.listener);
    await hub.sendToUser("ana", "/user/queue/notifications", { ok: true });
    expect(local.received).toEqual([{ ok: true }]);
    expect(await hub.watchers("/user/queue/notifications")).toEqual(new Set(["ana"]));
  });
});
