import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

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
