import { NOTIFICATIONS_DESTINATION } from "@bazin/shared/contracts/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { RealtimeHub } from "../../realtime/hub.ts";
import { createLocalHub } from "../../realtime/local-hub.ts";
import { notify } from "./service.ts";

const alert = {
  type: "SYSTEM_ALERT" as const,
  titleKey: "common:notifications.newRegistration.title",
  messageKey: "common:notifications.newRegistration.message",
};

describe("notify", () => {
  let t: TestContext;
  let hub: RealtimeHub;
  beforeAll(async () => {
    t = await createTestContext();
  });
  beforeEach(() => {
    hub = createLocalHub();
    t.ctx.realtime = hub;
  });
  afterAll(() => t.dispose());

  /** What a user's subscriptions to the notification queue receive, as the STOMP broker would forward it. */
  function listen(userId: string) {
    const received: unknown[] = [];
    hub.subscribe(userId, NOTIFICATIONS_DESTINATION, (body) => received.push(body));
    return received;
  }

  it("writes one row per recipient, with keys, params, link and the time of the clock", async () => {
    const [a, b] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
    const ids = await inTransaction(t.ctx.db, (tx) =>
      notify(t.ctx, tx, {
        ...alert,
        userIds: [a.id, b.id, a.id],
        params: { name: "Ana" },
        actionUrl: "/admin",
      }),
    );
    expect(ids).toHaveLength(2);
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.type, "SYSTEM_ALERT"));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows[0]).toMatchObject({
      params: { name: "Ana" },
      actionUrl: "/admin",
      read: false,
      dedupeKey: null,
      createdAt: t.ctx.clock.now(),
    });
  });

  it("makes a repeated producer harmless with a dedupe key, per recipient", async () => {
    const [a, b] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
    const input = {
      type: "DOCUMENT_EXPIRING" as const,
      titleKey: "common:notifications.registrationExpiring.title",
      messageKey: "common:notifications.registrationExpiring.message",
      dedupeKey: "registration-expiring:x:2026-12-01",
    };
    const pushed = listen(a.id);
    const first = await inTransaction(t.ctx.db, (tx) => notify(t.ctx, tx, { ...input, userIds: [a.id] }));
    expect(first).toHaveLength(1);
    expect(
      await inTransaction(t.ctx.db, (tx) => notify(t.ctx, tx, { ...input, userIds: [a.id, b.id] })),
    ).toHaveLength(1);
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, "DOCUMENT_EXPIRING"));
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [`${input.dedupeKey}:${a.id}`, `${input.dedupeKey}:${b.id}`].sort(),
    );
    // The repeat wrote nothing for a, so it pushed nothing to a either.
    expect(pushed).toEqual([{ id: first[0], type: "DOCUMENT_EXPIRING" }]);
  });

  it("pushes each recipient their own notification, only once the transaction has committed", async () => {
    const [a, b, other] = [
      await createUser(t.ctx.db),
      await createUser(t.ctx.db),
      await createUser(t.ctx.db),
    ];
    const [toA, toB, toOther] = [listen(a.id), listen(b.id), listen(other.id)];
    let pushedBeforeCommit = -1;
    const ids = await inTransaction(t.ctx.db, async (tx) => {
      const written = await notify(t.ctx, tx, { ...alert, userIds: [a.id, b.id] });
      pushedBeforeCommit = toA.length + toB.length;
      return written;
    });
    expect(pushedBeforeCommit).toBe(0);
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, a.id));
    expect(toA).toEqual([{ id: rows[0]!.id, type: "SYSTEM_ALERT" }]);
    expect(toB).toHaveLength(1);
    expect(ids).toContain((toB[0] as { id: string }).id);
    expect(toOther).toEqual([]);
  });

  it("pushes nothing, and keeps nothing, when the change that caused it rolls back", async () => {
    const a = await createUser(t.ctx.db);
    const pushed = listen(a.id);
    await expect(
      inTransaction(t.ctx.db, async (tx) => {
        await notify(t.ctx, tx, { ...alert, userIds: [a.id] });
        throw new Error("the change fails after notifying");
      }),
    ).rejects.toThrow("the change fails after notifying");
    expect(pushed).toEqual([]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, a.id))).toEqual([]);
  });

  it("writes without pushing where there is no hub (seeding, command-line tools)", async () => {
    const a = await createUser(t.ctx.db);
    const pushed = listen(a.id);
    const ids = await inTransaction(t.ctx.db, (tx) =>
      notify({ clock: t.ctx.clock }, tx, { ...alert, userIds: [a.id] }),
    );
    expect(ids).toHaveLength(1);
    expect(pushed).toEqual([]);
  });
});
