import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, TestAgent, type TestContext } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { parseConfig } from "../config.ts";
import { users } from "../db/schema/auth.ts";
import { groupMembers } from "../db/schema/groups.ts";
import { listRooms } from "../modules/chat/service.ts";
import { countUsers } from "../modules/users/repository.ts";
import { DEMO_GROUP } from "./chat.ts";
import { DEMO_PASSWORD, DEMO_SEED_STEPS, printDemoCredentials, type SeedStep, seedDemo } from "./demo.ts";

describe("demo seed", () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext({ SEED_DEMO: "true" });
  });
  afterAll(() => c.dispose());

  it("is never enabled with DATABASE_URL", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://x@localhost/db", SEED_DEMO: "true" }).seedDemo).toBe(
      false,
    );
    expect(parseConfig({}).seedDemo).toBe(true);
  });

  it("is never enabled in production, where the README's password would open the club", () => {
    expect(parseConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(false);
  });

  it("does nothing when switched off", async () => {
    const off = await createTestContext({ SEED_DEMO: "false" });
    expect(await seedDemo(off.ctx)).toBeNull();
    expect(await countUsers(off.ctx.db)).toBe(0);
    await off.dispose();
  });

  it("leaves nothing behind when a step fails", async () => {
    const failing: SeedStep = {
      name: "broken",
      run: async () => {
        throw new Error("boom");
      },
    };
    await expect(seedDemo(c.ctx, [...DEMO_SEED_STEPS, failing])).rejects.toThrow("boom");
    expect(await countUsers(c.ctx.db)).toBe(0);
  });

  it("creates one account per role on an empty database, all signing in with the demo password", async () => {
    const credentials = await seedDemo(c.ctx);
    expect(credentials).toEqual([
      { username: "admin", role: "admin", password: DEMO_PASSWORD },
      { username: "coach", role: "coach", password: DEMO_PASSWORD },
      { username: "swimmer", role: "swimmer", password: DEMO_PASSWORD },
      { username: "user", role: "user", password: DEMO_PASSWORD },
    ]);
    const app = await buildApp({ ctx: c.ctx, background: false });
    await app.ready();
    for (const { username, role } of credentials!) {
      const agent = new TestAgent(app);
      const res = await agent.post("/api/auth/login", { username, password: "Bazin2026!" });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        username,
        role,
        email: expect.stringMatching(/@bazin\.local$/),
      });
    }
    await app.close();
  });

  it("seeds a group with the demo swimmer and coach, and a few messages in the club and group rooms", async () => {
    const [swimmer] = await c.ctx.db.select().from(users).where(eq(users.username, "swimmer"));
    const { rooms } = await listRooms(c.ctx, { ...swimmer!, role: "swimmer" });
    expect(rooms.map((r) => [r.kind, r.name])).toEqual([
      ["club", null],
      ["group", DEMO_GROUP.name],
    ]);
    for (const room of rooms) expect(room.lastMessage).not.toBeNull();
    const members = await c.ctx.db.select().from(groupMembers);
    expect(members.map((m) => m.role).sort()).toEqual(["coach", "swimmer"]);
  });

  it("does not seed a database that already has users, so a restart keeps the data", async () => {
    expect(await seedDemo(c.ctx)).toBeNull();
    expect(await countUsers(c.ctx.db)).toBe(4);
  });

  it("prints the accounts as a table", () => {
    const table = vi.spyOn(console, "table").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    printDemoCredentials([{ username: "admin", role: "admin", password: DEMO_PASSWORD }]);
    expect(table).toHaveBeenCalledWith([{ username: "admin", role: "admin", password: DEMO_PASSWORD }]);
    table.mockRestore();
    log.mockRestore();
  });
});
