import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { RealtimeHub } from "./hub.ts";
import { createLocalHub } from "./local-hub.ts";

/*
 * The hub of several instances (REDIS_URL, ADR 011). Deliveries go to this instance's subscriptions at once and
 * to every other instance through one Redis pub/sub channel; one publishing connection per instance keeps
 * each instance's messages in order. Who watches a destination lives in a Redis sorted set per destination,
 * one member per (instance, user) scored with its expiry: each instance refreshes its members while it lives
 * and removes them when it closes, so a crashed instance's members lapse on their own.
 *
 * Redis may go away: local deliveries go on, remote ones are lost until it is back (clients fetch what they
 * missed over REST when they reconnect), `watchers` answers from this instance alone, and ioredis reconnects.
 */

export interface RedisHubOptions {
  url: string;
  /** Prefix of the channel and keys, so several installations (or test runs) can share one Redis. */
  namespace?: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** How long a watcher entry lives without being refreshed (ms); refreshed every third of it. */
  watcherTtlMs?: number;
  /** The clock of watcher expiry; tests move it to play a crashed instance's entries lapsing. */
  now?: () => number;
}

interface Envelope {
  /** The publishing instance, which delivered locally already. */
  o: string;
  d: string;
  u?: string;
  b: unknown;
}

const DEFAULT_WATCHER_TTL_MS = 90_000;

export interface RedisHub extends RealtimeHub {
  readonly instanceId: string;
  /** Resolves once this instance receives what others publish (never rejects; Redis may be down at start). */
  readonly ready: Promise<void>;
}

export function createRedisHub(options: RedisHubOptions): RedisHub {
  const namespace = options.namespace ?? "bazin";
  const channel = `${namespace}:realtime`;
  const watcherKey = (destination: string) => `${namespace}:watchers:${destination}`;
  const instanceId = randomBytes(8).toString("hex");
  const ttlMs = options.watcherTtlMs ?? DEFAULT_WATCHER_TTL_MS;
  const now = options.now ?? Date.now;
  const local = createLocalHub();
  /** This instance's live subscriptions per destination and user, so the Redis member goes when the last does. */
  const counts = new Map<string, Map<string, number>>();
  let closed = false;

  const retryStrategy = (times: number) => Math.min(200 * times, 5_000);
  // Commands fail at once while Redis is away instead of queueing without bound; callers degrade to local.
  // Named, so an operator's CLIENT LIST shows which instance holds which connection.
  const name = `${namespace}:${instanceId}`;
  const commands = new Redis(options.url, {
    connectionName: `${name}:commands`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
  });
  const subscriber = new Redis(options.url, { connectionName: `${name}:subscriber`, retryStrategy });

  let down = false;
  function lost(reason: string) {
    if (down || closed) return;
    down = true;
    options.log.warn({ reason }, "Redis unreachable; real-time messages stay on this instance");
  }
  for (const connection of [commands, subscriber]) {
    connection.on("error", (error: Error) => lost(error.message));
    connection.on("close", () => lost("connection closed"));
  }
  for (const connection of [commands, subscriber]) {
    connection.on("ready", () => {
      if (commands.status === "ready" && subscriber.status === "ready") {
        if (down) options.log.info({}, "Redis reachable again");
        down = false;
      }
      // Entries written while Redis was away (or lost with it) are written again.
      if (connection === commands) void refresh();
    });
  }

  const ready = subscriber.subscribe(channel).then(
    () => {},
    () => {
      // ioredis subscribes again on every reconnection (autoResubscribe); the error event was logged.
    },
  );
  subscriber.on("message", (from, raw: string) => {
    if (from !== channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === instanceId) return;
    try {
      local.deliverLocally(envelope.d, envelope.b, envelope.u);
    } catch (error) {
      options.log.warn({ err: error }, "a real-time listener failed");
    }
  });

  async function broadcast(envelope: Envelope) {
    // Sent before delivering here, so a listener that throws cannot keep it from the other instances.
    const sent = commands.publish(channel, JSON.stringify(envelope)).catch(() => {
      // Redis is away (logged once by the error listener): the other instances miss this one.
    });
    local.deliverLocally(envelope.d, envelope.b, envelope.u);
    await sent;
  }

  const member = (userId: string) => `${instanceId}|${userId}`;

  async function addWatcher(destination: string, userId: string) {
    const key = watcherKey(destination);
    try {
      await commands
        .multi()
        .zadd(key, now() + ttlMs, member(userId))
        .pexpire(key, ttlMs)
        .exec();
    } catch {
      // Refreshed once Redis is back.
    }
  }

  async function removeWatcher(destination: string, userId: string) {
    try {
      await commands.zrem(watcherKey(destination), member(userId));
    } catch {
      // Lapses with its TTL.
    }
  }

  /** Writes every live entry of this instance again with a new expiry. */
  async function refresh() {
    if (closed || commands.status !== "ready") return;
    const pipeline = commands.pipeline();
    const expiry = now() + ttlMs;
    for (const [destination, users] of counts) {
      for (const userId of users.keys()) {
        pipeline
          .zadd(watcherKey(destination), expiry, member(userId))
          .pexpire(watcherKey(destination), ttlMs);
      }
    }
    try {
      await pipeline.exec();
    } catch {
      // Next round.
    }
  }
  const refresher = setInterval(() => void refresh(), Math.max(1_000, Math.floor(ttlMs / 3)));
  refresher.unref();

  return {
    instanceId,
    ready,
    async sendToUser(userId, destination, body) {
      await broadcast({ o: instanceId, d: destination, u: userId, b: body });
    },
    async publish(destination, body) {
      await broadcast({ o: instanceId, d: destination, b: body });
    },
    async watchers(destination) {
      try {
        const members = await commands.zrangebyscore(watcherKey(destination), now(), "+inf");
        const users = new Set(members.map((m) => m.slice(m.indexOf("|") + 1)));
        // Our own live subscriptions count even if Redis has not seen them yet.
        for (const userId of local.localWatchers(destination)) users.add(userId);
        return users;
      } catch {
        return local.localWatchers(destination);
      }
    },
    allowSubscribe: local.allowSubscribe,
    onSend: local.onSend,
    maySubscribe: local.maySubscribe,
    handleSend: local.handleSend,
    subscribe(userId, destination, listener) {
      const unsubscribe = local.subscribe(userId, destination, listener);
      let users = counts.get(destination);
      if (!users) {
        users = new Map();
        counts.set(destination, users);
      }
      const count = (users.get(userId) ?? 0) + 1;
      users.set(userId, count);
      if (count === 1) void addWatcher(destination, userId);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        unsubscribe();
        const current = counts.get(destination);
        const left = (current?.get(userId) ?? 1) - 1;
        if (left > 0) {
          current?.set(userId, left);
          return;
        }
        current?.delete(userId);
        if (current?.size === 0) counts.delete(destination);
        if (!closed) void removeWatcher(destination, userId);
      };
    },
    async close() {
      if (closed) return;
      clearInterval(refresher);
      if (commands.status === "ready") {
        const pipeline = commands.pipeline();
        for (const [destination, users] of counts) {
          for (const userId of users.keys()) pipeline.zrem(watcherKey(destination), member(userId));
        }
        await pipeline.exec().catch(() => {});
      }
      closed = true;
      counts.clear();
      await local.close();
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}
