/**
 * The public site's pages (spec §2 "Public"): what crawlers may index, the sitemap lists, and the server
 * describes in each page's head (title, description, Open Graph, structured data). `key` names the page's
 * texts in the web app's `public` catalog: `seo.<key>.title` and `seo.<key>.description`.
 */
export const PUBLIC_PAGES = [
  { path: "/", key: "home", changefreq: "weekly", priority: 1.0 },
  { path: "/contact", key: "contact", changefreq: "monthly", priority: 0.8 },
  { path: "/inscriere", key: "registration", changefreq: "monthly", priority: 0.9 },
  { path: "/galerie", key: "gallery", changefreq: "weekly", priority: 0.6 },
  { path: "/evenimente", key: "events", changefreq: "daily", priority: 0.7 },
  { path: "/politica-confidentialitate", key: "privacy", changefreq: "yearly", priority: 0.3 },
  { path: "/termeni-conditii", key: "terms", changefreq: "yearly", priority: 0.3 },
  { path: "/developer", key: "developer", changefreq: "yearly", priority: 0.1 },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageKey = PublicPage["key"];

/** The public page at a path ("/contact", "/contact/"), or undefined. */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/**
 * What each public page's route loads after the first load, written by the web build
 * (apps/web/build/page-preloads.ts) beside index.html and put in the page's HTML by the server as preload hints.
 */
export const PAGE_PRELOADS_FILE = "page-preloads.json";
export type PagePreloads = Partial<Record<PublicPageKey, { scripts: string[]; styles: string[] }>>;
