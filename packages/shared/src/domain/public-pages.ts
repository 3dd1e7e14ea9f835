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

/**
 * Names the script a first visit's page loads instead of the app's entry (apps/web/src/first-visit.ts), as
 * `{ "script": "/assets/first-visit-<hash>.js" }`; written by the web build (apps/web/build/first-visit.ts).
 */
export const FIRST_VISIT_FILE = "first-visit.json";
export interface FirstVisitScript {
  script: string;
}
export type PagePreloads = Partial<Record<PublicPageKey, { scripts: string[]; styles: string[] }>>;

/** How many events and photos a page of the public lists holds (the web app's requests and the server's HTML). */
export const ANNOUNCEMENTS_PAGE_SIZE = 6;
export const GALLERY_PAGE_SIZE = 12;
/** The gallery tile's `sizes`: three columns from about 900 px (at most 1140 px wide), two from 600 px, one below. */
export const GALLERY_TILE_SIZES =
  "(min-width: 1180px) 360px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 94vw";

/** GET address of one page of the public events (announcements), newest and most important first. */
export function announcementsPath(category: string | undefined, page: number): string {
  return `/api/announcements?${query({ page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, category })}`;
}

/** GET address of one page of the gallery; `cursor` is the previous page's nextCursor. */
export function galleryPath(category: string | undefined, cursor: string | null): string {
  return `/api/gallery?${query({ limit: GALLERY_PAGE_SIZE, category, cursor })}`;
}

/** A query string of the parameters that have a value, in the order given (this package runs without the DOM). */
function query(params: Record<string, string | number | null | undefined>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join("&");
}

const CLUB_PATH = "/api/club";

/**
 * The API answers a public page asks for as it starts, each public and kept in the server's memory (its route
 * is `publicCache`). The server writes them into the page's HTML and the web app's first request for each
 * takes it from there (apps/web/src/lib/page-data.ts), so a list is drawn as soon as the app runs instead of
 * after one more round trip. The footer of every page shows the club's contact details.
 */
export const PAGE_DATA: Record<PublicPageKey, readonly string[]> = {
  home: [CLUB_PATH],
  contact: [CLUB_PATH],
  registration: [CLUB_PATH],
  gallery: [CLUB_PATH, galleryPath(undefined, null)],
  events: [CLUB_PATH, announcementsPath(undefined, 1)],
  privacy: [CLUB_PATH],
  terms: [CLUB_PATH],
  developer: [CLUB_PATH],
};

/**
 * The cookie question the server writes into a first visit's HTML (no anti-forgery cookie yet), so it shows
 * at once instead of after the app's code; its buttons carry `data-consent="accepted" | "rejected"`. The web
 * app answers its clicks as soon as its code runs and removes it when its own prompt is up.
 */
export const CONSENT_PROMPT_ELEMENT_ID = "consent-prompt";

/** The element of a public page's HTML that holds its PAGE_DATA answers, as `PageDataPayload` JSON. */
export const PAGE_DATA_ELEMENT_ID = "page-data";
export interface PageDataPayload {
  /** The language the answers were asked in; an app showing the other one asks again. */
  lang: string;
  answers: Record<string, unknown>;
}
