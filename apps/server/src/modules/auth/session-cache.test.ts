import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSecondInstance, createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, latestMailLink, loginAs, type TestUser } from "../../../test/factories.ts";
import { sessions, users } from "../../db/schema/auth.ts";
import { type CachedSession, SessionCache } from "./session-cache.ts";

/** The same browser session, seen through another instance behind the load balancer. */
function sameSessionOn(app: FastifyInstance, agent: TestAgent) {
  const other = new TestAgent(app);
  for (const [name, value] of agent.cookies) other.cookies.set(name, value);
  return other;
}

const status = async (agent: TestAgent, url = "/api/auth/me") => (await agent.get(url)).statusCode;

describe("session cache, one instance", () => {
  let t: TestApp;
  let user: TestUser;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.advanceMinutes(60);
    user = await createUser(t.db, { firstName: "Ioana", lastName: "Pop" });
    agent = new TestAgent(t.app);
    await loginAs(agent, user);
    // Every test starts with the session in the cache.
    expect(await status(agent)).toBe(200);
    expect(t.ctx.sessionCache!.size).toBeGreaterThan(0);
  });

  it("answers from the cache: a change made behind the app's back shows only after the TTL", async () => {
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await status(agent)).toBe(200);
    t.clock.advance(t.config.sessionCacheMs);
    expect(await status(agent)).toBe(401);
  });

  it("a logout ends the session at once, also for another copy of the token", async () => {
    const copy = sameSessionOn(t.app, agent);
    expect((await agent.post("/api/auth/logout")).statusCode).toBe(200);
    expect(await status(copy)).toBe(401);
  });

  it("a password change ends the other sessions at once and keeps the one that made it", async () => {
    const phone = new TestAgent(t.app);
    await loginAs(phone, user);
    expect(await status(phone)).toBe(200);
    const res = await agent.post("/api/users/me/change-password", {
      currentPassword: user.password,
      newPassword: "AltaParola9",
    });
    expect(res.statusCode).toBe(200);
    expect(await status(phone)).toBe(401);
    expect(await status(agent)).toBe(200);
  });

  it("a password reset ends every session at once", async () => {
    const phone = new TestAgent(t.app);
    await loginAs(phone, user);
    expect(await status(phone)).toBe(200);
    expect((await agent.post("/api/auth/forgot-password", { email: user.email })).statusCode).toBe(200);
    const { token } = await latestMailLink(t.db, user.email!, "/reset-password");
    const reset = await new TestAgent(t.app).post("/api/auth/reset-password", {
      token,
      password: "AltaParola9",
    });
    expect(reset.statusCode).toBe(200);
    expect(await status(agent)).toBe(401);
    expect(await status(phone)).toBe(401);
  });

  it("signing in again on the same browser retires the old token at once", async () => {
    const oldCopy = sameSessionOn(t.app, agent);
    await loginAs(agent, user);
    expect(await status(oldCopy)).toBe(401);
    expect(await status(agent)).toBe(200);
  });

  it("a profile update shows at once in /api/auth/me and /api/users/me, on every session of the user", async () => {
    const phone = new TestAgent(t.app);
    await loginAs(phone, user);
    expect(await status(phone, "/api/users/me")).toBe(200);
    const res = await agent.put("/api/users/me", {
      username: `${user.username}_n`,
      email: "ioana.nou@example.test",
      phone: "0722000111",
    });
    expect(res.statusCode).toBe(200);
    const changed = { username: `${user.username}_n`, email: "ioana.nou@example.test", phone: "0722000111" };
    expect((await agent.get("/api/auth/me")).json().user).toMatchObject(changed);
    expect((await agent.get("/api/users/me")).json()).toMatchObject(changed);
    expect((await phone.get("/api/users/me")).json()).toMatchObject(changed);
  });

  it("honours the session's own expiry even while the entry is fresh", async () => {
    const soon = new Date(t.clock.now().getTime() + t.config.sessionCacheMs + 2000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    t.clock.advance(t.config.sessionCacheMs); // read again, now with the near expiry, and cached for 5 s
    expect(await status(agent)).toBe(200);
    t.clock.advance(2000);
    expect(await status(agent)).toBe(401);
  });

  it("keeps a session in use alive: the once-a-minute touch moves its expiry in the database", async () => {
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    t.clock.advanceMinutes(2);
    expect(await status(agent)).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after!.lastSeenAt.getTime()).toBe(t.clock.now().getTime());
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime() + 2 * 60_000);
    // Within the minute, no further write even though the cache answers.
    t.clock.advance(30_000);
    expect(await status(agent)).toBe(200);
    const [still] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(still!.lastSeenAt.getTime()).toBe(after!.lastSeenAt.getTime());
  });
});

