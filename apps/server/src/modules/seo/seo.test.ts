import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_DATA, type PageDataPayload, PUBLIC_PAGES } from "@bazin/shared/domain/public-pages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app.ts";
import { buildApp } from "../../app.ts";
import { CLUB_PROFILE } from "../../seed/club.ts";
import { seedRequiredData } from "../../seed/required.ts";
import { saveClubProfile } from "../club/repository.ts";
import { insertGdprVersion } from "../gdpr/repository.ts";

const PUBLIC_URL = "https://bazin.example.ro";

/** What vite writes: the language, a default title and description, the hashed entry script. */
const INDEX_HTML = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Descrierea implicită." />
    <title>Bazinul Municipal</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface Head {
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  meta: Record<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

/** Reads what a crawler would read from the head (no JavaScript run). */
function readHead(html: string): Head {
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) meta[m[1]!] = m[2]!;
  return {
    lang: html.match(/<html[^>]* lang="([^"]+)"/)?.[1],
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta.description,
    meta,
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

/** The API answers the server wrote into a page for the app (the `page-data` element), or null. */
function readPageData(html: string): PageDataPayload | null {
  const json = html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as PageDataPayload) : null;
}

describe("SEO: head tags in index.html, sitemap.xml, robots.txt", () => {
  let c: TestContext;
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    c = await createTestContext({ PUBLIC_URL });
    await seedRequiredData(c.ctx);
    webRoot = mkdtempSync(join(tmpdir(), "bazin-web-"));
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    writeFileSync(join(webRoot, "assets", "index-abc123.js"), "console.log('app')");
    // The build happened before the test clock's "now".
    const built = new Date("2026-11-01T08:00:00Z");
    utimesSync(join(webRoot, "index.html"), built, built);
    app = await buildApp({ ctx: c.ctx, background: false, serveWeb: true, webRoot });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await c.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

  describe("public pages", () => {
    it("the home page in Romanian: lang, title, description, Open Graph, canonical address", async () => {
      const res = await get("/");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(String(res.headers.vary)).toMatch(/accept-language/i);
      const head = readHead(res.body);
      expect(head).toMatchObject({
        lang: "ro",
        title: "Bazinul Municipal · Școala de înot pentru copii și adulți",
        canonical: `${PUBLIC_URL}/`,
      });
      expect(head.description).toMatch(/^Cursuri de înot pentru copii și adulți/);
      expect(head.meta).toMatchObject({
        "og:type": "website",
        "og:title": head.title,
        "og:description": head.description,
        "og:url": `${PUBLIC_URL}/`,
        "og:locale": "ro_RO",
        "og:locale:alternate": "en_GB",
        "twitter:card": "summary",
      });
      // The rest of the built file is untouched: one description, one title, the entry script.
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body.match(/name="description"/g)).toHaveLength(1);
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    });

    it("every public page has its own title and description, in English for an English browser", async () => {
      const titles = new Set<string>();
      for (const page of PUBLIC_PAGES) {
        const head = readHead((await get(page.path, { "accept-language": "en-GB,en;q=0.9" })).body);
        expect(head.lang, page.path).toBe("en");
        expect(head.title, page.path).toMatch(/Municipal Pool/);
        expect(head.description?.length, page.path).toBeGreaterThan(50);
        expect(head.canonical).toBe(`${PUBLIC_URL}${page.path}`);
        titles.add(head.title!);
      }
      expect(titles.size).toBe(PUBLIC_PAGES.length);
      const contact = readHead((await get("/contact", { "accept-language": "en" })).body);
      expect(contact.title).toBe("Contact · Municipal Pool");
      expect(readHead((await get("/termeni-conditii/")).body).title).toBe(
        "Termeni și condiții · Bazinul Municipal",
      );
    });

    it("carries the API answers each page starts with, as the API gives them, in the visitor's language", async () => {
      for (const page of PUBLIC_PAGES) {
        for (const lang of ["ro", "en"]) {
          const data = readPageData((await get(page.path, { "accept-language": lang })).body);
          expect(data?.lang, page.path).toBe(lang);
          expect(Object.keys(data!.answers), page.path).toEqual([...PAGE_DATA[page.key]]);
          for (const path of PAGE_DATA[page.key]) {
            const api = await app.inject({ method: "GET", url: path, headers: { "accept-language": lang } });
            expect(data!.answers[path], `${page.path} ${path}`).toEqual(api.json());
          }
        }
      }
      expect(PAGE_DATA.events).toContain("/api/announcements?page=1&pageSize=6");
      expect(PAGE_DATA.gallery).toContain("/api/gallery?limit=12");
      // The app's other addresses get the built file as it is.
      expect(readPageData((await get("/login")).body)).toBeNull();
    });

    it("describes the pool for search engines: address, coordinates, phone, opening hours", async () => {
      const [data] = readHead((await get("/contact")).body).jsonLd;
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "PublicSwimmingPool",
        name: CLUB_PROFILE.name,
        url: `${PUBLIC_URL}/`,
        telephone: "+40230541234",
        email: CLUB_PROFILE.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: CLUB_PROFILE.street,
          addressLocality: "Fălticeni",
          addressRegion: "Suceava",
          postalCode: "725200",
          addressCountry: "RO",
        },
        geo: {
          "@type": "GeoCoordinates",
          latitude: CLUB_PROFILE.latitude,
          longitude: CLUB_PROFILE.longitude,
        },
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
              (day) => `https://schema.org/${day}`,
            ),
            opens: "08:00",
            closes: "16:00",
          },
        ],
        sameAs: [CLUB_PROFILE.socialUrl],
      });
      expect(data!.description).toBe(CLUB_PROFILE.description.ro);
    });

    it("keeps an admin's text from breaking out of the tags", async () => {
      await saveClubProfile(c.ctx.db, {
        ...CLUB_PROFILE,
        name: 'Bazinul </script><script>alert("x")</script>',
      });
      c.ctx.clock.advanceMinutes(1); // past the profile cache
      const res = await get("/galerie");
      expect(res.body).not.toContain("<script>alert");
      expect(readHead(res.body).jsonLd[0]!.name).toBe('Bazinul </script><script>alert("x")</script>');
      const club = readPageData(res.body)?.answers["/api/club"] as { profile: { name: string } };
      expect(club.profile.name).toBe('Bazinul </script><script>alert("x")</script>');
      await saveClubProfile(c.ctx.db, CLUB_PROFILE);
      c.ctx.clock.advanceMinutes(1);
    });

    it("answers 304 to a browser that has the same page", async () => {
      const first = await get("/evenimente");
      const etag = String(first.headers.etag);
      const again = await get("/evenimente", { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      const english = await get("/evenimente", { "if-none-match": etag, "accept-language": "en" });
      expect(english.statusCode).toBe(200);
    });

    it("leaves the other routes' index.html alone (history fallback) and serves assets", async () => {
      for (const url of ["/login", "/admin", "/some/unknown/page"]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(INDEX_HTML);
      }
      const asset = await get("/assets/index-abc123.js");
      expect(asset.body).toBe("console.log('app')");
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });
  });

  describe("robots.txt", () => {
    it("allows the public site, keeps crawlers out of the API and the signed-in areas, names the sitemap", async () => {
      const res = await get("/robots.txt");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      const lines = res.body.split("\n");
      expect(lines).toEqual(
        expect.arrayContaining([
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /admin",
          "Disallow: /coach",
          "Disallow: /swimmer",
          "Disallow: /account",
          `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        ]),
      );
    });
  });

  describe("sitemap.xml", () => {
    const entries = (xml: string) =>
      Object.fromEntries(
        [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );

    it("lists every public page with the day its content last changed", async () => {
      const res = await get("/sitemap.xml");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(res.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const lastmod = entries(res.body);
      expect(Object.keys(lastmod)).toEqual(PUBLIC_PAGES.map((p) => `${PUBLIC_URL}${p.path}`));
      // Texts date from the build; the privacy and terms pages from their versions (seeded after the build).
      expect(lastmod[`${PUBLIC_URL}/developer`]).toBe("2026-11-01");
      expect(lastmod[`${PUBLIC_URL}/politica-confidentialitate`]).toBe("2026-11-22");
      expect(lastmod[`${PUBLIC_URL}/termeni-conditii`]).toBe("2026-11-22");
      expect(lastmod[`${PUBLIC_URL}/`]).toBe("2026-11-22");
    });

    it("moves a page's date when its content changes", async () => {
      await insertGdprVersion(c.ctx.db, {
        version: 2,
        textRo: "# v2",
        textEn: "# v2",
        createdAt: new Date("2027-03-15T09:00:00Z"),
      });
      const lastmod = entries((await get("/sitemap.xml")).body);
      expect(lastmod[`${PUBLIC_URL}/politica-confidentialitate`]).toBe("2027-03-15");
      expect(lastmod[`${PUBLIC_URL}/developer`]).toBe("2026-11-01");
      // Each document moves its own page only.
      const termsBefore = lastmod[`${PUBLIC_URL}/termeni-conditii`];
      expect(termsBefore < "2027-03-15").toBe(true);
      await insertGdprVersion(c.ctx.db, {
        document: "terms",
        version: 9,
        textRo: "# t9",
        textEn: "# t9",
        createdAt: new Date("2027-04-20T09:00:00Z"),
      });
      const after = entries((await get("/sitemap.xml")).body);
      expect(after[`${PUBLIC_URL}/termeni-conditii`]).toBe("2027-04-20");
      expect(after[`${PUBLIC_URL}/politica-confidentialitate`]).toBe("2027-03-15");
    });
  });
});

describe("page heads without a club profile", () => {
  it("still give title and description, without structured data", async () => {
    const c = await createTestContext();
    const webRoot = mkdtempSync(join(tmpdir(), "bazin-web-"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    const app = await buildApp({ ctx: c.ctx, background: false, serveWeb: true, webRoot });
    await app.ready();
    const head = readHead((await app.inject({ method: "GET", url: "/contact" })).body);
    expect(head.title).toBe("Contact · Bazinul Municipal");
    expect(head.jsonLd).toEqual([]);
    await app.close();
    await c.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });
});
