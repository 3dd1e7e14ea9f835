import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TestAgent, type TestContext } from "../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../test/factories.ts";
import { buildApp } from "../app.ts";
import { users } from "../db/schema/auth.ts";
import { dataSnapshot } from "../db/snapshot.ts";
import { insertNotifications } from "../modules/notifications/repository.ts";

/*
 * A signed-in GET's answer is served again while the database snapshot is unchanged, for at most
 * READ_CACHE_SECONDS (plugins/read-cache.ts). These tests watch whether the handler ran (a counter the test
 * routes keep in memory) and what the answer says after changes behind the API's back.
 *
 * PostgreSQL's snapshot is the whole server's: other test files writing to their own databases change it too,
 * and then an answer is rightly made again. A test that expects an answer from memory therefore asks, a bounded
 * number of times, until two requests fall within one unchanged snapshot, and judges that pair.
 */

describe("signed-in answers kept while the database is unchanged", () => {
  let c: TestContext;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;
  let agent: TestAgent;
  let runs = 0;

  beforeAll(async () => {
    c = await createTestContext({ READ_CACHE_SECONDS: "5" });
    app = await buildApp({ ctx: c.ctx });
    // Test routes: one that says how often it ran, one that writes on every call, one that sets a cookie.
    app.get("/api/test/runs", { config: { access: "authenticated" } }, async () => ({ runs: ++runs }));
    app.get("/api/test/writes", { config: { access: "authenticated" } }, async (request) => {
      await c.ctx.db
        .update(users)
        .set({ username: sql`${users.username}` })
        .where(eq(users.id, request.user!.id));
      return { runs: ++runs };
    });
    app.get("/api/test/public", { config: { access: "public" } }, async () => ({ runs: ++runs }));
    app.get("/api/test/file", { config: { access: "authenticated" } }, async (_request, reply) =>
      reply.type("application/octet-stream").send(Buffer.from([++runs])),
    );
    app.get("/api/test/opted-out", { config: { access: "authenticated", readCache: false } }, async () => ({
      runs: ++runs,
    }));
    await app.ready();
    user = await createUser(c.ctx.db, { role: "swimmer" });
    agent = new TestAgent(app);
    await signInDirectly(agent, c.ctx.db, user, c.ctx.clock.now());
  });
  afterAll(async () => {
    await app.close();
    await c.dispose();
  });

  const runsOf = async (path: string, who = agent) => {
    const res = await who.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().runs as number;
  };

  /** What `calls` answers when it ran within one unchanged snapshot (asked again while other writers move it). */
  async function inOneSnapshot<T>(calls: () => Promise<T>): Promise<T> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const before = await dataSnapshot(c.ctx.db);
      const answers = await calls();
      if ((await dataSnapshot(c.ctx.db)) === before) return answers;
    }
    throw new Error("the database never stood still for two requests");
  }

  /** Two calls within one unchanged snapshot: their answers. */
  const twiceInOneSnapshot = (path: string, who = agent) =>
    inOneSnapshot(async () => [await runsOf(path, who), await runsOf(path, who)] as const);

  it("answers a repeated GET from memory while nothing was written", async () => {
    const [first, second] = await twiceInOneSnapshot("/api/test/runs");
    expect(second).toBe(first);
  });

  it("answers again after READ_CACHE_SECONDS even when nothing was written", async () => {
    const [first] = await twiceInOneSnapshot("/api/test/runs");
    c.ctx.clock.advance(5_000);
    expect(await runsOf("/api/test/runs")).toBeGreaterThan(first);
  });

  it("shows a change written behind the API's back (another instance, a job) at once", async () => {
    const list = async () => {
      const res = await agent.get("/api/notifications");
      expect(res.statusCode, res.body).toBe(200);
      return res.json().notifications as { title: string }[];
    };
    expect(await list()).toHaveLength(0);
    await insertNotifications(c.ctx.db, [
      {
        userId: user.id,
        type: "SYSTEM_ALERT",
        titleKey: "common:notifications.mailUndeliverable.title",
        messageKey: "common:notifications.mailUndeliverable.message",
        params: { to: "ana@example.test", subject: "Salut", attempts: 10 },
      },
    ]);
    expect(await list()).toHaveLength(1);
  });

  it("runs a GET that writes on every call", async () => {
    const first = await runsOf("/api/test/writes");
    expect(await runsOf("/api/test/writes")).toBe(first + 1);
  });

  it("keeps each session's answer to itself", async () => {
    const other = new TestAgent(app);
    await signInDirectly(other, c.ctx.db, await createUser(c.ctx.db, { role: "coach" }), c.ctx.clock.now());
    const [mine, theirs] = await inOneSnapshot(async () => [
      await runsOf("/api/test/runs"),
      await runsOf("/api/test/runs", other),
    ]);
    // Each run of the handler answers a number of its own: the other session never gets mine (it may get
    // its own answer from an earlier round, kept under this snapshot).
    expect(theirs).not.toBe(mine);
  });

  it("keeps each language's answer to itself", async () => {
    agent.lang = "ro";
    const [ro] = await twiceInOneSnapshot("/api/test/runs");
    agent.lang = "en";
    expect(await runsOf("/api/test/runs")).not.toBe(ro);
    agent.lang = "ro";
  });

  it("leaves out public routes unless they ask, and routes that opt out", async () => {
    const anonymous = new TestAgent(app);
    const [p1, p2] = await twiceInOneSnapshot("/api/test/public", anonymous);
    expect(p2).toBe(p1 + 1);
    const [o1, o2] = await twiceInOneSnapshot("/api/test/opted-out");
    expect(o2).toBe(o1 + 1);
  });

  it("sends a file or a stream afresh every time", async () => {
    const bytes = async () => (await agent.get("/api/test/file")).rawPayload[0]!;
    const [first, second] = await inOneSnapshot(async () => [await bytes(), await bytes()]);
    expect(second).toBe(first + 1);
  });

  it("serves a kept answer with the headers its handler set", async () => {
    const first = await agent.get("/api/notifications");
    const again = await agent.get("/api/notifications");
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(again.body).toBe(first.body);
  });
});
