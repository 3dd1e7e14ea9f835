import { MEDICAL_CERTIFICATE_MAX_BYTES } from "@bazin/shared/domain/registration";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import {
  ELF,
  PNG_1x1,
  postCertificate,
  REGISTRATION_TEST_ENV,
  TINY_PDF,
} from "../../../test/factories-registration.ts";
import { multipartBody, uploadedFiles } from "../../../test/multipart.ts";
import { pendingUploads } from "../../db/schema/registration.ts";

/** A real photo of a certificate, and its first bytes alone (a JPEG by its start, nothing after). */
const JPEG = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#f8f9fa" } })
  .jpeg()
  .toBuffer();
const JPEG_START = JPEG.subarray(0, 3);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(100, 0)]);
/** PDF content padded to an exact size. */
const pdfOfSize = (bytes: number) => Buffer.concat([TINY_PDF, Buffer.alloc(bytes - TINY_PDF.length, 0x20)]);

describe("medical certificate upload: judged by content, cut off by size", () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(REGISTRATION_TEST_ENV);
    agent = new TestAgent(t.app);
  });
  afterAll(() => t.close());
  let before: string[];
  beforeEach(async () => {
    before = await uploadedFiles(t.config.dataDir);
  });

  it("keeps a PDF under 'pending' for a day and answers 201 with its id, type and size", async () => {
    const res = await postCertificate(agent, TINY_PDF, { filename: "adeverință medicală.pdf" });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      uploadId: expect.any(String),
      contentType: "application/pdf",
      sizeBytes: TINY_PDF.length,
    });
    const [row] = await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, body.uploadId));
    expect(row).toMatchObject({ originalName: "adeverință medicală.pdf", sizeBytes: TINY_PDF.length });
    expect(row!.storageKey).toMatch(/^pending\/\d{4}\/[0-9a-f]{32}$/);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(24 * 60 * 60_000);
    expect(await uploadedFiles(t.config.dataDir)).toEqual([...before, row!.storageKey].sort());
  });

  it.each([
    ["a JPEG", JPEG, "poza.jpg", "image/jpeg", "image/jpeg"],
    ["a PNG", PNG_1x1, "scan.png", "image/png", "image/png"],
    ["a real PDF declared as an image", TINY_PDF, "scan.png", "image/png", "application/pdf"],
    ["a PNG declared and named as a PDF", PNG_1x1, "adeverinta.pdf", "application/pdf", "image/png"],
    ["a PDF declared as image/jpg", TINY_PDF, "a.jpg", "image/jpg", "application/pdf"],
  ])("accepts %s, recorded by its content", async (_name, content, filename, declared, detected) => {
    const res = await postCertificate(agent, content, { filename, contentType: declared });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contentType).toBe(detected);
  });

  it.each([
    ["an executable renamed .pdf", ELF, "adeverinta.pdf", "application/pdf"],
    ["a GIF", GIF, "poza.gif", "image/gif"],
    ["plain text called .png", Buffer.from("nu sunt o imagine"), "poza.png", "image/png"],
    ["an empty file", Buffer.alloc(0), "gol.pdf", "application/pdf"],
    ["3 bytes that start like a JPEG", JPEG_START, "poza.jpg", "image/jpeg"],
    ["a JPEG cut off halfway", JPEG.subarray(0, JPEG.length / 2), "poza.jpg", "image/jpeg"],
    ["a PDF header with nothing after", Buffer.from("%PDF-1.7\n%âãÏÓ\n"), "a.pdf", "application/pdf"],
  ])(
    "refuses %s with 415 UNSUPPORTED_FILE_TYPE and keeps nothing",
    async (_name, content, filename, declared) => {
      const res = await postCertificate(agent, content, { filename, contentType: declared });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().code).toBe("UNSUPPORTED_FILE_TYPE");
      expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    },
  );

  it("accepts exactly 5,242,880 bytes", async () => {
    const res = await postCertificate(agent, pdfOfSize(MEDICAL_CERTIFICATE_MAX_BYTES));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().sizeBytes).toBe(MEDICAL_CERTIFICATE_MAX_BYTES);
  });

  it("cuts off one byte more while streaming: 413 FILE_TOO_LARGE, nothing kept", async () => {
    agent.lang = "en";
    const res = await postCertificate(agent, pdfOfSize(MEDICAL_CERTIFICATE_MAX_BYTES + 1));
    agent.lang = "ro";
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: "FILE_TOO_LARGE",
      message: "The file is too large (at most 5 MB).",
      params: { maxMb: 5 },
    });
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
  });

  it("cuts off a much larger file the same way", async () => {
    const res = await postCertificate(agent, pdfOfSize(12 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
  });

  it("asks for the file when the form has none, or names it otherwise", async () => {
    const empty = multipartBody({ note: "fără fișier" });
    const none = await agent.post("/api/registration/certificate", empty.payload, empty.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { file: "certificateRequired" } });
    const other = await postCertificate(agent, TINY_PDF, { field: "document" });
    expect(other.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { file: "certificateRequired" } });
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const res = await agent.post("/api/registration/certificate", { file: "JVBERi0xLjQ=" });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("requires the anti-forgery token like every other change", async () => {
    const res = await postCertificate(agent, TINY_PDF);
    expect(res.statusCode).toBe(201);
    const body = multipartBody({}, [
      { field: "file", filename: "a.pdf", contentType: "application/pdf", content: TINY_PDF },
    ]);
    const forged = await new TestAgent(t.app).request("POST", "/api/registration/certificate", body.payload, {
      ...body.headers,
      "x-xsrf-token": "forged",
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe("unclaimed certificate uploads are capped, so no one fills the disk", () => {
  let t: TestApp;
  // Caps of 1 MB per address and 2 MB in all; each upload below is 0.4 MB (five fit in all, two per address).
  beforeAll(async () => {
    t = await createTestApp({
      ...REGISTRATION_TEST_ENV,
      PENDING_UPLOADS_PER_ADDRESS_MB: "1",
      PENDING_UPLOADS_MAX_MB: "2",
    });
  });
  afterAll(() => t.close());
  const upload = (ip: string) => {
    const agent = new TestAgent(t.app);
    agent.ip = ip;
    return postCertificate(agent, pdfOfSize(400 * 1024));
  };

  it("refuses an address past its share, and everyone past the total, with translated messages", async () => {
    expect((await upload("198.51.100.1")).statusCode).toBe(201);
    expect((await upload("198.51.100.1")).statusCode).toBe(201);
    const before = await uploadedFiles(t.config.dataDir);
    const third = await upload("198.51.100.1");
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: "UPLOADS_ADDRESS_FULL",
      message: expect.stringContaining("24 de ore"),
    });
    expect(third.headers["retry-after"]).toBe("86400");
    // Nothing of the refused upload stays: neither its file nor its row.
    expect(await uploadedFiles(t.config.dataDir)).toEqual(before);
    expect(await t.db.select().from(pendingUploads)).toHaveLength(2);

    // Other addresses may still upload until the total is reached.
    expect((await upload("198.51.100.2")).statusCode).toBe(201);
    expect((await upload("198.51.100.3")).statusCode).toBe(201);
    expect((await upload("198.51.100.4")).statusCode).toBe(201);
    const full = await upload("198.51.100.5");
    expect(full.statusCode).toBe(503);
    expect(full.json().code).toBe("UPLOADS_FULL");
    expect(await t.db.select().from(pendingUploads)).toHaveLength(5);
  });

  it("counts only what is unclaimed and unexpired: a day later the address may upload again", async () => {
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await upload("198.51.100.1")).statusCode).toBe(201);
    expect((await upload("198.51.100.5")).statusCode).toBe(201);
  });

  it("keeps no client address, only a keyed hash of it", async () => {
    const rows = await t.db.select().from(pendingUploads);
    for (const row of rows) {
      expect(row.uploader).toMatch(/^[\w-]{22}$/);
      expect(row.uploader).not.toContain("198.51");
    }
  });
});
