/*
 * Where a public page's main thread goes while the app starts: loads the page in Chromium with the CPU slowed
 * 4× (as Lighthouse's mobile model), as a returning visitor (cookie choice accepted) or a first visit, in
 * Romanian unless `--lang en` (as bench:lighthouse: an English visitor's words come in a second request and the
 * page's own answers are not used), records a CPU profile and a trace, and prints each long task with the source files and functions that took its
 * time. Run on a build with source maps to see the sources instead of the minified chunks:
 *
 *   BUILD_SOURCEMAP=1 npm run build && npm run bench:page-profile -- --page /inscriere [--runs 3 --first-visit --lang en]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromium } from "@playwright/test";
import { freePort, ROOT, startServer } from "./lib/app-server.ts";

const DIST = join(ROOT, "apps/web/dist");
const { values: args } = parseArgs({
  options: {
    page: { type: "string", default: "/" },
    runs: { type: "string", default: "1" },
    "first-visit": { type: "boolean", default: false },
    /** The visitor's language: their browser's, and for a returning visitor the one they chose before. */
    lang: { type: "string", default: "ro" },
    /** How many functions to print per long task. */
    top: { type: "string", default: "6" },
  },
});

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const maps = new Map<string, TraceMap | null>();
/** The source file and function of a minified position, when the build wrote a source map. */
function originalOf(frame: ProfileNode["callFrame"]): { file: string; fn: string } {
  const path = frame.url ? new URL(frame.url).pathname : "";
  const name = frame.functionName || "(anonymous)";
  if (!path.startsWith("/assets/")) return { file: path || "(browser)", fn: name };
  if (!maps.has(path)) {
    const mapFile = join(DIST, `${path}.map`);
    maps.set(path, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, "utf8")) : null);
  }
  const map = maps.get(path);
  if (!map) return { file: path, fn: name };
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (original.source ?? path).replace(/^(\.\.\/)+/, "").replace(/^node_modules\//, "");
  return { file, fn: original.name ?? name };
}

/** A short package or folder name for a source file: the package for node_modules, the folder otherwise. */
function area(file: string): string {
  const match = file.match(/^(@[^/]+\/[^/]+|[^/@][^/]*)\//);
  if (file.includes("node_modules/") || !file.startsWith("apps/")) return match?.[1] ?? file;
  return file.split("/").slice(0, 5).join("/");
}

async function profileOnce(origin: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: args.lang === "en" ? "en-GB" : "ro-RO",
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  if (!args["first-visit"]) {
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((lang) => {
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("i18nextLng", lang);
    }, args.lang);
    await page.goto(`${origin}/api/csrf`);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  await page.goto(`${origin}${args.page}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  await browser.close();

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let time = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    return { id, at: time / 1000 };
  });
  // The page's main thread: the busiest renderer main thread (robots.txt may have had its own). Its tasks are
  // the trace's RunTask events, in microseconds of the profile's clock.
  const busy = new Map<number, number>();
  for (const e of trace.traceEvents)
    if (e.name === "RunTask" && e.ph === "X") busy.set(e.tid, (busy.get(e.tid) ?? 0) + (e.dur ?? 0));
  const renderers = new Set(
    trace.traceEvents
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => e.tid),
  );
  const mainTid = [...renderers].sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  const tasks = trace.traceEvents
    .filter((e) => e.name === "RunTask" && e.tid === mainTid && e.ph === "X")
    .map((e) => ({
      start: e.ts / 1000,
      end: (e.ts + (e.dur ?? 0)) / 1000,
      samples: samples.filter((s) => s.at >= e.ts / 1000 && s.at <= (e.ts + (e.dur ?? 0)) / 1000),
      // The browser's own steps inside the task (parse, style, layout, paint, script), longest first.
      steps: trace.traceEvents.filter(
        (t) => t.tid === mainTid && t.ph === "X" && t !== e && t.ts >= e.ts && t.ts < e.ts + (e.dur ?? 0),
      ),
    }));
  const long = tasks.filter((t) => t.end - t.start >= 50);
  const blocking = long.reduce((sum, t) => sum + (t.end - t.start - 50), 0);
  console.log(
    `\n${args.page}: ${long.length} long tasks, ${Math.round(blocking)} ms over 50 ms in all (4× slower CPU)`,
  );
  const top = Number(args.top);
  const begin = long[0]?.start ?? 0;
  for (const task of long) {
    const selfByFn = new Map<string, number>();
    const byArea = new Map<string, number>();
    let previous = task.start;
    for (const sample of task.samples) {
      const dt = sample.at - previous;
      previous = sample.at;
      const node = byId.get(sample.id)!;
      const { file, fn } = originalOf(node.callFrame);
      const key = `${fn} (${file})`;
      selfByFn.set(key, (selfByFn.get(key) ?? 0) + dt);
      // The area is the first frame from the top with a file: the app's or a package's code.
      let id: number | undefined = sample.id;
      let where = file;
      while (id !== undefined && !byId.get(id)!.callFrame.url) id = parent.get(id);
      if (id !== undefined) where = originalOf(byId.get(id)!.callFrame).file;
      byArea.set(area(where), (byArea.get(area(where)) ?? 0) + dt);
    }
    const fmt = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, v]) => `${Math.round(v)} ${k}`)
        .join("\n      ");
    console.log(`  task at +${Math.round(task.start - begin)} ms, ${Math.round(task.end - task.start)} ms`);
    console.log(`    by area:\n      ${fmt(byArea)}`);
    console.log(`    by function (self):\n      ${fmt(selfByFn)}`);
    const steps = new Map<string, number>();
    for (const step of task.steps) steps.set(step.name, (steps.get(step.name) ?? 0) + (step.dur ?? 0) / 1000);
    console.log(`    browser steps (nested ones counted in their parents too):\n      ${fmt(steps)}`);
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-profile-data-"));
  const port = await freePort();
  const server = await startServer(dataDir, port);
  try {
    for (let i = 0; i < Number(args.runs); i++) await profileOnce(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