describe("session cache, two instances on one database", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let user: TestUser;
  let onA: TestAgent;
  let onB: TestAgent;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  beforeEach(async () => {
    a.clock.advanceMinutes(60);
    user = await createUser(a.db, { firstName: "Mihai", lastName: "Stan" });
    onA = new TestAgent(a.app);
    await loginAs(onA, user);
    onB = sameSessionOn(b, onA);
    expect(await status(onB)).toBe(200);
  });

  it("a logout on A is honoured by B once B's entry is TTL old", async () => {
    expect((await onA.post("/api/auth/logout")).statusCode).toBe(200);
    expect(await status(sameSessionOn(a.app, onB))).toBe(401);
    // The documented bound (ADR 007): B may still accept the session until its entry is TTL old…
    expect(await status(onB)).toBe(200);
    a.clock.advance(a.config.sessionCacheMs);
    // …and not after.
    expect(await status(onB)).toBe(401);
  });

  it("a profile update on A reaches B after the TTL", async () => {
    const res = await onA.put("/api/users/me", { username: user.username, email: "", phone: "0733000222" });
    expect(res.statusCode).toBe(200);
    a.clock.advance(a.config.sessionCacheMs);
    expect((await onB.get("/api/users/me")).json()).toMatchObject({ phone: "0733000222", email: null });
  });
});

describe("SESSION_CACHE_SECONDS=0", () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp({ SESSION_CACHE_SECONDS: "0" });
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("reads the session on every request: another instance's logout counts at once", async () => {
    const user = await createUser(a.db);
    const onA = new TestAgent(a.app);
    await loginAs(onA, user);
    const onB = sameSessionOn(b, onA);
    expect(await status(onB)).toBe(200);
    expect(await status(onB)).toBe(200);
    expect(a.ctx.sessionCache!.size).toBe(0);
    expect((await onA.post("/api/auth/logout")).statusCode).toBe(200);
    expect(await status(onB)).toBe(401);
  });
});

describe("SessionCache", () => {
  const session = (userId: string, sessionId = `s-${userId}`): CachedSession => ({
    sessionId,
    user: {
      id: userId,
      username: userId,
      firstName: "A",
      lastName: "B",
      email: null,
      phone: null,
      role: "user",
    },
    lastSeenAt: new Date(0),
    expiresAt: new Date(1_000_000),
  });
  const now = new Date(1000);

  it("keeps at most its maximum, dropping the oldest entry first", async () => {
    const cache = new SessionCache(5000, 2);
    for (const id of ["one", "two", "three"]) await cache.resolve(id, now, async () => session(id));
    expect(cache.size).toBe(2);
    let loads = 0;
    const reload = async () => {
      loads++;
      return session("x");
    };
    await cache.resolve("three", now, reload);
    await cache.resolve("two", now, reload);
    expect(loads).toBe(0);
    await cache.resolve("one", now, reload);
    expect(loads).toBe(1);
  });

  it("does not store a read that was under way when the user changed", async () => {
    const cache = new SessionCache(5000);
    let finish!: (value: CachedSession) => void;
    const pending = cache.resolve("tok", now, () => new Promise((r) => (finish = r)));
    cache.forgetUser("u1");
    finish(session("u1"));
    expect((await pending)?.user.id).toBe("u1");
    expect(cache.size).toBe(0);
  });

  it("forgets a user's sessions except the one named", async () => {
    const cache = new SessionCache(5000);
    await cache.resolve("t1", now, async () => session("u1", "s1"));
    await cache.resolve("t2", now, async () => session("u1", "s2"));
    await cache.resolve("t3", now, async () => session("u2", "s3"));
    cache.forgetUser("u1", "s2");
    let loaded = "";
    for (const token of ["t1", "t2", "t3"]) {
      await cache.resolve(token, now, async () => {
        loaded += token;
        return null;
      });
    }
    expect(loaded).toBe("t1");
  });
});
