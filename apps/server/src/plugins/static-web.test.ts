import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { seedRequiredData } from "../seed/required.ts";

/*
 * The installable app's files (apps/web/build/pwa.ts): the service worker must never be cached long (a new
 * build's worker has to reach the phones at their next visit) and both files need their proper types, or the
 * browser refuses them. The CSP lets the worker and the manifest load from our origin.
 */

/** An app serving a built web folder holding `files` (paths inside it), for the tests of the describe calling it. */
function serveWebRoot(
  files: Record<string, string | Buffer>,
  logger: FastifyServerOptions["logger"] = false,
): { app: FastifyInstance } {
  const web = {} as { app: FastifyInstance };
  let c: TestContext;
  let webRoot: string;
  beforeAll(async () => {
    c = await createTestContext();
    await seedRequiredData(c.ctx);
    webRoot = mkdtempSync(join(tmpdir(), "bazin-web-"));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(webRoot, path)), { recursive: true });
      writeFileSync(join(webRoot, path), content);
    }
    web.app = await buildApp({ ctx: c.ctx, background: false, serveWeb: true, webRoot, logger });
    await web.app.ready();
  });
  afterAll(async () => {
    await web.app.close();
    await c.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });
  return web;
}

describe("static web: service worker and web manifest", () => {
  const web = serveWebRoot({
    "index.html": "<!doctype html><html><head></head><body></body></html>",
    "sw.js": "self.addEventListener('fetch', () => {});",
    "manifest.webmanifest": JSON.stringify({ name: "Bazinul Municipal" }),
    "icons/icon-192.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });

  it("serves /sw.js as JavaScript that the browser checks again on every visit", async () => {
    const res = await web.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("addEventListener");
  });

  it("serves the web manifest with its own type, not cached long", async () => {
    const res = await web.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(res.body)).toEqual({ name: "Bazinul Municipal" });
  });

  it("serves the icons as PNG images", async () => {
    const res = await web.app.inject({ method: "GET", url: "/icons/icon-192.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  it("lets a service worker and a manifest load from the app's own origin (CSP)", async () => {
    const res = await web.app.inject({ method: "GET", url: "/sw.js" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/worker-src 'self'/);
    // No manifest-src of its own: default-src 'self' covers it.
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/manifest-src/);
  });
});

describe("static web: a public page's preload hints", () => {
  const web = serveWebRoot({
    "index.html":
      '<!doctype html><html lang="ro"><head><title>x</title></head><body><div id="root"></div></body></html>',
    // As the web build writes it (apps/web/build/page-preloads.ts); a file name with a quote must stay one attribute.
    "page-preloads.json": JSON.stringify({
      events: {
        scripts: ["/assets/events-page-a1.js", '/assets/x"y.js'],
        styles: ["/assets/events-page-b2.css"],
      },
    }),
  });

  it("puts the scripts and styles of the page's route in a returning visitor's head, none holding the first paint", async () => {
    const res = await web.app.inject({ method: "GET", url: "/evenimente", cookies: { "XSRF-TOKEN": "t" } });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/events-page-a1.js" />',
    );
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/x&quot;y.js" />',
    );
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/events-page-b2.css" />',
    );
    expect(head).not.toMatch(/rel="stylesheet"/);
  });

  it("adds nothing on a first visit (no cookie yet), to a page the file does not name, nor to the app's other addresses", async () => {
    const first = await web.app.inject({ method: "GET", url: "/evenimente" });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain("preload");
    expect(first.headers.vary).toMatch(/Cookie/);
    for (const url of ["/contact", "/admin"]) {
      const res = await web.app.inject({ method: "GET", url, cookies: { "XSRF-TOKEN": "t" } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("modulepreload");
    }
  });
});

describe("static web: a first visit's cookie question", () => {
  // As the web build writes them: the entry and its preload at low priority (entry-priority.ts), and the name of
  // a first visit's script (first-visit.ts).
  const entry =
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-b2.js">';
  const web = serveWebRoot({
    "index.html": `<!doctype html><html lang="ro"><head><title>x</title>${entry}</head><body><div id="root"></div></body></html>`,
    "first-visit.json": JSON.stringify({ script: "/assets/first-visit-c3.js" }),
  });
  const promptOf = (html: string) =>
    html.match(/<div id="consent-prompt"[\s\S]*?<\/section><\/div><\/div>/)?.[0];

  it("comes written into a public page for a visitor without our cookie, in the page's language, outside the app's root", async () => {
    const ro = await web.app.inject({ method: "GET", url: "/contact" });
    const prompt = promptOf(ro.body);
    expect(prompt).toBeDefined();
    // Its language: the app, if the visitor's is another, asks again in theirs.
    expect(prompt).toMatch(/^<div id="consent-prompt" class="prerendered-prompt" lang="ro">/);
    expect(prompt).toContain('role="dialog" aria-modal="true"');
    expect(prompt).toContain("Folosim cookie-uri esențiale");
    expect(prompt).toContain("Vă păstrăm alegerea 12 luni");
    // Nothing works before the app's code answers the buttons, so they say so.
    expect(prompt).toMatch(
      /<button type="button" disabled="" data-consent="rejected">Refuz și părăsesc<\/button>/,
    );
    expect(prompt).toMatch(/<button type="button" disabled="" data-consent="accepted">Accept<\/button>/);
    // The page's text stays on show behind it, out of reach until the visitor answers.
    expect(ro.body).toMatch(/<div id="root"><div class="prerendered" data-prerendered="contact" inert="">/);
    expect(ro.body.indexOf('<div id="consent-prompt"')).toBeGreaterThan(ro.body.indexOf('<div id="root">'));
    expect(
      ro.body.slice(ro.body.indexOf('<div id="root">'), ro.body.indexOf('<div id="consent-prompt"')),
    ).toMatch(/<\/div>\s*$/);

    const en = await web.app.inject({
      method: "GET",
      url: "/inscriere",
      headers: { "accept-language": "en" },
    });
    expect(promptOf(en.body)).toContain("We use essential cookies");
    expect(promptOf(en.body)).toContain('lang="en" aria-pressed="true"');
  });

  it("comes with a small script in place of the app, which it loads on the answer", async () => {
    const first = await web.app.inject({ method: "GET", url: "/evenimente" });
    const head = first.body.slice(0, first.body.indexOf("</head>"));
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/first-visit-c3.js" data-app="/assets/index-a1.js"></script>',
    );
    expect(first.body).not.toContain('src="/assets/index-a1.js"');
    expect(first.body).not.toContain("modulepreload");

    const returning = await web.app.inject({
      method: "GET",
      url: "/evenimente",
      cookies: { "XSRF-TOKEN": "t" },
    });
    expect(returning.body).toContain(entry);
    expect(returning.body).not.toContain("first-visit");
  });

  it("is not in the page of a visitor who holds our cookie (they chose), nor in the app's other addresses", async () => {
    const returning = await web.app.inject({
      method: "GET",
      url: "/contact",
      cookies: { "XSRF-TOKEN": "t" },
    });
    expect(returning.statusCode).toBe(200);
    expect(returning.body).not.toContain("consent-prompt");
    expect(returning.body).toContain('<div class="prerendered" data-prerendered="contact">');
    const admin = await web.app.inject({ method: "GET", url: "/admin" });
    expect(admin.body).not.toContain("consent-prompt");
  });
});

describe("static web: the request log", () => {
  const lines: { msg?: string; req?: { url?: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const web = serveWebRoot(
    {
      "index.html":
        '<!doctype html><html lang="ro"><head><title>x</title></head><body><div id="root"></div></body></html>',
    },
    { level: "info", stream },
  );

  it("logs a public page once, not the API answers the server asks itself for to put in it", async () => {
    const res = await web.app.inject({ method: "GET", url: "/evenimente" });
    expect(res.body).toContain('id="page-data"');
    const logged = lines.filter((line) => line.msg === "incoming request").map((line) => line.req?.url);
    expect(logged).toEqual(["/evenimente"]);
    // A client cannot hide its own API calls by sending the header without the server's value.
    await web.app.inject({ method: "GET", url: "/api/club", headers: { "x-bazin-page-data": "guess" } });
    expect(lines.filter((line) => line.msg === "incoming request").map((line) => line.req?.url)).toEqual([
      "/evenimente",
      "/api/club",
    ]);
  });
});
