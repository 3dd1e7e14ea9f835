import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { notify } from "./service.ts";

describe("notify", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.dispose());

  it("writes one row per recipient, with keys, params and link", async () => {
    const [a, b] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
    const ids = await notify(t.ctx.db, {
      userIds: [a.id, b.id, a.id],
      type: "SYSTEM_ALERT",
      titleKey: "common:notifications.newRegistration.title",
      messageKey: "common:notifications.newRegistration.message",
      params: { name: "Ana" },
      actionUrl: "/admin",
    });
    expect(ids).toHaveLength(2);
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.type, "SYSTEM_ALERT"));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows[0]).toMatchObject({
      params: { name: "Ana" },
      actionUrl: "/admin",
      read: false,
      dedupeKey: null,
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
    expect(await notify(t.ctx.db, { ...input, userIds: [a.id] })).toHaveLength(1);
    expect(await notify(t.ctx.db, { ...input, userIds: [a.id, b.id] })).toHaveLength(1);
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, "DOCUMENT_EXPIRING"));
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [`${input.dedupeKey}:${a.id}`, `${input.dedupeKey}:${b.id}`].sort(),
    );
  });
});
