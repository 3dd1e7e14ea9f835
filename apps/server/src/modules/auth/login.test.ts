import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { loginAttempts, sessions } from "../../db/schema/auth.ts";
import { mailOutbox } from "../../db/schema/system.ts";

describe("sign-in", () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    agent = new TestAgent(t.app);
    // Each test starts well after the previous one's attempts, so no count leaks between tests.
    t.clock.advanceMinutes(60);
  });

  const attempt = (user: { username: string }, password: string, a = agent) =>
    a.post("/api/auth/login", { username: user.username, password });

  describe("CSRF", () => {
    it("keeps the anti-forgery cookie as long as the cookie choice (12 months), readable by the app", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/csrf" });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers["set-cookie"]);
      expect(cookie).toMatch(/^XSRF-TOKEN=/);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/);
    });

    it("refuses a login without the X-XSRF-TOKEN header", async () => {
      const user = await createUser(t.db);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: user.username, password: user.password },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("CSRF_INVALID");
    });

    it("refuses a token the server did not sign", async () => {
      const user = await createUser(t.db);
      const res = await agent.post(
        "/api/auth/login",
        { username: user.username, password: user.password },
        { "x-xsrf-token": "made-up.token" },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("CSRF_INVALID");
    });

    it("refuses a header that does not match the XSRF-TOKEN cookie", async () => {
      const user = await createUser(t.db);
      await agent.ensureCsrf();
      const other = await new TestAgent(t.app).ensureCsrf();
      const res = await agent.post(
        "/api/auth/login",
        { username: user.username, password: user.password },
        { "x-xsrf-token": other },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("CSRF_INVALID");
    });
  });

  it("sets the SESSION cookie and returns the same token in X-Session-ID", async () => {
    const user = await createUser(t.db, { role: "coach" });
    const res = await loginAs(agent, user);
    const cookie = res.cookies.find((c) => c.name === "SESSION");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 14 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    expect(res.headers["x-session-id"]).toBe(cookie?.value);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: null,
        role: "coach",
      },
    });
  });

  it("authenticates with X-Session-ID alone, as the native shell does", async () => {
    const user = await createUser(t.db);
    const token = (await loginAs(agent, user)).headers["x-session-id"] as string;
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { "x-session-id": token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(user.username);
  });

  it("accepts the email instead of the username, in any letter case", async () => {
    const user = await createUser(t.db, { email: "Maria.Pop@Example.test" });
    expect((await attempt({ username: "MARIA.POP@example.TEST" }, user.password)).statusCode).toBe(200);
    expect((await attempt({ username: user.username.toUpperCase() }, user.password)).statusCode).toBe(200);
  });

  it("rejects empty fields with the validation keys", async () => {
    const res = await agent.post("/api/auth/login", { username: "  ", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { username: "usernameRequired", password: "passwordRequired" },
    });
  });

  describe("failed attempts per account", () => {
    let user: TestUser;
    beforeEach(async () => {
      user = await createUser(t.db);
    });

    it("counts each wrong password and says how many tries remain", async () => {
      for (let n = 1; n <= 4; n++) {
        const res = await attempt(user, "Wrong-pass1");
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          code: "INVALID_CREDENTIALS",
          params: { attempts: n, maxAttempts: 5, remaining: 5 - n },
        });
      }
      agent.lang = "en";
      expect((await attempt(user, "Wrong-pass1")).json().message).toMatch(/5/);
    });

    it("translates the message with the counts, in Romanian by default and in English", async () => {
      const ro = await attempt(user, "nope");
      expect(ro.json().message).toBe("Nume de utilizator sau parolă greșită. Încercări: 1/5, mai aveți 4.");
      agent.lang = "en";
      const en = await attempt(user, "nope");
      expect(en.json().message).toBe("Wrong username or password. Attempts: 2/5, 3 left.");
    });

    it("locks the account at the fifth failure, refuses even the right password, and unlocks after the window", async () => {
      for (let n = 1; n <= 4; n++) expect((await attempt(user, "nope")).statusCode).toBe(401);
      const fifth = await attempt(user, "nope");
      expect(fifth.statusCode).toBe(423);
      expect(fifth.headers["retry-after"]).toBe("900");
      expect(fifth.json()).toMatchObject({
        code: "ACCOUNT_LOCKED",
        params: { attempts: 5, maxAttempts: 5, remaining: 0, retryAfterSeconds: 900, minutes: 15 },
      });
      expect(fifth.json().message).toContain("15");

      const right = await attempt(user, user.password);
      expect(right.statusCode).toBe(423);
      expect(right.json().code).toBe("ACCOUNT_LOCKED");
      expect(right.cookies.find((c) => c.name === "SESSION")).toBeUndefined();

      t.clock.advanceMinutes(14);
      const stillLocked = await attempt(user, user.password);
      expect(stillLocked.statusCode).toBe(423);
      expect(stillLocked.json().params).toMatchObject({ retryAfterSeconds: 60, minutes: 1 });

      t.clock.advanceMinutes(1);
      expect((await attempt(user, user.password)).statusCode).toBe(200);
    });

    it("starts counting again from zero after the lock ends", async () => {
      for (let n = 1; n <= 5; n++) await attempt(user, "nope");
      t.clock.advanceMinutes(15);
      const res = await attempt(user, "nope");
      expect(res.statusCode).toBe(401);
      expect(res.json().params).toMatchObject({ attempts: 1, remaining: 4 });
    });

    it("forgets failures older than the window", async () => {
      for (let n = 1; n <= 3; n++) await attempt(user, "nope");
      t.clock.advanceMinutes(16);
      expect((await attempt(user, "nope")).json().params).toMatchObject({ attempts: 1 });
    });

    it("restarts the count after a successful sign-in", async () => {
      await attempt(user, "nope");
      await attempt(user, "nope");
      t.clock.advance(1000);
      expect((await attempt(user, user.password)).statusCode).toBe(200);
      t.clock.advance(1000);
      expect((await attempt(user, "nope")).json().params).toMatchObject({ attempts: 1, remaining: 4 });
    });

    it("lets no parallel guess slip past the lock", async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => attempt(user, "nope", new TestAgent(t.app))),
      );
      const codes = results.map((r) => r.json().code as string);
      expect(codes.filter((c) => c === "INVALID_CREDENTIALS")).toHaveLength(4);
      expect(codes.filter((c) => c === "ACCOUNT_LOCKED")).toHaveLength(4);
      const failures = await t.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.username, user.username), eq(loginAttempts.success, false)));
      expect(failures).toHaveLength(5);
    });

    it("locks only the address that guessed: the owner still signs in elsewhere, and is told once by mail", async () => {
      const guesser = new TestAgent(t.app);
      guesser.ip = "203.0.113.9";
      for (let n = 1; n <= 4; n++) expect((await attempt(user, "nope", guesser)).statusCode).toBe(401);
      expect((await attempt(user, "nope", guesser)).json().code).toBe("ACCOUNT_LOCKED");
      expect((await attempt(user, user.password, guesser)).json().code).toBe("ACCOUNT_LOCKED");

      // The real user, at home: their own count is untouched and the right password opens the account.
      const owner = new TestAgent(t.app);
      owner.ip = "198.51.100.20";
      expect((await attempt(user, "typo", owner)).json().params).toMatchObject({ attempts: 1, remaining: 4 });
      expect((await attempt(user, user.password, owner)).statusCode).toBe(200);

      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email!));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Contul dumneavoastră de la Bazinul Municipal a fost blocat temporar");
      expect(mails[0]!.text).toContain("de la adresa 203.0.113.9");
      expect(mails[0]!.text).toContain(`contul „${user.username}” a fost blocat pentru 15 de minute`);
      expect(mails[0]!.text).toContain("/forgot-password");

      // A second address guessing in the same window locks itself out too, without a second mail.
      t.clock.advance(1000);
      const another = new TestAgent(t.app);
      another.ip = "203.0.113.10";
      for (let n = 1; n <= 5; n++) await attempt(user, "nope", another);
      expect((await attempt(user, user.password, another)).json().code).toBe("ACCOUNT_LOCKED");
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email!))).toHaveLength(1);
    });

    it("counts tries by username and by email against the same account", async () => {
      await attempt(user, "nope");
      await attempt({ username: user.email! }, "nope");
      expect((await attempt(user, "nope")).json().params).toMatchObject({ attempts: 3 });
    });
  });

  it("answers an unknown username exactly like a wrong password (no account enumeration)", async () => {
    const user = await createUser(t.db);
    const wrong = await attempt(user, "nope");
    const unknown = await attempt({ username: "nobody_here" }, "nope");
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    for (let n = 2; n <= 4; n++) await attempt({ username: "nobody_here" }, "nope");
    expect((await attempt({ username: "nobody_here" }, "nope")).json().code).toBe("ACCOUNT_LOCKED");
  });

  it("answers a deactivated account like a wrong password, even with the right one", async () => {
    const user = await createUser(t.db, { active: false });
    const res = await attempt(user, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS", params: { attempts: 1 } });
  });

  it("refuses an account with an unknown role after a correct password, without a session", async () => {
    const user = await createUser(t.db, { role: "superintendent" });
    agent.lang = "en";
    const res = await attempt(user, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: "UNKNOWN_ROLE",
      message: expect.stringMatching(/administrator/),
    });
    expect(res.headers["x-session-id"]).toBeUndefined();
    expect(res.cookies.find((c) => c.name === "SESSION")).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("answers a wrong password of an unknown-role account with INVALID_CREDENTIALS (the role is not revealed)", async () => {
    const user = await createUser(t.db, { role: "superintendent" });
    expect((await attempt(user, "nope")).json().code).toBe("INVALID_CREDENTIALS");
  });

  describe("sessions", () => {
    it("GET /api/auth/me needs a session", async () => {
      const res = await agent.get("/api/auth/me");
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("UNAUTHENTICATED");
    });

    it("logout ends the session and clears the cookie", async () => {
      const user = await createUser(t.db);
      const token = (await loginAs(agent, user)).headers["x-session-id"] as string;
      expect((await agent.get("/api/auth/me")).statusCode).toBe(200);
      const res = await agent.post("/api/auth/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.cookies.find((c) => c.name === "SESSION")?.value).toBe("");
      expect((await agent.get("/api/auth/me")).statusCode).toBe(401);
      const reused = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { "x-session-id": token },
      });
      expect(reused.statusCode).toBe(401);
    });

    it("logout without a session still answers ok", async () => {
      expect((await agent.post("/api/auth/logout")).json()).toEqual({ ok: true });
    });

    it("a session expires after its lifetime without use", async () => {
      const user = await createUser(t.db);
      await loginAs(agent, user);
      t.clock.advance(t.config.sessionTtlMs + 1000);
      expect((await agent.get("/api/auth/me")).statusCode).toBe(401);
    });

    it("signing in again replaces the session the browser carried", async () => {
      const user = await createUser(t.db);
      await loginAs(agent, user);
      await loginAs(agent, user);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    });
  });
});

