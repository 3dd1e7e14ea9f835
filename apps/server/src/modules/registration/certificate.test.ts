import { MEDICAL_CERTIFICATE_MAX_BYTES } from "@bazin/shared/domain/registration";
import { eq } from "drizzle-orm";
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

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 0),
]);
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
