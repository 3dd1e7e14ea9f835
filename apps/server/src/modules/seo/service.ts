import type { TClubProfile } from "@bazin/shared/contracts/club";
import { localDate } from "@bazin/shared/domain/club";
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  GALLERY_PAGE_SIZE,
  PUBLIC_PAGES,
  type PublicPage,
} from "@bazin/shared/domain/public-pages";
import type { AppContext } from "../../app-context.ts";
import { type Language, translator } from "../../lib/i18n.ts";
import { toPublicAnnouncement } from "../announcements/presenter.ts";
import { listAnnouncements } from "../announcements/repository.ts";
import { toClubProfile, toInstructor, toScheduleSlot } from "../club/presenter.ts";
import { findClubProfile, listInstructors, listSlots } from "../club/repository.ts";
import { toGalleryPhoto } from "../gallery/presenter.ts";
import { listPhotos } from "../gallery/repository.ts";
import { findGdprVersionInForce } from "../gdpr/repository.ts";
import { type PageBodyData, renderPageBody } from "./body.ts";
import { injectBody, injectHead, type PageHead } from "./head.ts";
import { latestContentDates } from "./repository.ts";
import { jsonForScript, poolStructuredData } from "./structured-data.ts";

/** How long an instance reuses the club profile it read for page heads: edits show up within this time. */
const PROFILE_CACHE_MS = 30_000;

/** The paths crawlers must leave alone: the API and the signed-in areas. */
export const DISALLOWED_PATHS = ["/api/", "/admin", "/coach", "/swimmer", "/account"] as const;

export type SeoService = ReturnType<typeof createSeoService>;

/**
 * Head tags, sitemap and robots.txt for the public pages. The club profile behind the structured data is
 * cached briefly; when the database cannot be read the page still gets its title and description.
 */
export function createSeoService(ctx: Pick<AppContext, "db" | "config" | "clock">) {
  const cache = new Map<string, { at: number; value: unknown }>();

  /** A read shared by the page requests for PROFILE_CACHE_MS; null (or the last value) when the database fails. */
  async function cachedRead<T>(key: string, read: () => Promise<T | null>): Promise<T | null> {
    const now = ctx.clock.now().getTime();
    const hit = cache.get(key) as { at: number; value: T | null } | undefined;
    if (hit && now - hit.at < PROFILE_CACHE_MS) return hit.value;
    try {
      const value = await read();
      cache.set(key, { at: now, value });
      return value;
    } catch {
      return hit?.value ?? null;
    }
  }

  const clubProfile = () =>
    cachedRead<TClubProfile>("profile", async () => {
      const row = await findClubProfile(ctx.db);
      return row ? toClubProfile(row) : null;
    });

  /** What a page shows from the database; only the page's own parts are read. */
  async function bodyData(page: PublicPage, lang: Language): Promise<PageBodyData> {
    const wants = (...keys: PublicPage["key"][]) => keys.includes(page.key);
    const [club, events, photos, privacy, terms] = await Promise.all([
      wants("home", "contact", "registration")
        ? cachedRead("club", async () => {
            const [profile, instructors, slots] = await Promise.all([
              findClubProfile(ctx.db),
              listInstructors(ctx.db, { activeOnly: true }),
              listSlots(ctx.db, { activeOnly: true }),
            ]);
            if (!profile) return null;
            return {
              profile: toClubProfile(profile),
              instructors: instructors.map(toInstructor),
              slots: slots.map(toScheduleSlot),
            };
          })
        : null,
      wants("events")
        ? cachedRead("events", async () => {
            const { rows, total } = await listAnnouncements(ctx.db, {
              activeOnly: true,
              offset: 0,
              limit: ANNOUNCEMENTS_PAGE_SIZE,
            });
            return { items: rows.map(toPublicAnnouncement), total };
          })
        : null,
      wants("gallery")
        ? cachedRead("photos", async () =>
            (await listPhotos(ctx.db, { limit: GALLERY_PAGE_SIZE })).map(({ row }) => toGalleryPhoto(row)),
          )
        : null,
      // The legal texts in force today (versions announced for a later day are not shown yet).
      wants("privacy")
        ? cachedRead("privacy", () => findGdprVersionInForce(ctx.db, "privacy", localDate(ctx.clock.now())))
        : null,
      wants("terms")
        ? cachedRead("terms", () => findGdprVersionInForce(ctx.db, "terms", localDate(ctx.clock.now())))
        : null,
    ]);
    return {
      club,
      events,
      photos,
      privacy: privacy && {
        version: privacy.version,
        createdAt: new Date(privacy.createdAt),
        text: lang === "en" ? privacy.textEn : privacy.textRo,
      },
      terms: terms && (lang === "en" ? terms.textEn : terms.textRo),
    };
  }

  async function pageHead(page: PublicPage, lang: Language): Promise<PageHead> {
    const t = translator(lang);
    const profile = await clubProfile();
    const publicUrl = ctx.config.publicUrl;
    return {
      lang,
      title: t(`public:seo.${page.key}.title`),
      description: t(`public:seo.${page.key}.description`),
      url: `${publicUrl}${page.path}`,
      siteName: t("public:seo.siteName"),
      locale: t("public:seo.locale"),
      alternateLocale: translator(lang === "ro" ? "en" : "ro")("public:seo.locale"),
      structuredDataJson: profile ? jsonForScript(poolStructuredData(profile, publicUrl, lang)) : undefined,
    };
  }

  return {
    pageHead,

    /**
     * index.html with the page's language, title, description, Open Graph tags and structured data in the
     * head, and the page's heading and main text inside the root element (body.ts), `inert` behind a cookie
     * question.
     */
    async pageHtml(
      indexHtml: string,
      page: PublicPage,
      lang: Language,
      options: { inert?: boolean } = {},
    ): Promise<string> {
      const [head, data] = await Promise.all([pageHead(page, lang), bodyData(page, lang)]);
      const body = renderPageBody(page, translator(lang), lang, data, options);
      return injectBody(injectHead(indexHtml, head), body);
    },

    /**
     * Every public page with the day its content last changed: the web app's build for the texts, and the
     * database for the club data, the privacy policy and the terms (each its own versions), the events and the
     * gallery.
     */
    async sitemapXml(buildDate: Date): Promise<string> {
      const dates = await latestContentDates(ctx.db);
      const contentOf: Partial<Record<PublicPage["key"], Date | null>> = {
        home: dates.club,
        contact: dates.club,
        registration: dates.club,
        gallery: dates.gallery,
        events: dates.events,
        privacy: dates.privacy,
        terms: dates.terms,
      };
      const urls = PUBLIC_PAGES.map((page) => {
        const content = contentOf[page.key];
        const lastmod = content && content > buildDate ? content : buildDate;
        return [
          "  <url>",
          `    <loc>${escapeXml(`${ctx.config.publicUrl}${page.path}`)}</loc>`,
          `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`,
          `    <changefreq>${page.changefreq}</changefreq>`,
          `    <priority>${page.priority.toFixed(1)}</priority>`,
          "  </url>",
        ].join("\n");
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        "</urlset>",
        "",
      ].join("\n");
    },

    robotsTxt(): string {
      return [
        "User-agent: *",
        "Allow: /",
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
        "",
      ].join("\n");
    },
  };
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
