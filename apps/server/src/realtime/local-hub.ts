import { AppError } from "../lib/app-error.ts";
import type { RealtimeHub, RealtimeListener, SendHandler, SubscribeRule } from "./hub.ts";

interface Subscription {
  userId: string;
  listener: RealtimeListener;
}

/**
 * The hub of one server instance: deliveries reach the subscriptions of this process only. It is the whole hub
 * without REDIS_URL; the Redis bridge builds on it to reach the other instances.
 */
export function createLocalHub(): RealtimeHub & {
  /** Delivers to this instance's subscriptions only (the Redis bridge calls it for what other instances sent). */
  deliverLocally(destination: string, body: unknown, userId?: string): void;
  /** The users subscribed to `destination` on this instance. */
  localWatchers(destination: string): Set<string>;
} {
  const byDestination = new Map<string, Set<Subscription>>();
  const rules: { prefix: string; rule: SubscribeRule }[] = [];
  const handlers: { prefix: string; handler: SendHandler }[] = [];

  /** Every listener gets the delivery even if one of them throws; the first error is thrown afterwards. */
  function deliverLocally(destination: string, body: unknown, userId?: string) {
    let failure: { error: unknown } | undefined;
    for (const sub of byDestination.get(destination) ?? []) {
      if (userId !== undefined && sub.userId !== userId) continue;
      try {
        sub.listener(body, destination);
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  }

  function localWatchers(destination: string) {
    return new Set([...(byDestination.get(destination) ?? [])].map((s) => s.userId));
  }

  return {
    deliverLocally,
    localWatchers,
    async sendToUser(userId, destination, body) {
      deliverLocally(destination, body, userId);
    },
    async publish(destination, body) {
      deliverLocally(destination, body);
    },
    async watchers(destination) {
      return localWatchers(destination);
    },
    allowSubscribe(prefix, rule) {
      rules.push({ prefix, rule });
      // The most specific prefix answers first, whatever order the features registered in.
      rules.sort((a, b) => b.prefix.length - a.prefix.length);
    },
    onSend(prefix, handler) {
      handlers.push({ prefix, handler });
      handlers.sort((a, b) => b.prefix.length - a.prefix.length);
    },
    async maySubscribe(user, destination) {
      if (destination.startsWith("/user/queue/")) return true;
      if (!destination.startsWith("/topic/")) return false;
      const found = rules.find((r) => destination.startsWith(r.prefix));
      return found ? Boolean(await found.rule(user, destination)) : false;
    },
    async handleSend(user, destination, body) {
      const found = handlers.find((h) => destination.startsWith(h.prefix));
      if (!found) throw new AppError("REALTIME_UNKNOWN_DESTINATION", 404);
      return (await found.handler(user, destination, body)) ?? {};
    },
    subscribe(userId, destination, listener) {
      const sub: Subscription = { userId, listener };
      let set = byDestination.get(destination);
      if (!set) {
        set = new Set();
        byDestination.set(destination, set);
      }
      set.add(sub);
      return () => {
        const current = byDestination.get(destination);
        current?.delete(sub);
        if (current?.size === 0) byDestination.delete(destination);
      };
    },
    async close() {
      byDestination.clear();
    },
  };
}
