import { statSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createSeoService } from "./service.ts";

/**
 * GET /sitemap.xml and GET /robots.txt. They are not under /api, so no access rule applies: both are for
 * anyone, crawlers first. `webRoot` is where the built web app lies; its build time dates the static texts.
 */
export async function seoRoutes(app: FastifyInstance, opts: { webRoot?: string }) {
  const seo = createSeoService(app.ctx);
  const startedAt = app.ctx.clock.now();
  const buildDate = () => {
    try {
      return opts.webRoot ? statSync(join(opts.webRoot, "index.html")).mtime : startedAt;
    } catch {
      return startedAt;
    }
  };

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(await seo.sitemapXml(buildDate())),
  );

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=86400")
      .send(seo.robotsTxt()),
  );
}
