import { INVITE_TTL_MS } from "@bazin/shared/domain/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, loginAs } from "../../test/factories.ts";
import { invitations, loginAttempts, passwordResets, sessions } from "../db/schema/auth.ts";
import { createInvitation } from "../modules/auth/invitations.service.ts";
import { EXPIRED_INVITATION_KEPT_MS, runCleanup } from "./cleanup.ts";

describe("cleanup", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("removes expired sessions, dead reset links and old sign-in attempts, and keeps live ones", async () => {
    const old = await createUser(t.db);
    await loginAs(new TestAgent(t.app), old);
    await new TestAgent(t.app).post("/api/auth/forgot-password", { email: old.email });
    await new TestAgent(t.app).post("/api/auth/login", { username: old.username, password: "nope" });

    t.clock.advance(t.config.sessionTtlMs + 1000);
    const recent = await createUser(t.db);
    const live = new TestAgent(t.app);
    await loginAs(live, recent);

    await runCleanup(t.ctx);
    const left = await t.db.select().from(sessions);
    expect(left.map((s) => s.userId)).toEqual([recent.id]);
    expect(await t.db.select().from(passwordResets)).toHaveLength(0);
    const attempts = await t.db.select().from(loginAttempts);
    expect(attempts.map((a) => a.username)).toEqual([recent.username]);
    expect((await live.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("keeps an expired invitation for a month, for the admin to resend, then removes it", async () => {
    const inviter = await createUser(t.db, { role: "admin" });
    const who = { role: "coach", firstName: "Ioana", lastName: "Pop" } as const;
    const { id } = await createInvitation(t.ctx, inviter.id, { ...who, email: "stale@example.test" }, "ro");
    const ids = async () => (await t.db.select({ id: invitations.id }).from(invitations)).map((r) => r.id);

    t.clock.advance(INVITE_TTL_MS + EXPIRED_INVITATION_KEPT_MS - 60_000);
    await runCleanup(t.ctx);
    expect(await ids()).toContain(id);
    t.clock.advance(2 * 60_000);
    await runCleanup(t.ctx);
    expect(await ids()).not.toContain(id);
  });
});
