import { ROLES } from "@bazin/shared/domain/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, signInDirectly, type TestUser } from "../../test/factories.ts";
import type { RouteAccess } from "./access.ts";

/*
 * A NUL character anywhere a client can put text (route parameter, query, JSON body) is one translated 400
 * on every route, for a caller the route lets in: PostgreSQL cannot store it and used to answer 500 and log
 * the sender's data. New routes join this test by being registered.
 */

const MESSAGE =
  "Textul conține un caracter nepermis (de exemplu NUL sau un caracter incomplet). Ștergeți-l și încercați din nou.";

/** Someone the route lets in: anonymous for public routes, else its first role. */
function allowedCaller(access: RouteAccess["access"]): "anonymous" | (typeof ROLES)[number] {
  if (access === "public") return "anonymous";
  if (access === "authenticated" || !access) return "admin";
  return access[0]!;
}

describe("a NUL character or a lone surrogate in a request", () => {
  let t: TestApp;
  const users = new Map<string, TestUser>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) users.set(role, await createUser(t.db, { role }));
  });
  afterAll(() => t.close());

  async function agentFor(route: RouteAccess) {
    const agent = new TestAgent(t.app);
    const caller = allowedCaller(route.access);
    if (caller !== "anonymous") await signInDirectly(agent, t.db, users.get(caller)!, t.clock.now());
    await agent.ensureCsrf();
    return agent;
  }

  it("is refused with the translated 400 naming the field, on every route and in every place", async () => {
    const failures: string[] = [];
    const check = (
      route: RouteAccess,
      where: string,
      res: { statusCode: number; json(): unknown },
      field: string,
    ) => {
      const body = res.json() as { code?: string; message?: string; fields?: Record<string, string> };
      const ok =
        res.statusCode === 400 &&
        body.code === "VALIDATION_ERROR" &&
        body.message === MESSAGE &&
        body.fields?.[field] === "textInvalidCharacter";
      if (!ok)
        failures.push(`${route.method} ${route.url} (${where}): ${res.statusCode} ${JSON.stringify(body)}`);
    };
    for (const route of t.app.apiRoutes) {
      const method = route.method as "GET";
      const plainUrl = route.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const agent = await agentFor(route);
      check(
        route,
        "query",
        await agent.request(method, `${plainUrl}?q=a%00b`, method === "GET" ? undefined : {}),
        "q",
      );
      if (route.url.includes(":")) {
        const param = /:(\w+)/.exec(route.url)![1]!;
        const nulUrl = route.url.replace(`:${param}`, "a%00b").replace(/:(\w+)/g, "x");
        check(route, "param", await agent.request(method, nulUrl, method === "GET" ? undefined : {}), param);
      }
      if (method !== "GET" && route.method !== "DELETE") {
        const body = { title: "Anunț", address: { street: "Str. Lungă\u0000 1" } };
        check(route, "body", await agent.request(route.method as "POST", plainUrl, body), "address.street");
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers the audit.s examples (a sign-in, a student search) with the field and the translated message", async () => {
    const agent = new TestAgent(t.app);
    const res = await agent.post("/api/auth/login", { username: "adm\u0000in", password: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { username: "textInvalidCharacter" },
    });
    const search = await (await agentFor({ method: "GET", url: "/api/students", access: ["admin"] })).get(
      "/api/students?q=a%00b",
    );
    expect(search.json()).toMatchObject({ code: "VALIDATION_ERROR", message: MESSAGE });
  });
});
