import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { seedRequiredData } from "../../seed/required.ts";
import { insertGdprVersion } from "./repository.ts";

describe("GET /api/gdpr/current", () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: "0" }); // writes behind the API: nothing kept in memory
    agent = new TestAgent(t.app);
  });
  afterAll(() => t.close());

  it("answers 404 GDPR_VERSION_NOT_FOUND before any version exists", async () => {
    const res = await agent.get("/api/gdpr/current");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("GDPR_VERSION_NOT_FOUND");
  });

  it("gives anyone version 1 in Romanian by default, with the rules the policy must state", async () => {
    await seedRequiredData(t.ctx);
    const res = await agent.get("/api/gdpr/current");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const body = res.json();
    expect(body).toMatchObject({ version: 1, createdAt: t.clock.now().toISOString() });
    expect(body.text).toMatch(/^# Politica de confidențialitate/);
    for (const rule of [
      "Operatorul datelor",
      "adeverință medicală",
      "numai în Uniunea Europeană",
      "45 de zile",
      "între 3 și 5 ani",
      "Jurnalele serverului**: 12 luni",
      "cookie-urile** (consimțământul pentru cookie-uri): 12 luni",
      "în cel mult 72 de ore",
      "Răspundem în cel mult 30 de zile",
      "reprezentantul legal",
      "cu cel puțin 30 de zile înainte",
      "la următoarea autentificare",
    ]) {
      expect(body.text).toContain(rule);
    }
  });

  it("gives the English text to a client asking for English", async () => {
    agent.lang = "en";
    const body = (await agent.get("/api/gdpr/current")).json();
    agent.lang = "ro";
    expect(body.version).toBe(1);
    expect(body.text).toMatch(/^# Privacy policy/);
    for (const rule of [
      "only in the European Union",
      "within 72 hours",
      "We answer within 30 days",
      "at least 30 days",
      "at your next sign-in",
      "3 to 5 years",
      "**Server logs**: 12 months",
    ]) {
      expect(body.text).toContain(rule);
    }
  });

  it("serves the newest version once another is published", async () => {
    await insertGdprVersion(t.db, { version: 2, textRo: "# Versiunea 2", textEn: "# Version 2" });
    const body = (await agent.get("/api/gdpr/current")).json();
    expect(body).toMatchObject({ version: 2, text: "# Versiunea 2" });
  });
});
