import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { uploadedFiles } from "../../test/multipart.ts";
import { inTransaction } from "../db/transaction.ts";
import { seedAnnouncements } from "./announcements.ts";
import { seedGallery } from "./gallery.ts";

describe("demo gallery and announcements", () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    await inTransaction(t.db, async (tx) => {
      for (const step of [seedGallery, seedAnnouncements])
        await step.run({ tx, ctx: t.ctx, now, credentials: [] });
    });
    agent = new TestAgent(t.app);
  });
  afterAll(() => t.close());

  it("makes 18 photos of both categories, each with WebP variants that are served", async () => {
    const { items } = (await agent.get("/api/gallery?limit=48")).json();
    expect(items).toHaveLength(18);
    expect(new Set(items.map((p: { category: string }) => p.category))).toEqual(
      new Set(["training", "competitions"]),
    );
    for (const photo of items) {
      expect(photo.sources.map((s: { width: number }) => s.width)).toEqual([320, 640, 1280]);
      expect(photo.caption.ro).not.toBe(photo.caption.en);
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    }
    const image = await agent.get(items[0].sources[1].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    // 18 originals × 4 files, and 2 announcement images.
    expect(await uploadedFiles(t.config.dataDir)).toHaveLength(18 * 4 + 2);
  });

  it("publishes the active announcements of all four categories, two with an image", async () => {
    const body = (await agent.get("/api/announcements?pageSize=50")).json();
    expect(body.total).toBe(9);
    expect(new Set(body.items.map((a: { category: string }) => a.category))).toEqual(
      new Set(["general", "competition", "training", "event"]),
    );
    const withImage = body.items.filter((a: { imageUrl: string | null }) => a.imageUrl);
    expect(withImage).toHaveLength(2);
    const image = await agent.get(withImage[0].imageUrl);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    const priorities = body.items.map((a: { priority: number }) => a.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});
