import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { announcements } from "../../db/schema/content.ts";
import { createStorage } from "../../storage/storage.ts";
import { insertAnnouncements, type NewAnnouncement } from "./repository.ts";

const day = (n: number) => new Date(Date.UTC(2026, 3, 1 + n, 9));

function announcement(title: string, values: Partial<NewAnnouncement> = {}): NewAnnouncement {
  return {
    title,
    content: `Conținutul anunțului ${title}.`,
    category: "general",
    priority: 0,
    publishedAt: day(0),
    ...values,
  };
}

describe("public announcements", () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: "0" }); // writes behind the API: nothing kept in memory
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(announcements);
    agent = new TestAgent(t.app);
  });

  const titles = (body: { items: { title: string }[] }) => body.items.map((a) => a.title);

  it("lists active announcements, highest priority first, then newest; inactive ones stay hidden", async () => {
    await insertAnnouncements(t.db, [
      announcement("old-low", { priority: 10, publishedAt: day(1) }),
      announcement("new-low", { priority: 10, publishedAt: day(5) }),
      announcement("old-high", { priority: 90, publishedAt: day(0) }),
      announcement("newest-zero", { priority: 0, publishedAt: day(9) }),
      announcement("hidden", { priority: 100, publishedAt: day(9), active: false }),
    ]);
    const res = await agent.get("/api/announcements");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(["old-high", "new-low", "old-low", "newest-zero"]);
    expect(body).toMatchObject({ page: 1, pageSize: 9, total: 4 });
  });

  it("filters by category, with the total of that category", async () => {
    await insertAnnouncements(t.db, [
      announcement("cup", { category: "competition", publishedAt: day(2) }),
      announcement("meet", { category: "competition", publishedAt: day(1) }),
      announcement("camp", { category: "training" }),
      announcement("party", { category: "event" }),
      announcement("off", { category: "competition", active: false }),
    ]);
    const res = (await agent.get("/api/announcements?category=competition")).json();
    expect(titles(res)).toEqual(["cup", "meet"]);
    expect(res.total).toBe(2);
    expect(titles((await agent.get("/api/announcements?category=event")).json())).toEqual(["party"]);
    expect((await agent.get("/api/announcements?category=party")).statusCode).toBe(400);
  });

  it("pages with page and pageSize, never repeating an item", async () => {
    await insertAnnouncements(
      t.db,
      Array.from({ length: 7 }, (_, i) => announcement(`a${i}`, { publishedAt: day(i) })),
    );
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push((await agent.get(`/api/announcements?pageSize=3&page=${page}`)).json());
    expect(pages.map(titles)).toEqual([["a6", "a5", "a4"], ["a3", "a2", "a1"], ["a0"]]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect((await agent.get("/api/announcements?page=4&pageSize=3")).json().items).toEqual([]);
    expect((await agent.get("/api/announcements?pageSize=500")).statusCode).toBe(400);
  });

  it("shows the spec's fields, with event date and times as given", async () => {
    await insertAnnouncements(t.db, [
      announcement("Cupa", {
        subtitle: "Ediția a V-a",
        category: "competition",
        eventDate: "2026-06-14",
        startTime: "09:00",
        endTime: "14:30",
        location: "Bazinul Municipal",
        priority: 80,
      }),
    ]);
    const [item] = (await agent.get("/api/announcements")).json().items;
    expect(item).toMatchObject({
      title: "Cupa",
      subtitle: "Ediția a V-a",
      category: "competition",
      eventDate: "2026-06-14",
      startTime: "09:00",
      endTime: "14:30",
      location: "Bazinul Municipal",
      priority: 80,
      imageUrl: null,
      publishedAt: day(0).toISOString(),
    });
    expect(item).not.toHaveProperty("imageKey");
    expect(item).not.toHaveProperty("createdBy");
  });

  it("serves the image of an active announcement by its content type; none for an inactive one", async () => {
    const storage = createStorage(t.config.dataDir);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0b7285" } })
      .png()
      .toBuffer();
    const stored = await storage.save(png, { area: "announcements", maxBytes: 1_000_000 });
    const [shown, hidden] = await insertAnnouncements(t.db, [
      announcement("with image", { imageKey: stored.key }),
      announcement("inactive", { imageKey: stored.key, active: false }),
    ]);
    const [item] = (await agent.get("/api/announcements")).json().items;
    expect(item.imageUrl).toMatch(new RegExp(`^/api/announcements/${shown!.id}/image\\?v=[\\w-]+$`));
    const image = await agent.get(item.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toContain("immutable");
    expect(image.rawPayload.equals(png)).toBe(true);
    // An address without the current version may change meaning: cached briefly only.
    const unversioned = await agent.get(`/api/announcements/${shown!.id}/image`);
    expect(unversioned.headers["cache-control"]).toBe("public, max-age=300");
    expect((await agent.get(`/api/announcements/${hidden!.id}/image`)).statusCode).toBe(404);
    expect(
      (await agent.get("/api/announcements/00000000-0000-4000-8000-000000000000/image")).statusCode,
    ).toBe(404);
  });
});
