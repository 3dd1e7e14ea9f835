import type { TClubProfile } from "@bazin/shared/contracts/club";
import { PUBLIC_PAGES, type PublicPage } from "@bazin/shared/domain/public-pages";
import type { AppContext } from "../../app-context.ts";
import { type Language, translator } from "../../lib/i18n.ts";
import { toClubProfile } from "../club/presenter.ts";
import { findClubProfile } from "../club/repository.ts";
import { injectHead, type PageHead } from "./head.ts";
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
  let cached: { at: number; profile: TClubProfile | null } | null = null;

  async function clubProfile(): Promise<TClubProfile | null> {
    const now = ctx.clock.now().getTime();
    if (cached && now - cached.at < PROFILE_CACHE_MS) return cached.profile;
    try {
      const row = await findClubProfile(ctx.db);
      cached = { at: now, profile: row ? toClubProfile(row) : null };
      return cached.profile;
    } catch {
      return cached?.profile ?? null;
    }
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

    /** index.html with the page's language, title, description, Open Graph tags and structured data. */
    async pageHtml(indexHtml: string, page: PublicPage, lang: Language): Promise<string> {
      return injectHead(indexHtml, await pageHead(page, lang));
    },

    /**
     * Every public page with the day its content last changed: the web app's build for the texts, and the
     * database for the club data, the privacy policy, the events and the gallery.
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
