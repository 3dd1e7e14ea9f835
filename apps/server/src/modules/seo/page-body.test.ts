import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TGalleryPhoto, TPublicAnnouncement } from "@bazin/shared/contracts/content";
import { GALLERY_TILE_SIZES, PUBLIC_PAGES } from "@bazin/shared/domain/public-pages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app.ts";
import { buildApp } from "../../app.ts";
import { translator } from "../../lib/i18n.ts";
import { CLUB_PROFILE } from "../../seed/club.ts";
import { seedRequiredData } from "../../seed/required.ts";
import { insertAnnouncement } from "../announcements/repository.ts";
import { insertInstructor, saveClubProfile } from "../club/repository.ts";
import { renderPageBody } from "./body.ts";

/*
 * What a crawler, a link preview or a browser without JavaScript reads of each public page: the server writes
 * the page's heading and main text into index.html's root element (body.ts), in the request's language.
 */

const INDEX_HTML = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <title>Bazinul Municipal</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const decode = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The root element's content as a reader without JavaScript gets it: its <h1> and its text. */
function readRoot(html: string) {
  // The root element ends before a first visit's cookie question (consent-prompt.ts), the app's page data
  // (script#page-data) or the end of the body.
  const root =
    html.match(
      /<div id="root">([\s\S]*?)<\/div>\s*(?:<div id="consent-prompt"[\s\S]*?<\/section><\/div><\/div>\s*)?(?:<script type="application\/json"[\s\S]*?<\/script>\s*)?<\/body>/,
    )?.[1] ?? "";
  const main = root.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
  const text = (part: string) =>
    decode(part.replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
  return {
    root,
    h1: [...main.matchAll(/<h1>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!)),
    main: text(main),
    nav: [...root.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]),
  };
}

/** The heading each page shows, in both languages (the web app's words). */
const HEADINGS = {
  ro: {
    "/": "Învață să înoți cu încredere",
    "/contact": "Contact",
    "/inscriere": "Înscriere la cursuri",
    "/galerie": "Galerie foto",
    "/evenimente": "Evenimente și anunțuri",
    "/politica-confidentialitate": "Politica de confidențialitate",
    "/termeni-conditii": "Termeni și condiții",
    "/developer": "Despre aplicație",
  },
  en: {
    "/": "Learn to swim with confidence",
    "/contact": "Contact",
    "/inscriere": "Course registration",
    "/galerie": "Photo gallery",
    "/evenimente": "Events and announcements",
    "/politica-confidentialitate": "Privacy policy",
    "/termeni-conditii": "Terms and conditions",
    "/developer": "About the software",
  },
} as const;

