import { ZProfile } from "@bazin/shared/contracts/profile";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { isDirectionNeutral, serializerCompiler } from "./response-serializer.ts";

const profile = {
  firstName: "Ana",
  lastName: "Pop",
  username: "ana",
  email: null,
  phone: "0722000111",
  role: "swimmer",
  usernameEditable: true,
};

describe("response serializer", () => {
  const app = Fastify();
  let answer: unknown;
  beforeAll(async () => {
    app.setSerializerCompiler(serializerCompiler);
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get("/profile", { schema: { response: { 200: ZProfile } } }, async () => answer as never);
    // A codec: the handler returns a Date, the contract sends an ISO string (only encoding can do that).
    const ZStamp = z.object({
      at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
    });
    api.get("/stamp", { schema: { response: { 200: ZStamp } } }, async () => ({
      at: new Date("2026-11-23T10:00:00.000Z"),
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends only what the contract declares, so a field the presenter forgot to drop never leaks", async () => {
    answer = { ...profile, passwordHash: "$argon2id$secret" };
    const res = await app.inject({ method: "GET", url: "/profile" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(profile);
    expect(res.body).not.toContain("argon2");
  });

  it("refuses to send an answer that breaks the contract", async () => {
    answer = { ...profile, role: undefined };
    const res = await app.inject({ method: "GET", url: "/profile" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("Ana");
  });

  it("still encodes contracts whose meaning depends on the direction (codecs, transforms, defaults)", async () => {
    const res = await app.inject({ method: "GET", url: "/stamp" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: "2026-11-23T10:00:00.000Z" });
  });

  it("tells direction-neutral contracts from the others", () => {
    expect(isDirectionNeutral(ZProfile)).toBe(true);
    expect(isDirectionNeutral(z.object({ items: z.array(ZProfile), total: z.number().int().min(0) }))).toBe(
      true,
    );
    expect(isDirectionNeutral(z.object({ n: z.string().transform((s) => s.length) }))).toBe(false);
    expect(isDirectionNeutral(z.object({ page: z.number().default(1) }))).toBe(false);
    expect(isDirectionNeutral(z.array(z.object({ at: z.iso.datetime().pipe(z.coerce.date()) })))).toBe(false);
    expect(isDirectionNeutral(z.lazy(() => ZProfile))).toBe(false);
  });
});
