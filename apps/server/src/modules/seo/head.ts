import { escapeHtml } from "./html.ts";

/** What the server writes into index.html's head for a public page, so crawlers and link previews see it. */
export interface PageHead {
  lang: string;
  title: string;
  description: string;
  /** Absolute address of the page (canonical link and og:url). */
  url: string;
  siteName: string;
  /** Open Graph locale ("ro_RO") and the other language's. */
  locale: string;
  alternateLocale: string;
  /** JSON for a <script type="application/ld+json">, already safe for a script element. */
  structuredDataJson?: string;
}

/** The tags after <title> and the description: canonical link, Open Graph, Twitter card, JSON-LD. */
export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    meta("property", "og:locale", head.locale),
    meta("property", "og:locale:alternate", head.alternateLocale),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  ];
  if (head.structuredDataJson) {
    tags.push(`<script type="application/ld+json">${head.structuredDataJson}</script>`);
  }
  return tags.join("\n    ");
}

/**
 * Puts the page's language, title, description and the other tags into the built index.html. Only what the
 * build wrote is replaced; the rest of the file (the hashed scripts and styles) stays as it is.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let html = indexHtml.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(head.lang)}"`);
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${renderHeadTags(head)}\n  </head>`);
}

/**
 * Puts a page's pre-rendered HTML inside the root element the web app mounts into (`<div id="root">`), which
 * the build leaves empty. The app's first render replaces it.
 */
export function injectBody(indexHtml: string, bodyHtml: string): string {
  return indexHtml.replace(
    /(<div id="root"[^>]*>)\s*(<\/div>)/i,
    (_match, open: string, close: string) => `${open}${bodyHtml}${close}`,
  );
}

/**
 * Preload hints for what a page's route loads after the first load (the web build's page-preloads.json): the
 * browser fetches them beside the entry, and the app's loader, finding them in the head, adds none itself.
 * Scripts as module preloads; styles only preloaded, since a stylesheet link would hold the first paint.
 */
export function injectPreloads(
  html: string,
  preloads: { scripts: string[]; styles: string[] } | undefined,
): string {
  if (!preloads) return html;
  const tags = [
    // Low priority like the entry (apps/web/build/entry-priority.ts): the server's text is the first paint.
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`,
    ),
    // The app's loader asks for styles with CORS too (crossorigin): a preload asked otherwise would go unused.
    ...preloads.styles.map(
      (href) =>
        `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`,
    ),
  ];
  return tags.length ? html.replace(/<\/head>/i, () => `  ${tags.join("\n    ")}\n  </head>`) : html;
}

/**
 * A first visit's page loads a small script instead of the app (apps/web/src/first-visit.ts): the app's entry
 * script becomes that script, naming the entry in `data-app` for it to load once the visitor has answered the
 * cookie question, and the entry's module preloads go. Unchanged when the build wrote no such script.
 */
export function deferAppToFirstVisitScript(html: string, firstVisitScript: string | undefined): string {
  if (!firstVisitScript) return html;
  const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/i);
  if (!entry) return html;
  // At the default priority: tiny, and at low priority Lighthouse's model scored /galerie lower (bench/README.md).
  const script = `<script type="module" crossorigin src="${escapeHtml(firstVisitScript)}" data-app="${entry[1]}"></script>`;
  return html.replace(entry[0], () => script).replace(/\s*<link rel="modulepreload"[^>]*>/gi, "");
}
