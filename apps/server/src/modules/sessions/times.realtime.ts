import { SESSION_TOPIC_PREFIX } from "@bazin/shared/contracts/session-times";
import type { ServerContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireSessionInScope } from "./policy.ts";
import { findSession } from "./repository.ts";

/**
 * Who may follow a session's times live on `/topic/session.<id>` (a second phone at the pool, the coach's
 * laptop): who may see the session, as for its pages — staff in scope, as chat admits a room's members.
 */
export function registerSessionTopic(ctx: ServerContext) {
  ctx.realtime.allowSubscribe(SESSION_TOPIC_PREFIX, async (user, destination) => {
    if (user.role !== "admin" && user.role !== "coach") return false;
    const id = destination.slice(SESSION_TOPIC_PREFIX.length);
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const row = await findSession(ctx.db, id);
    if (!row) return false;
    try {
      await requireSessionInScope(ctx.db, user, row.session);
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  });
}
