import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, signInDirectly, type TestUser } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { sessions } from "../../db/schema/auth.ts";

describe("accounts (admin only)", () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminUser: TestUser;
  let coach: TestUser;
  let coachAgent: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    adminUser = await createUser(t.db, { role: "admin", firstName: "Elena", lastName: "Admin" });
    coach = await createUser(t.db, { role: "coach", firstName: "Mihai", lastName: "Antrenor" });
    admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, adminUser, t.clock.now());
    coachAgent = new TestAgent(t.app);
    await signInDirectly(coachAgent, t.db, coach, t.clock.now());
  });
  afterAll(() => t.close());

  it("lists accounts with search and role filter; coaches may not", async () => {
    const res = await admin.get("/api/accounts?role=coach");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((a: { id: string }) => a.id)).toEqual([coach.id]);
    expect(res.json().items[0]).not.toHaveProperty("passwordHash");
    expect((await admin.get("/api/accounts?q=elena")).json().total).toBe(1);
    expect((await coachAgent.get("/api/accounts")).statusCode).toBe(403);
  });

  it("invites a coach, audited with the role", async () => {
    const res = await admin.post("/api/auth/invitations", {
      email: "nou.antrenor@example.test",
      role: "coach",
      firstName: "Ion",
      lastName: "Nou",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "account.invite"));
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      targetId: res.json().id,
      detail: { role: "coach" },
    });
  });

  it("changes a role, effective on the account's next request, and refuses an admin's own", async () => {
    const user = await createUser(t.db, { role: "swimmer" });
    const agent = new TestAgent(t.app);
    await loginAs(agent, user);
    expect((await agent.get("/api/auth/me")).json().user.role).toBe("swimmer");
    const res = await admin.patch(`/api/accounts/${user.id}/role`, { role: "coach" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe("coach");
    expect((await agent.get("/api/auth/me")).json().user.role).toBe("coach");
    const self = await admin.patch(`/api/accounts/${adminUser.id}/role`, { role: "coach" });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("ACCOUNT_SELF_CHANGE");
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "account.role"));
    expect(entry).toMatchObject({ targetId: user.id, detail: { from: "swimmer", to: "coach" } });
    expect((await admin.patch(`/api/accounts/${user.id}/role`, { role: "boss" })).statusCode).toBe(400);
  });

  it("deactivation ends every session of the account and stops sign-in; reactivation allows it again", async () => {
    const user = await createUser(t.db, { role: "swimmer" });
    const agent = new TestAgent(t.app);
    await loginAs(agent, user);
    expect((await agent.get("/api/users/me")).statusCode).toBe(200);
    const res = await admin.patch(`/api/accounts/${user.id}/active`, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await agent.get("/api/users/me")).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const again = new TestAgent(t.app);
    const login = await again.post("/api/auth/login", { username: user.username, password: user.password });
    expect(login.statusCode).toBe(401);
    await admin.patch(`/api/accounts/${user.id}/active`, { active: true });
    await loginAs(again, user);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(["account.deactivate", "account.reactivate"]);
    const self = await admin.patch(`/api/accounts/${adminUser.id}/active`, { active: false });
    expect(self.json().code).toBe("ACCOUNT_SELF_CHANGE");
    expect((await admin.get("/api/users/me")).statusCode).toBe(200);
  });
});
