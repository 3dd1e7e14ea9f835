import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, signInDirectly } from "../../test/factories.ts";
import { insertAnnouncement } from "../modules/announcements/repository.ts";

/*
 * The public pages' answers are kept in memory for a few seconds (plugins/public-cache.ts): a change made
 * behind the API's back shows after at most PUBLIC_CACHE_SECONDS (10 by default), a change through the API at once.
 */

describe("public answers kept in memory", () => {
  let t: TestApp;
  let admin: TestAgent;
  const titles = async () =>
    ((await new TestAgent(t.app).get("/api/announcements")).json().items as { title: string }[]).map(
      (a) => a.title,
    );
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: "10" });
    admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, await createUser(t.db, { role: "admin" }), t.clock.now());
    await insertAnnouncement(t.db, {
      title: "Program de sărbători",
      content: "Închis pe 25.",
      category: "general",
    });
  });
  afterAll(() => t.close());

  it("serves the same answer for a few seconds, then reads the database again", async () => {
    expect(await titles()).toEqual(["Program de sărbători"]);
    // Written straight to the database (as another instance would): the kept answer stays a while…
    await insertAnnouncement(t.db, { title: "Cupa de iarnă", content: "Concurs.", category: "competition" });
    t.clock.advance(9000);
    expect(await titles()).toEqual(["Program de sărbători"]);
    // …and no longer than the 10 seconds.
    t.clock.advance(1000);
    expect(await titles()).toEqual(expect.arrayContaining(["Program de sărbători", "Cupa de iarnă"]));
  });

  it("shows a change made through the API at once", async () => {
    expect(await titles()).toHaveLength(2);
    const created = await admin.post("/api/admin/announcements", {
      title: "Bazin închis pentru curățenie",
      content: "Luni dimineață.",
      category: "general",
      priority: 90,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await titles()).toContain("Bazin închis pentru curățenie");
  });

  it("keeps answering 304 to a browser that holds the same version", async () => {
    const first = await new TestAgent(t.app).get("/api/announcements");
    const again = await new TestAgent(t.app).get("/api/announcements", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});