describe("public pages rendered on the server (no JavaScript)", () => {
  let c: TestContext;
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    c = await createTestContext({ PUBLIC_URL: "https://bazin.example.ro" });
    await seedRequiredData(c.ctx);
    await insertInstructor(c.ctx.db, {
      firstName: "Ana-Maria",
      lastName: "Rusu",
      bio: { ro: "Instructoare principală de 13 ani.", en: "Head instructor for 13 years." },
      weekdays: [1, 2, 3, 4, 5],
      sortOrder: 0,
      active: true,
    });
    await insertAnnouncement(c.ctx.db, {
      title: "Cupa de toamnă la înot",
      content: "Concurs pentru toate grupele.\n\nÎnscrierile se fac la secretariat.",
      category: "competition",
      eventDate: "2026-12-12",
      startTime: "10:00",
      endTime: "13:00",
      location: "Bazinul Municipal",
      priority: 50,
    });
    await insertAnnouncement(c.ctx.db, {
      title: "Anunț retras",
      content: "Nu mai e public.",
      category: "general",
      active: false,
    });
    webRoot = mkdtempSync(join(tmpdir(), "bazin-web-"));
    writeFileSync(join(webRoot, "index.html"), INDEX_HTML);
    app = await buildApp({ ctx: c.ctx, background: false, serveWeb: true, webRoot });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await c.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string, lang: "ro" | "en" = "ro") => {
    const res = await app.inject({
      method: "GET",
      url,
      headers: { accept: "text/html", "accept-language": lang === "en" ? "en-GB,en;q=0.9" : "ro-RO" },
    });
    expect(res.statusCode, url).toBe(200);
    return readRoot(res.body);
  };

  it("every public page has its one <h1> and the site's navigation, in Romanian and in English", async () => {
    for (const lang of ["ro", "en"] as const) {
      for (const { path } of PUBLIC_PAGES) {
        const body = await page(path, lang);
        expect(body.h1, `${lang} ${path}`).toEqual([HEADINGS[lang][path]]);
        expect(body.nav, `${lang} ${path}`).toEqual(
          expect.arrayContaining(["/", "/contact", "/inscriere", "/galerie", "/evenimente"]),
        );
      }
    }
  });

  it("home: what the school offers, its figures, courses, the week's schedule and how to reach it", async () => {
    const ro = await page("/");
    expect(ro.main).toContain("Cursuri de înot pentru copii și adulți");
    expect(ro.main).toContain("Ce oferim");
    expect(ro.main).toContain("Instructori dedicați");
    expect(ro.main).toContain("25 m bazin acoperit");
    expect(ro.main).toMatch(/Luni 16:30, 17:30, 18:30/);
    expect(ro.main).toMatch(/Marți 15:30, 16:30, 17:30, 18:30 19:30/);
    expect(ro.main).toContain(CLUB_PROFILE.phone);
    expect(ro.main).toContain("Luni – Vineri: 08:00 – 16:00");

    const en = await page("/", "en");
    expect(en.main).toContain("Swimming courses for children and adults");
    expect(en.main).toMatch(/Monday 16:30, 17:30, 18:30/);
    expect(en.main).toContain("Monday – Friday: 08:00 – 16:00");
    expect(en.main).not.toContain("Luni");
  });

  it("contact: phone, WhatsApp, email, address, instructors, schedule and facilities from the club's data", async () => {
    const ro = await page("/contact");
    for (const text of [
      `Telefon: ${CLUB_PROFILE.phone}`,
      `Email: ${CLUB_PROFILE.email}`,
      `${CLUB_PROFILE.street}, 725200 Fălticeni, județul Suceava`,
      "Ana-Maria Rusu",
      "Instructoare principală de 13 ani.",
      "Zile de curs: Luni – Vineri",
      "Bazin acoperit de 25 m",
      CLUB_PROFILE.facilities![0]!.ro,
    ]) {
      expect(ro.main).toContain(text);
    }
    expect(ro.root).toContain(`href="tel:+40230541234"`);

    const en = await page("/contact", "en");
    expect(en.main).toContain("Head instructor for 13 years.");
    expect(en.main).toContain(`${CLUB_PROFILE.street}, 725200 Fălticeni, Suceava County`);
    expect(en.main).toContain(CLUB_PROFILE.facilities![0]!.en);
  });

  it("events: the active announcements with their date, time and place; inactive ones stay out", async () => {
    const ro = await page("/evenimente");
    expect(ro.main).toContain("Cupa de toamnă la înot");
    expect(ro.main).toContain("Competiție · Data: sâmbătă, 12 decembrie 2026 · Ora: 10:00 – 13:00");
    expect(ro.main).toContain("Înscrierile se fac la secretariat.");
    expect(ro.main).not.toContain("Anunț retras");
    const en = await page("/evenimente", "en");
    expect(en.main).toContain("Competition · Date: Saturday, 12 December 2026 · Time: 10:00 – 13:00");
  });

  it("registration, privacy policy and terms carry their main text", async () => {
    expect((await page("/inscriere")).main).toContain("Date personale Contact Program Adresă");
    expect((await page("/inscriere", "en")).main).toMatch(/Personal details/);
    const privacy = await page("/politica-confidentialitate");
    expect(privacy.main).toContain("Versiunea 1");
    expect(privacy.root).toContain("<h2>1. Cine este operatorul</h2>");
    const terms = await page("/termeni-conditii", "en");
    expect(terms.root).toContain("<h2>2. Validity of a registration</h2>");
    expect(terms.root).toContain("A registration is <strong>active for 45 days</strong>");
  });

  it("escapes what admins typed: no tag of theirs reaches the page", async () => {
    await saveClubProfile(c.ctx.db, {
      ...CLUB_PROFILE,
      name: `Bazinul <img src=x onerror="alert(1)">`,
      phone: "<b>0230</b>",
      facilities: [{ ro: "Saună </li></ul><script>alert(2)</script>", en: "Sauna & <i>spa</i>" }],
    });
    await insertAnnouncement(c.ctx.db, {
      title: `Concurs </h2><script>alert(3)</script>`,
      content: "Text cu <a href='javascript:alert(4)'>link</a> & altele",
      location: `"><svg onload=alert(5)>`,
      category: "event",
      priority: 90,
    });
    c.ctx.clock.advanceMinutes(1); // past the page data's cache

    const contact = await page("/contact");
    expect(contact.root).not.toMatch(/<img|<script|<b>|<i>/);
    expect(contact.root).toContain("Bazinul &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(contact.main).toContain("Saună </li></ul><script>alert(2)</script>");
    expect((await page("/contact", "en")).main).toContain("Sauna & <i>spa</i>");

    const events = await page("/evenimente");
    expect(events.root).not.toMatch(/<script|<svg|<a href='javascript/);
    expect(events.main).toContain("Concurs </h2><script>alert(3)</script>");
    expect(events.main).toContain(`Locul: "><svg onload=alert(5)>`);
    expect(events.main).toContain("Text cu <a href='javascript:alert(4)'>link</a> & altele");

    await saveClubProfile(c.ctx.db, CLUB_PROFILE);
    c.ctx.clock.advanceMinutes(1);
  });

  it("keeps the rest of the built file and the other routes' index.html as they are", async () => {
    const res = await app.inject({ method: "GET", url: "/contact" });
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    for (const url of ["/login", "/admin/users"]) {
      expect((await app.inject({ method: "GET", url, headers: { accept: "text/html" } })).body, url).toBe(
        INDEX_HTML,
      );
    }
  });
});

describe("the pictures of the server-rendered lists", () => {
  const t = translator("ro");
  const none = { club: null, events: null, photos: null, privacy: null, terms: null };
  const announcement = (id: string, imageUrl: string | null): TPublicAnnouncement => ({
    id,
    title: `Anunț ${id}`,
    subtitle: null,
    content: "Text.",
    imageUrl,
    category: "event",
    eventDate: null,
    startTime: null,
    endTime: null,
    location: null,
    priority: 0,
    publishedAt: "2026-11-01T08:00:00.000Z",
  });
  const photo = (id: string): TGalleryPhoto => ({
    id,
    category: "training",
    caption: { ro: `Foto ${id}`, en: `Photo ${id}` },
    width: 1280,
    height: 854,
    sources: [320, 640, 1280].map((width) => ({ width, url: `/api/gallery/files/${id}/${width}` })),
    placeholder: null,
    createdAt: "2026-11-01T08:00:00.000Z",
  });
  const images = (html: string) => [...html.matchAll(/<img [^>]*\/>/g)].map((m) => m[0]);
  const pageOf = (key: string) => PUBLIC_PAGES.find((p) => p.key === key)!;

  it("events: each picture the app's card shows, the first fetched first, the rest as they come on screen", () => {
    const items = [
      announcement("a", "/api/announcements/a/image?v=1"),
      announcement("b", "/api/announcements/b/image?v=2"),
      announcement("c", null),
      announcement("d", "/api/announcements/d/image?v=3"),
    ];
    const html = renderPageBody(pageOf("events"), t, "ro", { ...none, events: { items, total: 4 } });
    const img = (src: string, loading: string) =>
      `<img alt="" src="${src}" width="800" height="450" loading="${loading}" decoding="async" />`;
    expect(images(html)).toEqual([
      img("/api/announcements/a/image?v=1", "eager").replace(" decoding", ' fetchpriority="high" decoding'),
      img("/api/announcements/b/image?v=2", "eager"),
      img("/api/announcements/d/image?v=3", "lazy"),
    ]);
  });

  it("gallery: each photo in the sizes its tile asks for, so the app shows the same file", () => {
    const html = renderPageBody(pageOf("gallery"), t, "ro", {
      ...none,
      photos: [photo("p1"), photo("p2"), photo("p3")],
    });
    const [first, , third] = images(html);
    expect(first).toContain(
      'srcset="/api/gallery/files/p1/320 320w, /api/gallery/files/p1/640 640w, /api/gallery/files/p1/1280 1280w"',
    );
    expect(first).toContain(`sizes="${GALLERY_TILE_SIZES}"`);
    expect(first).toContain('src="/api/gallery/files/p1/640"');
    expect(first).toContain('width="1280" height="854" loading="eager" fetchpriority="high"');
    expect(third).toContain('loading="lazy"');
    expect(readRoot(`<div id="root">${html}</div></body>`).main).toContain("Foto p1 (Antrenament)");
  });
});
