import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

describe("native shell cross-origin access and compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lets the native web view send the session and CSRF headers and read X-Session-ID", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: {
        origin: "capacitor://localhost",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-xsrf-token,x-session-id",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("capacitor://localhost");
    expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain("x-session-id");
    const get = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://localhost" },
    });
    expect(get.headers["access-control-expose-headers"]).toBe("X-Session-ID");
  });

  it("gives no CORS grant to other sites", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("tells caches that answers differ by Origin, and answers only well-formed preflights", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers.vary).toBe("Origin");
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
    for (const headers of [{ origin: "capacitor://localhost" }, {}]) {
      const res = await t.app.inject({ method: "OPTIONS", url: "/api/auth/login", headers });
      expect(res.statusCode).toBe(400);
      expect(res.headers["access-control-allow-methods"]).toBeUndefined();
    }
    const foreign = await t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("compresses large JSON answers for clients that accept gzip", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});
