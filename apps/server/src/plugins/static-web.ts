import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  FIRST_VISIT_FILE,
  type FirstVisitScript,
  PAGE_PRELOADS_FILE,
  type PagePreloads,
  publicPageAt,
} from "@bazin/shared/domain/public-pages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translator } from "../lib/i18n.ts";
import { injectConsentPrompt, renderConsentPrompt } from "../modules/seo/consent-prompt.ts";
import { deferAppToFirstVisitScript, injectPreloads } from "../modules/seo/head.ts";
import { injectPageData, readPageData } from "../modules/seo/page-data.ts";
import { createSeoService } from "../modules/seo/service.ts";
import { CSRF_COOKIE } from "./csrf.ts";

export const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** A file the build wrote, read again only when it changes (a new build); `missing` if it may be absent. */
function buildFileReader<T>(file: string, parse: (text: string) => T, missing?: T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return (): T => {
    if (missing !== undefined && !existsSync(file)) return missing;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, "utf8")) };
    return cached.value;
  };
}

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that wants HTML gets
 * index.html so client-side routes work on reload (history fallback). For the public pages the server
 * writes the page's language, title, description, Open Graph tags and the pool's structured data into it,
 * because crawlers and link previews do not run the app's JavaScript, and the API answers the page starts
 * with (PAGE_DATA), so the app draws them without another round trip.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ?? WEB_DIST;
  if (!existsSync(root)) {
    app.log.warn({ root }, "web app not built; serving the API only");
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each asset (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        "Cache-Control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.get("/assets/*", { config: { access: "public" } }, (request, reply) => {
    const file = (request.params as { "*": string })["*"];
    return reply.sendFile(`assets/${file}`);
  });
  const seo = createSeoService(app.ctx);
  const indexHtml = buildFileReader(join(root, "index.html"), (text) => text);
  const pagePreloads = buildFileReader<PagePreloads>(join(root, PAGE_PRELOADS_FILE), JSON.parse, {});
  const firstVisit = buildFileReader<Partial<FirstVisitScript>>(join(root, FIRST_VISIT_FILE), JSON.parse, {});
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api") || request.url.startsWith("/ws-")) return;
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/assets/")) return;
    if (path !== "/" && /\.[a-z0-9]+$/i.test(path)) {
      if (existsSync(`${root}${decodeURIComponent(path)}`)) {
        return reply.header("Cache-Control", "public, max-age=3600").sendFile(path.slice(1));
      }
      return;
    }
    const page = publicPageAt(path);
    if (page) {
      // A visitor who has accepted the cookies holds our anti-forgery cookie. Without it this is (nearly always)
      // a first visit: the page comes with the cookie question written in, the page out of reach behind it, and
      // without preload hints, which would only compete with the page's first paint on a slow connection
      // (bench/README.md, "Preload hints"). Its only script is first-visit.ts, which loads the app on the answer.
      const returning = request.cookies[CSRF_COOKIE] !== undefined;
      const [pageHtml, pageData] = await Promise.all([
        seo.pageHtml(indexHtml(), page, request.lang, { inert: !returning }),
        readPageData(app, page, request.lang),
      ]);
      const withPrompt = returning
        ? injectPreloads(pageHtml, pagePreloads()[page.key])
        : deferAppToFirstVisitScript(
            injectConsentPrompt(pageHtml, renderConsentPrompt(translator(request.lang), request.lang)),
            firstVisit().script,
          );
      const html = injectPageData(withPrompt, pageData);
      const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
      reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Language, Cookie")
        .header("ETag", etag);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("text/html; charset=utf-8").send(html);
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
});
