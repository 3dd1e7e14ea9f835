import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, latestMailLink, loginAs, type TestUser } from "../../../test/factories.ts";
import { listMail } from "../mail/outbox.repository.ts";

describe("forgotten password", () => {
  let t: TestApp;
  let user: TestUser;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    agent = new TestAgent(t.app);
    t.clock.advanceMinutes(60);
    user = await createUser(t.db, { firstName: "Cristina", lastName: "Matei" });
  });

  const forgot = (email: string) => agent.post("/api/auth/forgot-password", { email });
  const check = (token: string) => t.app.inject({ method: "GET", url: `/api/auth/reset-password/${token}` });
  const reset = (token: string, password: string) =>
    new TestAgent(t.app).post("/api/auth/reset-password", { token, password });

  async function resetLink() {
    expect((await forgot(user.email!)).statusCode).toBe(200);
    return latestMailLink(t.db, user.email!, "/reset-password");
  }

  it("answers the same for a known and an unknown email, and mails only the known one", async () => {
    const before = (await listMail(t.db)).length;
    const known = await forgot(user.email!.toUpperCase());
    const unknown = await forgot("nobody@example.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = (await listMail(t.db)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([user.email]);
  });

  it("sends nothing for a deactivated account", async () => {
    const inactive = await createUser(t.db, { active: false });
    const before = (await listMail(t.db)).length;
    expect((await forgot(inactive.email!)).json()).toEqual({ ok: true });
    expect(await listMail(t.db)).toHaveLength(before);
  });

  it("validates the email", async () => {
    const res = await forgot("not-an-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: "emailInvalid" });
    expect((await forgot("")).json().fields).toEqual({ email: "emailRequired" });
  });

  it("mails a /reset-password link in the request's language", async () => {
    agent.lang = "en";
    const { url, mail } = await resetLink();
    expect(url.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
    expect(mail.subject).toBe("Reset the password of your Municipal Swimming Pool account");
    expect(mail.text).toContain("Cristina Matei");
    expect(mail.text).toContain("60 minutes");
  });

  it("validates the link, sets the new password once, and refuses the link afterwards", async () => {
    const { token } = await resetLink();
    const info = await check(token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      valid: true,
      expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
    });
    const res = await reset(token, "NouaParola1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await loginAs(new TestAgent(t.app), { username: user.username, password: "NouaParola1" });

    const again = await reset(token, "AltaParola2");
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("RESET_TOKEN_INVALID");
    expect((await check(token)).json().code).toBe("RESET_TOKEN_INVALID");
  });

  it("expires after one hour", async () => {
    const { token } = await resetLink();
    t.clock.advanceMinutes(59);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await check(token)).statusCode).toBe(404);
    expect((await reset(token, "NouaParola1")).json().code).toBe("RESET_TOKEN_INVALID");
  });

  it("answers RESET_TOKEN_INVALID for an unknown token, in the request's language", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/reset-password/whatever",
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: "RESET_TOKEN_INVALID",
      message: "The password reset link is invalid or has expired.",
    });
  });

  it("ends every session of the account", async () => {
    const laptop = new TestAgent(t.app);
    await loginAs(laptop, user);
    const { token } = await resetLink();
    await reset(token, "NouaParola1");
    expect((await laptop.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("retires the account's other open reset links", async () => {
    const first = await resetLink();
    const second = await resetLink();
    expect((await reset(second.token, "NouaParola1")).statusCode).toBe(200);
    expect((await check(first.token)).statusCode).toBe(404);
  });

  it("lifts a failed sign-in lock", async () => {
    const attempt = (password: string) =>
      new TestAgent(t.app).post("/api/auth/login", { username: user.username, password });
    for (let n = 1; n <= 5; n++) await attempt("nope");
    expect((await attempt(user.password)).statusCode).toBe(423);
    const { token } = await resetLink();
    t.clock.advance(1000);
    await reset(token, "NouaParola1");
    t.clock.advance(1000);
    expect((await attempt("NouaParola1")).statusCode).toBe(200);
  });

  it("checks the password rules", async () => {
    const { token } = await resetLink();
    const res = await reset(token, "fara-majuscule1");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: "passwordUppercase" });
    expect((await check(token)).statusCode).toBe(200);
  });
});
