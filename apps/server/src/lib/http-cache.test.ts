import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { announcements } from "../db/schema/content.ts";
import { gdprVersions } from "../db/schema/gdpr.ts";
import { insertAnnouncements } from "../modules/announcements/repository.ts";
import { saveClubProfile } from "../modules/club/repository.ts";
import { insertPhotos } from "../modules/gallery/repository.ts";
import { insertNextGdprVersion } from "../modules/gdpr/repository.ts";
import { CLUB_PROFILE } from "../seed/club.ts";
import { seedRequiredData } from "../seed/required.ts";
import { etagOf, matchesEtag } from "./http-cache.ts";

/*
 * The public answers that change rarely carry an ETag: asking again with If-None-Match gets 304 and no body while
 * nothing changed, and the full answer with a new ETag once something did.
 */

describe("If-None-Match matching", () => {
  const etag = etagOf('{"a":1}');

  it("matches the same ETag, weak or not, in a list, and *", () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.replace(/^W\//, ""), etag)).toBe(true);
    expect(matchesEtag(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
  });

  it("does not match another body's ETag or no header", () => {
    expect(matchesEtag(etagOf('{"a":2}'), etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag("", etag)).toBe(false);
  });
});

describe("public answers revalidate with ETag", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: "0" }); // writes behind the API: nothing kept in memory
    await seedRequiredData(t.ctx);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip", ...headers } });

  /** The JSON of an answer, gzip-compressed when large enough (the ETag is set before compression). */
  const jsonOf = (res: LightMyRequestResponse) =>
    JSON.parse(
      res.headers["content-encoding"] === "gzip" ? gunzipSync(res.rawPayload).toString("utf8") : res.body,
    );

  /** A first GET answers 200 with an ETag; the same GET with If-None-Match answers 304 with no body. */
  async function expectRevalidates(url: string): Promise<string> {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    return etag;
  }

  /** After a change, the old ETag no longer matches: 200, the new body, a new ETag. */
  async function expectChanged(url: string, oldEtag: string): Promise<LightMyRequestResponse> {
    const res = await get(url, { "if-none-match": oldEtag });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(oldEtag);
    return res;
  }

  it("GET /api/announcements (the events page): 304 until an announcement is published", async () => {
    await insertAnnouncements(t.db, [
      {
        title: "Cupa de iarnă",
        content: "Detalii.",
        category: "competition",
        priority: 0,
        publishedAt: new Date(),
      },
    ]);
    const etag = await expectRevalidates("/api/announcements");
    expect((await get("/api/announcements")).headers["cache-control"]).toBe("public, no-cache");
    await insertAnnouncements(t.db, [
      {
        title: "Tabăra de vară",
        content: "Detalii.",
        category: "event",
        priority: 5,
        publishedAt: new Date(),
      },
    ]);
    const changed = await expectChanged("/api/announcements", etag);
    expect(jsonOf(changed).items.map((a: { title: string }) => a.title)).toContain("Tabăra de vară");
    // An edit of an announcement's text changes it too.
    const etag2 = changed.headers.etag as string;
    await t.db.update(announcements).set({ subtitle: "Înscrieri deschise" });
    await expectChanged("/api/announcements", etag2);
  });

  it("GET /api/club: 304 while the profile is unchanged, a new ETag after an edit; kept a minute", async () => {
    const etag = await expectRevalidates("/api/club");
    expect((await get("/api/club")).headers["cache-control"]).toBe("public, max-age=60");
    await saveClubProfile(t.db, { ...CLUB_PROFILE, phone: "+40700000999" });
    const changed = await expectChanged("/api/club", etag);
    expect(jsonOf(changed).profile.phone).toBe("+40700000999");
  });

  it("GET /api/gallery: 304 until a photo is added", async () => {
    const etag = await expectRevalidates("/api/gallery");
    await insertPhotos(t.db, [
      {
        category: "training",
        caption: { ro: "Antrenament", en: "Practice" },
        originalKey: "gallery/test/original",
        width: 1280,
        height: 853,
        variants: [{ width: 320, height: 213, key: "gallery/test/v-320" }],
        placeholder: null,
        createdAt: new Date(),
      },
    ]);
    const changed = await expectChanged("/api/gallery", etag);
    expect(jsonOf(changed).items).toHaveLength(1);
  });

  it("GET /api/gdpr/current: 304 for the version in force, a new ETag for a new version", async () => {
    const etag = await expectRevalidates("/api/gdpr/current");
    const [current] = await t.db
      .select()
      .from(gdprVersions)
      .where(and(eq(gdprVersions.document, "privacy"), eq(gdprVersions.version, 1)));
    await insertNextGdprVersion(t.db, {
      document: "privacy",
      textRo: `${current!.textRo}\n\nModificat.`,
      textEn: current!.textEn,
    });
    const changed = await expectChanged("/api/gdpr/current", etag);
    expect(jsonOf(changed).version).toBe(2);
    // Each language is its own answer: the English text has an ETag of its own.
    const english = await get("/api/gdpr/current", { "accept-language": "en" });
    expect(english.headers.etag).not.toBe(changed.headers.etag);
    expect(english.headers.vary).toContain("Accept-Language");
  });

  it("answers that are not 200 carry no ETag", async () => {
    const res = await get("/api/announcements?page=0");
    expect(res.statusCode).toBe(400);
    expect(res.headers.etag).toBeUndefined();
  });
});
