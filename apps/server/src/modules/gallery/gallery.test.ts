import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../../test/factories.ts";
import { multipartBody, uploadedFiles } from "../../../test/multipart.ts";
import { galleryPhotos } from "../../db/schema/content.ts";
import { variantWidths } from "./images.ts";
import { insertPhotos, type NewGalleryPhoto } from "./repository.ts";

/** A photo-like JPEG, stored landscape with an EXIF tag saying "rotate 90°": it shows as portrait. */
async function rotatedJpeg(width = 1600, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#0b7285"/><rect width="30%" height="100%" fill="#f59f00"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret GPS-ish data" } } })
    .toBuffer();
}

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 7)]);

function photoRow(i: number, category: string, createdAt: Date): NewGalleryPhoto {
  return {
    category,
    caption: { ro: `Foto ${i}`, en: `Photo ${i}` },
    originalKey: `gallery/test/original-${i}`,
    width: 1280,
    height: 853,
    variants: [{ width: 320, height: 213, key: `gallery/test/v-${i}` }],
    placeholder: null,
    createdAt,
  };
}

describe("gallery", () => {
  let t: TestApp;
  let admin: TestUser;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: "admin" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(galleryPhotos);
    agent = new TestAgent(t.app);
  });

  const upload = (
    a: TestAgent,
    fields: Record<string, string>,
    file?: { content: Buffer; filename?: string; contentType?: string },
  ) => {
    const body = multipartBody(
      fields,
      file
        ? [
            {
              field: "image",
              filename: file.filename ?? "photo.jpg",
              contentType: file.contentType ?? "image/jpeg",
              content: file.content,
            },
          ]
        : [],
    );
    return a.request("POST", "/api/gallery", body.payload, body.headers);
  };
  const fields = { category: "training", captionRo: "Antrenament de seară", captionEn: "Evening practice" };

  describe("listing", () => {
    it("pages newest first with an opaque cursor, without repeats or gaps, ties broken by id", async () => {
      const base = Date.UTC(2026, 4, 1);
      const sameMoment = new Date(base + 5 * 60_000);
      const rows = Array.from({ length: 7 }, (_, i) =>
        photoRow(i, i % 2 ? "competitions" : "training", i >= 5 ? sameMoment : new Date(base + i * 60_000)),
      );
      await insertPhotos(t.db, rows);

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url = `/api/gallery?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await agent.get(url);
        expect(res.statusCode).toBe(200);
        const body = res.json() as { items: { caption: { ro: string } }[]; nextCursor: string | null };
        seen.push(...body.items.map((p) => p.caption.ro));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      // Photos 5 and 6 share a timestamp: both appear, once each.
      expect(seen.slice(2)).toEqual(["Foto 4", "Foto 3", "Foto 2", "Foto 1", "Foto 0"]);
      expect(new Set(seen.slice(0, 2))).toEqual(new Set(["Foto 5", "Foto 6"]));
    });

    it("filters by category, and the cursor keeps the filter's order", async () => {
      const base = Date.UTC(2026, 4, 1);
      await insertPhotos(
        t.db,
        Array.from({ length: 6 }, (_, i) =>
          photoRow(i, i < 4 ? "competitions" : "training", new Date(base + i * 60_000)),
        ),
      );
      const first = (await agent.get("/api/gallery?category=competitions&limit=2")).json();
      expect(first.items.map((p: { caption: { en: string } }) => p.caption.en)).toEqual([
        "Photo 3",
        "Photo 2",
      ]);
      expect(first.items.every((p: { category: string }) => p.category === "competitions")).toBe(true);
      const second = (
        await agent.get(`/api/gallery?category=competitions&limit=2&cursor=${first.nextCursor}`)
      ).json();
      expect(second.items.map((p: { caption: { en: string } }) => p.caption.en)).toEqual([
        "Photo 1",
        "Photo 0",
      ]);
      expect(second.nextCursor).toBeNull();
      const training = (await agent.get("/api/gallery?category=training")).json();
      expect(training.items).toHaveLength(2);
      expect(training.nextCursor).toBeNull();
    });

    it("refuses a cursor it did not make and an unknown category", async () => {
      const forged = await agent.get(`/api/gallery?cursor=${Buffer.from("[1,2]").toString("base64url")}`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { cursor: "invalid" } });
      expect((await agent.get("/api/gallery?cursor=%%%")).statusCode).toBe(400);
      expect((await agent.get("/api/gallery?category=parties")).statusCode).toBe(400);
    });

    it("exposes no storage keys", async () => {
      await insertPhotos(t.db, [photoRow(1, "training", new Date())]);
      const body = (await agent.get("/api/gallery")).body;
      expect(body).not.toContain("gallery/test");
      expect(body).toContain("/api/gallery/files/");
    });
  });

  describe("upload", () => {
    it("an admin uploads a photo: rotated by EXIF, WebP variants never upscaled, metadata gone", async () => {
      await loginAs(agent, admin);
      const res = await upload(agent, fields, { content: await rotatedJpeg() });
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json();
      // Stored 1600×1000 with "rotate 90°": shown 1000×1600.
      expect(photo).toMatchObject({ category: "training", width: 1000, height: 1600 });
      expect(photo.caption).toEqual({ ro: "Antrenament de seară", en: "Evening practice" });
      expect(photo.sources.map((s: { width: number }) => s.width)).toEqual([320, 640, 1000]);
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
      // The original and three variants.
      expect(await uploadedFiles(t.config.dataDir)).toHaveLength(4);

      const file = await new TestAgent(t.app).get(photo.sources[0].url);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 320, height: 512 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();

      expect((await agent.get(`/api/gallery/files/${photo.id}/1280`)).statusCode).toBe(404);
      const list = (await agent.get("/api/gallery")).json();
      expect(list.items.map((p: { id: string }) => p.id)).toEqual([photo.id]);
    });

    it("accepts PNG and WebP, and reads fields sent after the file", async () => {
      await loginAs(agent, admin);
      const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#228be6" } })
        .png()
        .toBuffer();
      const body = multipartBody({}, [
        { field: "image", filename: "a.png", contentType: "image/png", content: png },
      ]);
      // Fields after the file: build by hand.
      const tail = multipartBody(fields);
      const boundary = body.headers["content-type"].split("boundary=")[1]!;
      const tailBoundary = tail.headers["content-type"].split("boundary=")[1]!;
      const payload = Buffer.concat([
        body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length),
        Buffer.from(tail.payload.toString("latin1").replaceAll(tailBoundary, boundary), "latin1"),
      ]);
      const res = await agent.request("POST", "/api/gallery", payload, body.headers);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().sources.map((s: { width: number }) => s.width)).toEqual([320, 500]);

      const webp = await sharp(png).webp().toBuffer();
      const second = await upload(
        agent,
        { ...fields, category: "competitions" },
        {
          content: webp,
          filename: "b.webp",
          contentType: "image/webp",
        },
      );
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().category).toBe("competitions");
    });

    it("is for admins only: a coach gets 403, a visitor 401, and nothing is stored", async () => {
      const jpeg = await rotatedJpeg(400, 300);
      const coachAgent = new TestAgent(t.app);
      await loginAs(coachAgent, await createUser(t.db, { role: "coach" }));
      const coach = await upload(coachAgent, fields, { content: jpeg });
      expect(coach.statusCode).toBe(403);
      expect(coach.json().code).toBe("FORBIDDEN");
      const anonymous = await upload(new TestAgent(t.app), fields, { content: jpeg });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe("UNAUTHENTICATED");
      expect((await agent.get("/api/gallery")).json().items).toEqual([]);
    });

    it("refuses a renamed non-image by its content (415) and leaves no file", async () => {
      await loginAs(agent, admin);
      const before = await uploadedFiles(t.config.dataDir);
      const res = await upload(agent, fields, {
        content: ELF,
        filename: "holiday.jpg",
        contentType: "image/jpeg",
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe("UNSUPPORTED_FILE_TYPE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
      expect((await agent.get("/api/gallery")).json().items).toEqual([]);
    });

    it("refuses an image format outside JPEG/PNG/WebP (a GIF) by content", async () => {
      await loginAs(agent, admin);
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
        .gif()
        .toBuffer();
      const res = await upload(agent, fields, { content: gif, filename: "x.jpg" });
      expect(res.statusCode).toBe(415);
    });

    it("cuts off an upload over 5 MB (413) and leaves no file", async () => {
      await loginAs(agent, admin);
      const before = await uploadedFiles(t.config.dataDir);
      const jpeg = await rotatedJpeg(400, 300);
      const oversized = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
      const res = await upload(agent, fields, { content: oversized });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("FILE_TOO_LARGE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    });

    it("takes exactly 5 MB", async () => {
      await loginAs(agent, admin);
      const jpeg = await rotatedJpeg(400, 300);
      // Bytes after a JPEG's end marker are ignored by decoders.
      const exact = Buffer.concat([jpeg, Buffer.alloc(5_242_880 - jpeg.length, 0)]);
      const res = await upload(agent, fields, { content: exact });
      expect(res.statusCode, res.body).toBe(201);
    });

    it("refuses an image that does not decode (422) and removes the stored original", async () => {
      await loginAs(agent, admin);
      const before = await uploadedFiles(t.config.dataDir);
      const jpeg = await rotatedJpeg(400, 300);
      const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(3000, 0x41)]);
      const res = await upload(agent, fields, { content: broken });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("IMAGE_UNREADABLE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    });

    it("names missing fields and the missing file, storing nothing", async () => {
      await loginAs(agent, admin);
      const before = await uploadedFiles(t.config.dataDir);
      const noCaption = await upload(
        agent,
        { category: "training", captionRo: " " },
        {
          content: await rotatedJpeg(400, 300),
        },
      );
      expect(noCaption.statusCode).toBe(400);
      expect(noCaption.json().fields).toEqual({ captionRo: "fieldRequired", captionEn: "invalid" });
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
      const noFile = await upload(agent, fields);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().fields).toEqual({ image: "fieldRequired" });
      const json = await agent.post("/api/gallery", fields);
      expect(json.statusCode).toBe(415);
    });
  });

  describe("editing and deleting", () => {
    it("an admin changes caption and category; others may not", async () => {
      await loginAs(agent, admin);
      const photo = (await upload(agent, fields, { content: await rotatedJpeg(400, 300) })).json();
      const res = await agent.patch(`/api/gallery/${photo.id}`, {
        category: "competitions",
        caption: { ro: "Cupa orașului", en: "Town cup" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        category: "competitions",
        caption: { ro: "Cupa orașului", en: "Town cup" },
      });
      expect((await agent.patch(`/api/gallery/${photo.id}`, {})).statusCode).toBe(400);
      const missing = await agent.patch("/api/gallery/00000000-0000-4000-8000-000000000000", {
        category: "training",
      });
      expect(missing.statusCode).toBe(404);
      const swimmer = new TestAgent(t.app);
      await loginAs(swimmer, await createUser(t.db, { role: "swimmer" }));
      expect((await swimmer.patch(`/api/gallery/${photo.id}`, { category: "training" })).statusCode).toBe(
        403,
      );
    });

    it("deleting a photo removes its row and every file", async () => {
      await loginAs(agent, admin);
      const before = await uploadedFiles(t.config.dataDir);
      const photo = (await upload(agent, fields, { content: await rotatedJpeg() })).json();
      expect((await uploadedFiles(t.config.dataDir)).length).toBe(before.length + 4);
      const res = await agent.delete(`/api/gallery/${photo.id}`);
      expect(res.statusCode).toBe(204);
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
      expect((await agent.get(photo.sources[0].url)).statusCode).toBe(404);
      expect((await agent.get("/api/gallery")).json().items).toEqual([]);
      expect((await agent.delete(`/api/gallery/${photo.id}`)).statusCode).toBe(404);
    });
  });

  it("variant widths: the standard ones below the image's width, then its own, capped at 1280", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(900)).toEqual([320, 640, 900]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(100)).toEqual([100]);
  });
});
