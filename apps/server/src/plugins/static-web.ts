import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that wants HTML gets
 * index.html so client-side routes work on reload (history fallback).
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
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
});
