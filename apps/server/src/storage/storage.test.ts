import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, type Storage } from "./storage.ts";

const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe("upload storage", () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bazin-storage-"));
    storage = createStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps a file whose content is an allowed type, under a random name", async () => {
    const saved = await storage.save(PNG_1x1, { area: "test", maxBytes: 1024, allowedTypes: ["image/png"] });
    expect(saved.contentType).toBe("image/png");
    expect(saved.key).toMatch(/^test\/\d{4}\/[0-9a-f]{32}$/);
    expect(await storage.size(saved.key)).toBe(PNG_1x1.length);
  });

  it("refuses an executable whatever it is called, and leaves no file", async () => {
    const before = await filesUnder(join(dir, "uploads")).catch(() => []);
    await expect(
      storage.save(ELF, { area: "test", maxBytes: 10_000, allowedTypes: ["application/pdf"] }),
    ).rejects.toMatchObject({ code: "UNSUPPORTED_FILE_TYPE", status: 415 });
    expect(await filesUnder(join(dir, "uploads"))).toEqual(before);
  });

  it("cuts off an oversized stream while it arrives, and leaves no file", async () => {
    const before = await filesUnder(join(dir, "uploads")).catch(() => []);
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(produced > 50 * 1024 * 1024 ? null : Buffer.alloc(64 * 1024, 1));
      },
    });
    await expect(storage.save(endless, { area: "test", maxBytes: 256 * 1024 })).rejects.toMatchObject({
      code: "FILE_TOO_LARGE",
    });
    // Stopped long before the 50 MB the source could produce.
    expect(produced).toBeLessThan(5 * 1024 * 1024);
    expect(await filesUnder(join(dir, "uploads"))).toEqual(before);
  });

  it("copies a file into another area and keeps the original", async () => {
    const saved = await storage.save(PNG_1x1, { area: "pending", maxBytes: 1024 });
    const copied = await storage.copy(saved.key, "certificates");
    expect(copied).toMatch(/^certificates\/\d{4}\/[0-9a-f]{32}$/);
    expect(await storage.size(copied)).toBe(PNG_1x1.length);
    expect(await storage.size(saved.key)).toBe(PNG_1x1.length);
    await expect(storage.copy("pending/2026/missing", "certificates")).rejects.toThrow();
    expect((await filesUnder(join(dir, "uploads"))).some((f) => f.endsWith(".part"))).toBe(false);
  });

  it("never resolves a key outside the uploads folder", () => {
    expect(() => storage.pathOf("../../etc/passwd")).toThrow();
  });
});
