import { randomUUID } from "node:crypto";
import type { TPendingInvitation } from "@bazin/shared/contracts/invitations";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, latestMailLink, loginAs, type TestUser } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { createInvitationWithLink } from "./invitations.service.ts";

const DAY_MS = 24 * 3600_000;

describe("pending invitations: list, resend, withdraw", () => {
  let t: TestApp;
  let admin: TestUser;
  let adminAgent: TestAgent;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin", firstName: "Ana", lastName: "Marinescu" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    adminAgent = new TestAgent(t.app);
    await loginAs(adminAgent, admin);
  });

  const newEmail = () => `pending${++n}@example.test`;

  /** Has the admin invite someone and returns the invitation's id, email and mailed token. */
  async function invite(role = "coach", firstName = "Ioana") {
    const email = newEmail();
    const res = await adminAgent.post("/api/auth/invitations", { email, role, firstName, lastName: "Pop" });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = await latestMailLink(t.db, email, "/register");
    return { id: res.json().id as string, email, token };
  }

  async function pending(agent = adminAgent): Promise<TPendingInvitation[]> {
    const res = await agent.get("/api/auth/invitations");
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  }

  const checkLink = (token: string) =>
    t.app.inject({ method: "GET", url: `/api/auth/invitations/${encodeURIComponent(token)}` });
  const register = (token: string, username: string) =>
    new TestAgent(t.app).post("/api/auth/register", { token, username, password: "Parola123" });
  const auditEntries = (action: string, targetId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it("lists unaccepted invitations newest first, marks expired ones, and says who invited", async () => {
    const old = await invite("coach", "Veche");
    t.clock.advance(7 * DAY_MS);
    const fresh = await invite("admin", "Nouă");
    const freshAt = t.clock.now();
    // The test clock stands still: a minute apart, so "newest first" has one answer.
    t.clock.advance(60_000);
    const system = await createInvitationWithLink(
      t.ctx,
      null,
      { email: newEmail(), role: "admin", firstName: "Prima", lastName: "Admin" },
      "ro",
    );

    const items = await pending();
    const mine = items.filter((i) => [old.id, fresh.id, system.invitation.id].includes(i.id));
    expect(mine.map((i) => i.id)).toEqual([system.invitation.id, fresh.id, old.id]);
    expect(mine[1]).toEqual({
      id: fresh.id,
      email: fresh.email,
      firstName: "Nouă",
      lastName: "Pop",
      role: "admin",
      invitedBy: "Ana Marinescu",
      createdAt: freshAt.toISOString(),
      expiresAt: new Date(freshAt.getTime() + 7 * DAY_MS).toISOString(),
      expired: false,
    });
    expect(mine[0]!.invitedBy).toBeNull();
    // Exactly 7 days on, the old link no longer opens: the list says so too.
    expect(mine[2]).toMatchObject({ email: old.email, expired: true });
    expect((await checkLink(old.token)).statusCode).toBe(404);
  });

  it("leaves out used invitations and those whose email now belongs to an account", async () => {
    const used = await invite("coach");
    expect((await register(used.token, `used_${n}`)).statusCode).toBe(201);
    const taken = await invite("coach");
    await createUser(t.db, { email: taken.email.toUpperCase() });
    const open = await invite("coach");

    const ids = (await pending()).map((i) => i.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(used.id);
    expect(ids).not.toContain(taken.id);
  });

  it("is for admins only: coach, swimmer and member get 403, an anonymous visitor 401", async () => {
    const { id } = await invite();
    for (const role of ["coach", "swimmer", "user"]) {
      const agent = new TestAgent(t.app);
      await loginAs(agent, await createUser(t.db, { role }));
      const list = await agent.get("/api/auth/invitations");
      expect(list.statusCode, role).toBe(403);
      expect(list.json().code).toBe("FORBIDDEN");
      expect((await agent.post(`/api/auth/invitations/${id}/resend`)).statusCode, role).toBe(403);
      expect((await agent.delete(`/api/auth/invitations/${id}`)).statusCode, role).toBe(403);
    }
    const anonymous = new TestAgent(t.app);
    expect((await anonymous.get("/api/auth/invitations")).statusCode).toBe(401);
    expect((await anonymous.post(`/api/auth/invitations/${id}/resend`)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/auth/invitations/${id}`)).statusCode).toBe(401);
    // None of those refused calls changed anything: the link still works.
    expect((await pending()).map((i) => i.id)).toContain(id);
  });

  it("resends with a new link valid 7 days from now; the old link stops working and the new one registers", async () => {
    const { id, email, token: oldToken } = await invite("coach");
    t.clock.advance(3 * DAY_MS);
    const res = await adminAgent.post(`/api/auth/invitations/${id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      email,
      role: "coach",
      expired: false,
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });

    const old = await checkLink(oldToken);
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe("INVITATION_INVALID");
    const { token, mail } = await latestMailLink(t.db, email, "/register");
    expect(token).not.toBe(oldToken);
    expect(mail.subject).toBe("Invitație: creați-vă contul la Bazinul Municipal");
    expect(mail.text).toContain("Ioana Pop");
    expect((await checkLink(token)).json()).toMatchObject({ email, role: "coach" });
    expect((await register(oldToken, `old_link_${n}`)).statusCode).toBe(404);
    expect((await register(token, `new_link_${n}`)).statusCode).toBe(201);

    const [entry, ...more] = await auditEntries("invitation.resend", id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorId: admin.id, targetType: "invitation", detail: { role: "coach" } });
  });

  it("revives an expired invitation, in the admin's language", async () => {
    const { id, email } = await invite("admin");
    t.clock.advance(8 * DAY_MS);
    expect((await pending()).find((i) => i.id === id)?.expired).toBe(true);
    adminAgent.lang = "en";
    const res = await adminAgent.post(`/api/auth/invitations/${id}/resend`);
    expect(res.json().expired).toBe(false);
    expect((await pending()).find((i) => i.id === id)?.expired).toBe(false);
    const { token, mail } = await latestMailLink(t.db, email, "/register");
    expect(mail.subject).toBe("Invitation: create your account at the Municipal Swimming Pool");
    expect((await checkLink(token)).statusCode).toBe(200);
  });

  it("withdraws an invitation: its link is invalid at once, it leaves the list, and the audit log says who", async () => {
    const { id, token } = await invite("swimmer");
    const res = await adminAgent.delete(`/api/auth/invitations/${id}`);
    expect(res.statusCode, res.body).toBe(204);

    const check = await checkLink(token);
    expect(check.statusCode).toBe(404);
    expect(check.json().code).toBe("INVITATION_INVALID");
    expect((await register(token, `withdrawn_${n}`)).json().code).toBe("INVITATION_INVALID");
    expect((await pending()).map((i) => i.id)).not.toContain(id);
    const entries = await auditEntries("invitation.revoke", id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorName: "Ana Marinescu",
      detail: { role: "swimmer" },
    });
  });

  it("answers INVITATION_NOT_FOUND, in the admin's language, for unknown, used or withdrawn invitations", async () => {
    const unknown = randomUUID();
    const used = await invite();
    await register(used.token, `accepted_${n}`);
    const withdrawn = await invite();
    await adminAgent.delete(`/api/auth/invitations/${withdrawn.id}`);

    for (const id of [unknown, used.id, withdrawn.id]) {
      const resend = await adminAgent.post(`/api/auth/invitations/${id}/resend`);
      expect(resend.statusCode, id).toBe(404);
      expect(resend.json()).toMatchObject({
        code: "INVITATION_NOT_FOUND",
        message:
          "Invitația nu mai este în așteptare: a fost folosită sau retrasă, ori adresa are deja un cont.",
      });
      const revoke = await adminAgent.delete(`/api/auth/invitations/${id}`);
      expect(revoke.statusCode, id).toBe(404);
      expect(revoke.json().code).toBe("INVITATION_NOT_FOUND");
    }
    // A used invitation stays as the record of who invited whom.
    expect(await auditEntries("invitation.revoke", used.id)).toHaveLength(0);
    expect((await adminAgent.delete("/api/auth/invitations/not-a-uuid")).statusCode).toBe(400);
  });

  it("needs the CSRF header to resend or withdraw", async () => {
    const { id, token } = await invite();
    const cookies = Object.fromEntries(adminAgent.cookies);
    for (const [method, url] of [
      ["POST", `/api/auth/invitations/${id}/resend`],
      ["DELETE", `/api/auth/invitations/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, cookies });
      expect(res.statusCode, method).toBe(403);
      expect(res.json().code).toBe("CSRF_INVALID");
    }
    expect((await checkLink(token)).statusCode).toBe(200);
    expect(await auditEntries("invitation.resend", id)).toHaveLength(0);
  });
});