describe("failed attempts per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_MAX_ATTEMPTS: "3" });
  });
  afterAll(() => t.close());

  it("stops one address trying many accounts, while other addresses still sign in", async () => {
    const victim = await createUser(t.db);
    const attacker = new TestAgent(t.app);
    attacker.ip = "10.0.0.66";
    for (const name of ["ana", "bogdan", "carmen"]) {
      const res = await attacker.post("/api/auth/login", { username: name, password: "nope" });
      expect(res.json().code).toBe("INVALID_CREDENTIALS");
    }
    const blocked = await attacker.post("/api/auth/login", {
      username: victim.username,
      password: victim.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      params: { retryAfterSeconds: 900, minutes: 15 },
    });

    const neighbour = new TestAgent(t.app);
    neighbour.ip = "10.0.0.67";
    await loginAs(neighbour, victim);

    t.clock.advanceMinutes(15);
    await loginAs(attacker, victim);
  });
});

describe("coarse rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: "true" });
  });
  afterAll(() => t.close());

  it("answers RATE_LIMITED once an address sends too many login requests in a minute", async () => {
    const agent = new TestAgent(t.app);
    const codes: number[] = [];
    for (let n = 0; n < 31; n++) codes.push((await agent.post("/api/auth/login", {})).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    const res = await agent.post("/api/auth/login", {});
    expect(res.json().code).toBe("RATE_LIMITED");
  });
});
