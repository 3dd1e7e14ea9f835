import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, latestMailLink, loginAs, type TestUser } from "../../../test/factories.ts";
import { invitations } from "../../db/schema/auth.ts";

describe("invitations and account creation", () => {
  let t: TestApp;
  let admin: TestUser;
  let adminAgent: TestAgent;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    adminAgent = new TestAgent(t.app);
    await loginAs(adminAgent, admin);
  });

  const newEmail = () => `invited${++n}@example.test`;
  const invite = (body: Record<string, unknown>, agent = adminAgent) =>
    agent.post("/api/auth/invitations", body);
  const register = (body: Record<string, unknown>) => new TestAgent(t.app).post("/api/auth/register", body);

  async function invited(role = "swimmer") {
    const email = newEmail();
    const res = await invite({ email, role, firstName: "Ioana", lastName: "Georgescu" });
    expect(res.statusCode, res.body).toBe(201);
    return { email, response: res.json(), ...(await latestMailLink(t.db, email, "/register")) };
  }

  it("lets an admin invite and mails a /register link valid for 7 days", async () => {
    const { email, response, url, mail } = await invited("coach");
    expect(response).toMatchObject({
      email,
      role: "coach",
      expiresAt: new Date(t.clock.now().getTime() + 7 * 24 * 3600_000).toISOString(),
    });
    expect(url.startsWith(`${t.config.publicUrl}/register?token=`)).toBe(true);
    expect(mail.subject).toBe("Invitație: creați-vă contul la Bazinul Municipal");
    expect(mail.text).toContain("Ioana Georgescu");
    expect(mail.text).toContain("antrenor");
    expect(mail.html).toContain(url.replaceAll("&", "&amp;"));
  });

  it("writes the mail in the admin's language", async () => {
    adminAgent.lang = "en";
    const { mail } = await invited();
    expect(mail.subject).toBe("Invitation: create your account at the Municipal Swimming Pool");
    expect(mail.text).toContain("swimmer account");
  });

  it("stores only the token's hash", async () => {
    const { token, response } = await invited();
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, response.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toHaveLength(64);
  });

  it("is for admins only: a coach gets 403, an anonymous visitor 401", async () => {
    const body = { email: newEmail(), role: "swimmer", firstName: "A", lastName: "B" };
    const coach = new TestAgent(t.app);
    await loginAs(coach, await createUser(t.db, { role: "coach" }));
    expect((await invite(body, coach)).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await invite(body, coach)).statusCode).toBe(403);
    const anonymous = await invite(body, new TestAgent(t.app));
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an email an account already has", async () => {
    const res = await invite({
      email: admin.email!.toUpperCase(),
      role: "coach",
      firstName: "A",
      lastName: "B",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("EMAIL_TAKEN");
  });

  it("validates the invitation form", async () => {
    const res = await invite({ email: "x", role: "captain", firstName: "", lastName: "B" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: "emailInvalid", firstName: "nameRequired" });
    expect(res.json().fields.role).toBeDefined();
  });

  it("shows who is invited when the link is valid", async () => {
    const { token, email } = await invited();
    const res = await t.app.inject({ method: "GET", url: `/api/auth/invitations/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, firstName: "Ioana", lastName: "Georgescu", role: "swimmer" });
  });

  it("answers INVITATION_INVALID for an unknown token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/invitations/not-a-token" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("INVITATION_INVALID");
  });

  it("creates the account with the invitation's email, names and role, without signing in", async () => {
    const { token, email } = await invited("coach");
    const res = await register({ token, username: "new_coach", password: "Antrenor2026" });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      username: "new_coach",
      email,
      firstName: "Ioana",
      lastName: "Georgescu",
      role: "coach",
    });
    expect(res.cookies.find((c) => c.name === "SESSION")).toBeUndefined();
    expect(res.headers["x-session-id"]).toBeUndefined();
    const agent = new TestAgent(t.app);
    await loginAs(agent, { username: "new_coach", password: "Antrenor2026" });
    expect((await agent.get("/api/auth/me")).json().user.role).toBe("coach");
  });

  it("is single use: a second registration with the same link is refused", async () => {
    const { token } = await invited();
    expect((await register({ token, username: "first_use", password: "Parola123" })).statusCode).toBe(201);
    const again = await register({ token, username: "second_use", password: "Parola123" });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("INVITATION_INVALID");
    const check = await t.app.inject({ method: "GET", url: `/api/auth/invitations/${token}` });
    expect(check.json().code).toBe("INVITATION_INVALID");
  });

  it("expires after 7 days", async () => {
    const { token } = await invited();
    t.clock.advance(7 * 24 * 3600_000 - 1000);
    expect((await t.app.inject({ method: "GET", url: `/api/auth/invitations/${token}` })).statusCode).toBe(
      200,
    );
    t.clock.advance(1000);
    expect((await t.app.inject({ method: "GET", url: `/api/auth/invitations/${token}` })).statusCode).toBe(
      404,
    );
    const res = await register({ token, username: "too_late", password: "Parola123" });
    expect(res.json().code).toBe("INVITATION_INVALID");
  });

  it("refuses a taken username and leaves the link usable", async () => {
    const { token } = await invited();
    const taken = await register({ token, username: admin.username, password: "Parola123" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("USERNAME_TAKEN");
    expect((await register({ token, username: "free_name", password: "Parola123" })).statusCode).toBe(201);
  });

  it("checks username and password rules", async () => {
    const { token } = await invited();
    const res = await register({ token, username: "Ab", password: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: "usernameMinLength", password: "passwordMinLength" });
    const missing = await register({ token: "", username: "abc", password: "Parola123" });
    expect(missing.json().fields).toEqual({ token: "tokenMissing" });
  });

  it("replaces a pending invitation when the same address is invited again: only the newest link works", async () => {
    const email = newEmail();
    await invite({ email, role: "swimmer", firstName: "Dan", lastName: "Pop" });
    const first = await latestMailLink(t.db, email, "/register");
    // Another letter case is the same address; the corrected role is the one that counts.
    await invite({ email: email.toUpperCase(), role: "coach", firstName: "Dan", lastName: "Pop" });
    const second = await latestMailLink(t.db, email, "/register");
    expect(second.token).not.toBe(first.token);
    const pending = await t.db.select().from(invitations).where(sql`lower(${invitations.email}) = ${email}`);
    expect(pending.map((i) => i.role)).toEqual(["coach"]);
    const stale = await register({ token: first.token, username: "dan_pop", password: "Parola123" });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().code).toBe("INVITATION_INVALID");
    const res = await register({ token: second.token, username: "dan_pop", password: "Parola123" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ user: { role: "coach" } });
  });
});
