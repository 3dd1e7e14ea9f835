import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import { createGdprVersion } from "../../../test/factories-registration.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { consents } from "../../db/schema/registration.ts";

describe("consents register (admin)", () => {
  let t: TestApp;
  const agents: Record<string, TestAgent> = {};
  const admin = () => agents.admin!;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ["admin", "coach", "swimmer"]) {
      agents[role] = new TestAgent(t.app);
      await signInDirectly(
        agents[role],
        t.db,
        await createUser(t.db, { role, firstName: "Radu", lastName: role }),
        t.clock.now(),
      );
    }
    const v1 = await createGdprVersion(t.db, 1);
    const v2 = await createGdprVersion(t.db, 2);
    await t.db.insert(consents).values([
      {
        fullName: "Ana Popescu",
        agreedAt: new Date("2026-10-01T09:00:00Z"),
        ip: "10.0.0.1",
        gdprVersionId: v1.id,
      },
      {
        fullName: "Ștefan Țurcanu",
        agreedAt: new Date("2026-11-02T10:30:00Z"),
        ip: "2001:db8::7",
        gdprVersionId: v2.id,
      },
      {
        fullName: "Maria Ionescu",
        agreedAt: new Date("2026-11-20T08:00:00Z"),
        ip: "10.0.0.3",
        gdprVersionId: v2.id,
      },
      {
        fullName: "Maria 100%_x",
        agreedAt: new Date("2026-09-01T08:00:00Z"),
        ip: "10.0.0.4",
        gdprVersionId: v1.id,
      },
    ]);
  });
  afterAll(() => t.close());

  const names = (res: { json(): { items: { fullName: string }[] } }) =>
    res.json().items.map((c) => c.fullName);

  it("is for admins only", async () => {
    for (const role of ["coach", "swimmer"]) {
      expect((await agents[role]!.get("/api/admin/consents")).statusCode).toBe(403);
      expect((await agents[role]!.get("/api/admin/consents/export.csv")).statusCode).toBe(403);
    }
    expect((await new TestAgent(t.app).get("/api/admin/consents")).statusCode).toBe(401);
  });

  it("lists consents newest first with name, date, IP and GDPR version", async () => {
    const res = await admin().get("/api/admin/consents");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(names(res)).toEqual(["Maria Ionescu", "Ștefan Țurcanu", "Ana Popescu", "Maria 100%_x"]);
    expect(res.json().items[1]).toMatchObject({
      fullName: "Ștefan Țurcanu",
      agreedAt: "2026-11-02T10:30:00.000Z",
      ip: "2001:db8::7",
      gdprVersion: 2,
      document: "privacy",
    });
  });

  it("searches by name, case-insensitively, with wildcards taken literally", async () => {
    expect(names(await admin().get("/api/admin/consents?q=MARIA"))).toEqual([
      "Maria Ionescu",
      "Maria 100%_x",
    ]);
    expect(names(await admin().get(`/api/admin/consents?q=${encodeURIComponent("ștefan")}`))).toEqual([
      "Ștefan Țurcanu",
    ]);
    expect(names(await admin().get("/api/admin/consents?q=%25"))).toEqual(["Maria 100%_x"]);
    expect((await admin().get("/api/admin/consents?q=zzz")).json()).toMatchObject({ total: 0, items: [] });
  });

  it("pages without repeating or skipping a row", async () => {
    const first = await admin().get("/api/admin/consents?pageSize=3&page=1");
    const second = await admin().get("/api/admin/consents?pageSize=3&page=2");
    expect(first.json().total).toBe(4);
    expect(names(first)).toEqual(["Maria Ionescu", "Ștefan Țurcanu", "Ana Popescu"]);
    expect(names(second)).toEqual(["Maria 100%_x"]);
    expect((await admin().get("/api/admin/consents?pageSize=1000")).statusCode).toBe(400);
  });

  it("exports the search as CSV (BOM, localized header, diacritics) and records the export", async () => {
    const res = await admin().get(`/api/admin/consents/export.csv?q=${encodeURIComponent("ț")}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="consimtaminte-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines).toEqual([
      "Nume complet,Data acordului,Adresa IP,Textul acceptat",
      // 10:30 UTC is 12:30 in Bucharest (EET, November).
      "Ștefan Țurcanu,2026-11-02 12:30:00,2001:db8::7,Politica de confidențialitate v2",
    ]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "consents.export"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: "consents", actorName: "Radu admin", detail: { q: "ț" } });

    const english = new TestAgent(t.app);
    english.lang = "en";
    english.cookies.set("SESSION", admin().cookies.get("SESSION")!);
    const all = await english.get("/api/admin/consents/export.csv");
    const enLines = all.rawPayload.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(enLines[0]).toBe("Full name,Agreement date,IP address,Accepted text");
    expect(enLines.slice(1).map((l) => l.split(",")[0])).toEqual([
      "Maria Ionescu",
      "Ștefan Țurcanu",
      "Ana Popescu",
      "Maria 100%_x",
    ]);
    expect(all.headers["content-disposition"]).toMatch(/filename="consents-/);
    const audit = await admin().get("/api/admin/audit");
    expect(audit.json().items[0]).toMatchObject({ action: "consents.export", targetType: "consents" });
  });
});
