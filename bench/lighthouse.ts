/*
 * Lighthouse (mobile) on the public pages, against the production build served by the real server on a fresh
 * embedded database in a temp folder. Prints performance, accessibility, best practices and SEO per page, the
 * main timings, and the first-load JavaScript of `/` (what index.html loads before anything else, gzip).
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3 --pages /,/contact]
 *
 * Lighthouse 12 is not a dependency of the project (it would break `npm ci` on Node 20); it runs through
 * `npm exec --package=lighthouse@12`, on Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default).
 *
 * The site asks for cookie consent on a first visit, over the public page (inert behind the prompt). Lighthouse
 * measures the pages as a visitor who accepted it: a fresh Chrome profile gets the stored choice (set on
 * /robots.txt, so no page asset is cached) and Lighthouse runs with that profile and `--disable-storage-reset`.
 * `--first-visit` measures what a first-time visitor sees instead: the page behind the consent prompt. The visitor has Romanian chosen (the site's default and
 * its audience); `--lang en` measures an English visitor, whose words arrive in a second request. LIGHTHOUSE_KEEP=<folder> keeps each run's JSON report there
 * (lighthouse_<page>-<run>.json).
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { freePort, startServer } from "./lib/app-server.ts";
import { firstLoadJs, firstVisitJs } from "./lib/first-load.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "apps/web/dist");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TIMINGS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    pages: { type: "string", default: "/,/contact,/evenimente,/inscriere" },
    "first-visit": { type: "boolean", default: false },
    /** The language the visitor chose before (stored like the site's switch does): ro or en. */
    lang: { type: "string", default: "ro" },
  },
});
const runs = Math.max(1, Number(args.runs));
const pages = args.pages.split(",").filter(Boolean);

/** A Chrome profile whose local storage already holds the accepted cookie choice and the language. */
async function profileWithConsent(origin: string, language: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "bazin-lh-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((lang) => {
    localStorage.setItem("cookieConsent", "accepted");
    localStorage.setItem("i18nextLng", lang);
  }, language);
  // A returning visitor also holds the anti-forgery cookie the app asks for once the cookies are accepted (the
  // server's sign for the public pages' preload hints). Set here, where the profile is closed cleanly and
  // writes its cookies; Lighthouse ends its Chrome before that.
  await page.goto(`${origin}/api/csrf`);
  await context.close();
  return dir;
}

interface PageResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  timings: Record<(typeof TIMINGS)[number][1], number>;
  failed: string[];
  /** Lighthouse's measure of this machine's CPU (its 4× slowdown assumes ~1,000–2,000): runs compare only near it. */
  benchmarkIndex: number;
}

function runLighthouse(url: string, profile: string | null): Promise<PageResult> {
  const outDir = mkdtempSync(join(tmpdir(), "bazin-lh-out-"));
  const output = join(outDir, "report.json");
  const flags = [...CHROME_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])];
  const lighthouseArgs = [
    "exec",
    "--yes",
    "--package=lighthouse@12",
    "--",
    "lighthouse",
    url,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${flags.join(" ")}`,
    ...(profile ? ["--disable-storage-reset"] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("npm", lighthouseArgs, {
      cwd: tmpdir(),
      env: { ...process.env, CHROME_PATH },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        if (code !== 0 || !existsSync(output)) throw new Error(`lighthouse exited with ${code}: ${stderr}`);
        const report = JSON.parse(readFileSync(output, "utf8"));
        if (process.env.LIGHTHOUSE_KEEP) {
          mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
          const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
          const run = (keptRuns.get(name) ?? 0) + 1;
          keptRuns.set(name, run);
          copyFileSync(output, join(process.env.LIGHTHOUSE_KEEP, `lighthouse${name}-${run}.json`));
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
        ) as PageResult["scores"];
        const timings = Object.fromEntries(
          TIMINGS.map(([id, short]) => [short, report.audits[id]?.numericValue ?? Number.NaN]),
        ) as PageResult["timings"];
        // Audits that cost points in the categories other than performance, to fix or to report.
        const failed = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
          (report.categories[id]?.auditRefs ?? [])
            .filter((ref: { id: string; weight: number }) => ref.weight > 0)
            .map((ref: { id: string }) => report.audits[ref.id])
            .filter(
              (audit: { score: number | null } | undefined) =>
                audit && audit.score !== null && audit.score < 1,
            )
            .map((audit: { id: string }) => `${id}: ${audit.id}`),
        );
        resolve({
          scores,
          timings,
          failed,
          benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

/** How many reports of each page LIGHTHOUSE_KEEP holds so far: each run's report is kept, numbered. */
const keptRuns = new Map<string, number>();

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): such a run is repeated. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (run failed, trying again: ${(error as Error).message.split("\n").find(Boolean)})`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  if (!existsSync(join(DIST, "index.html"))) {
    console.error("apps/web/dist is missing: run `npm run build` first.");
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-lh-data-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(
    `Lighthouse 12, mobile, language ${args.lang}, ${runs} run(s) per page; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  const server = await startServer(dataDir, port);
  const profile = args["first-visit"] ? null : await profileWithConsent(origin, args.lang);
  const rows: string[][] = [];
  const failures = new Map<string, Set<string>>();
  const benchmarkIndexes: number[] = [];
  try {
    for (const path of pages) {
      const results: PageResult[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await withRetries(() => runLighthouse(`${origin}${path}`, profile)));
      const pick = <T extends string>(get: (r: PageResult) => Record<T, number>, key: T) =>
        median(results.map((r) => get(r)[key]));
      rows.push([
        path,
        ...CATEGORIES.map((id) => String(pick((r) => r.scores, id))),
        ...TIMINGS.map(([, short]) => {
          const value = pick((r) => r.timings, short);
          return short === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
        }),
      ]);
      failures.set(path, new Set(results.flatMap((r) => r.failed)));
      benchmarkIndexes.push(...results.map((r) => r.benchmarkIndex));
      console.log(`  ${path} done`);
    }
  } finally {
    server.kill("SIGTERM");
    if (profile) rmSync(profile, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }

  const header = ["page", "perf", "a11y", "best pr.", "SEO", ...TIMINGS.map(([, short]) => short)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  for (const [path, failed] of failures) {
    if (failed.size) console.log(`  ${path}: ${[...failed].join(", ")}`);
  }
  console.log(
    `\nLighthouse's CPU benchmark index on this machine: median ${Math.round(median(benchmarkIndexes))}`,
  );
  const js = firstLoadJs(DIST);
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  console.log(
    `First-load JavaScript of /: ${kB(js.gzipBytes)} kB gzip (${kB(js.rawBytes)} kB raw) in ${js.files.join(", ")}`,
  );
  const firstVisit = firstVisitJs(DIST);
  if (firstVisit) {
    console.log(
      `A first visit's JavaScript until the cookie answer: ${kB(firstVisit.gzipBytes)} kB gzip (${kB(firstVisit.rawBytes)} kB raw) in ${firstVisit.files.join(", ")}`,
    );
  }
}

await main();
