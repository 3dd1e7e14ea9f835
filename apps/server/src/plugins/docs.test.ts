import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, signInDirectly } from "../../test/factories.ts";

describe("OpenAPI description", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("describes every /api route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const missing = t.app.apiRoutes
      .map((r) => ({ method: r.method.toLowerCase(), path: r.url.replace(/:(\w+)/g, "{$1}") }))
      .filter(({ method, path }) => !paths[path]?.[method])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });
});

describe("OpenAPI description in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production" });
  });
  afterAll(() => t.close());

  it("is served to administrators only", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBe(401);
    const coach = new TestAgent(t.app);
    await signInDirectly(coach, t.db, await createUser(t.db, { role: "coach" }), t.clock.now());
    expect((await coach.get("/api/docs/json")).json().code).toBe("FORBIDDEN");
    const admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, await createUser(t.db, { role: "admin" }), t.clock.now());
    const res = await admin.get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/api/health"]).toBeDefined();
  });

  it("can be turned off", async () => {
    const off = await createTestApp({ API_DOCS: "off" });
    expect((await off.app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(404);
    expect(off.app.swagger().paths?.["/api/health"]).toBeDefined();
    await off.close();
  });
});
