/*
 * The workout builder's responsiveness with a 60-step workout (issue 13), in Chromium against the production
 * build served by the real server on a fresh embedded database (demo club). Reported, not asserted.
 *
 *   npm run build && npm run bench:builder [-- --loads 8 --keystrokes 30 --edits 20 --moves 10 --slowdown 4]
 *
 * The admin demo account signs in through the API (GET /api/csrf, POST /api/auth/login with X-XSRF-TOKEN) and
 * creates, through POST /api/workouts, a workout of 60 steps in 10 repeat blocks (warm-up 8 steps; main set 5
 * blocks of 5 steps + a nested block of 4; cool-down 7): 70 nodes, 3 levels deep. Then, on
 * /admin/traininghub/edit-workout/:id at 1280×800 (desktop layout, totals beside the tree):
 *
 * 1. Opening: ms from navigation start (the document's performance.now() origin) until the 60 step rows are in
 *    the DOM (a MutationObserver counts them) and until the frame after that is painted; the first load with an
 *    empty HTTP cache, then `--loads` reloads. When GET /api/workouts/:id answered (Resource Timing) is shown
 *    too: the rest is the app rendering the tree.
 * 2. Keystroke latency in the name field; 3. one step's distance edited by one keystroke ("25" ↔ "250" by
 *    typing "0" and Backspace at the end of its field) until the "total distance" figure shows the new total
 *    (computed here with the same `workoutMetrics`); 4. a keyboard move of a warm-up step (its drag handle
 *    focused, Space, ArrowDown or ArrowUp, Space) until the list's order is the expected one.
 *
 * How an interaction is timed (bench/lib/page-probe.ts): Playwright presses real keys (CDP, the browser's own
 * input pipeline, so a key waits behind whatever the page is busy with); in the page, from the keydown's
 * `event.timeStamp` to the first moment the expected result is in the document ("DOM") and to the frame after
 * that ("painted", what the person at the keyboard waits for; it includes up to one frame, ~16.7 ms, of waiting
 * for the next frame even when nothing is slow). Keys are pressed one at a time, `--pause` ms apart (a brisk
 * typist), each after the previous result was painted. Long tasks (> 50 ms) overlapping the timed interactions
 * are counted (during the openings: those before the rows were painted, all loads together).
 * `--slowdown N` throttles the page's CPU N× through CDP (4 ≈ a mid-range phone); 1 by default.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { TWorkoutInput } from "@bazin/shared/contracts/workouts";
import {
  type TWorkoutNode,
  type TWorkoutStep,
  type TWorkoutSteps,
  workoutMetrics,
} from "@bazin/shared/domain/training/workout-steps";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../apps/server/src/seed/demo.ts";
import { freePort, ROOT, startServer, stopServer } from "./lib/app-server.ts";
import {
  longTasksDuring,
  type ProbeSpec,
  pageProbe,
  readNow,
  sleep,
  type Timing,
  timed,
  until,
} from "./lib/page-probe.ts";

const { values: args } = parseArgs({
  options: {
    loads: { type: "string", default: "8" },
    keystrokes: { type: "string", default: "30" },
    edits: { type: "string", default: "20" },
    moves: { type: "string", default: "10" },
    pause: { type: "string", default: "120" },
    slowdown: { type: "string", default: "1" },
    lang: { type: "string", default: "ro" },
  },
});
const LOADS = Number(args.loads);
const KEYSTROKES = Math.min(100, Number(args.keystrokes));
const EDITS = Number(args.edits);
const MOVES = Number(args.moves);
const PAUSE_MS = Number(args.pause);
const SLOWDOWN = Number(args.slowdown);
const STEP_ROWS = 60;

const hardStop = setTimeout(() => {
  console.error("Benchmark took too long; stopping.");
  process.exit(2);
}, 600_000);
hardStop.unref();

// ---------------------------------------------------------------------------------------------- the workout

const STROKES = ["freestyle", "backstroke", "breaststroke", "butterfly"] as const;
const EFFORTS = ["easy", "moderate", "hard"] as const;

function step(id: string, category: TWorkoutStep["category"], metres: number, i: number): TWorkoutStep {
  const intensity: TWorkoutStep["intensity"] =
    i % 3 === 0
      ? { kind: "effort" }
      : i % 3 === 1
        ? { kind: "pace", secondsPer100: 95 + i }
        : { kind: "css", offsetSeconds: 3 };
  return {
    kind: "step",
    id,
    category,
    distanceMetres: category === "rest" ? 0 : metres,
    stroke: STROKES[i % STROKES.length]!,
    drill: i % 4 === 1 ? "kick" : i % 4 === 2 ? "pull" : "none",
    intensity,
    effort: category === "rest" ? "recovery" : EFFORTS[i % EFFORTS.length]!,
    restSeconds: category === "rest" ? 20 : 10,
    equipment: i % 4 === 1 ? ["kickboard"] : i % 4 === 2 ? ["pullbuoy", "paddles"] : [],
    notes: i % 5 === 0 ? "Respirație la 3 timpi, viraje curate." : "",
  };
}

/** 60 steps in 10 repeat blocks: 8 + 5 × (5 + 4) + 7; m3n1 (×3 ×2) is the step whose distance is edited. */
function sixtySteps(): TWorkoutSteps {
  const warmup = Array.from({ length: 8 }, (_, i) => step(`w${i + 1}`, "warmup", 100, i));
  const main = [2, 2, 3, 2, 2].map((count, b): TWorkoutNode => {
    const id = `m${b + 1}`;
    const nested: TWorkoutNode = {
      kind: "repeat",
      id: `${id}n`,
      count: 2,
      sendOffSeconds: null,
      children: [1, 2, 3, 4].map((n) => step(`${id}n${n}`, n === 4 ? "rest" : "main", 25, b + n)),
    };
    const steps = ["a", "b", "c", "d", "e"].map((x, i) => step(`${id}${x}`, "main", 50, b + i));
    return {
      kind: "repeat",
      id,
      count,
      sendOffSeconds: b % 2 ? 600 : null,
      children: [...steps.slice(0, 3), nested, ...steps.slice(3)],
    };
  });
  const cooldown = Array.from({ length: 7 }, (_, i) => step(`c${i + 1}`, "cooldown", 50 + 25 * (i % 3), i));
  return { warmup, main, cooldown };
}

const EDITED_STEP = "m3n1";
const MOVED_STEP = "w2";

/** The tree with the edited step at `metres`. */
function withDistance(steps: TWorkoutSteps, metres: number): TWorkoutSteps {
  const visit = (nodes: TWorkoutNode[]): TWorkoutNode[] =>
    nodes.map((node) =>
      node.kind === "repeat"
        ? { ...node, children: visit(node.children) }
        : node.id === EDITED_STEP
          ? { ...node, distanceMetres: metres }
          : node,
    );
  return { warmup: visit(steps.warmup), main: visit(steps.main), cooldown: visit(steps.cooldown) };
}

// ---------------------------------------------------------------------------------------------- reporting

interface Row {
  label: string;
  dom: number[];
  painted: number[];
  longTasks?: [number, number];
}
const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");

/** A Markdown table: the lines can go into bench/README.md as they are. */
function printTable(rows: Row[]) {
  const header = ["measure", "n", "DOM p50", "DOM p95", "painted p50", "painted p95", "long tasks"];
  const cells = rows.map((r) => [
    r.label,
    String(r.painted.length || r.dom.length),
    r.dom.length ? ms(quantile(r.dom, 50)) : "—",
    r.dom.length > 1 ? ms(quantile(r.dom, 95)) : "—",
    r.painted.length ? ms(quantile(r.painted, 50)) : "—",
    r.painted.length > 1 ? ms(quantile(r.painted, 95)) : "—",
    r.longTasks ? (r.longTasks[0] ? `${r.longTasks[0]}, longest ${r.longTasks[1].toFixed(0)} ms` : "0") : "",
  ]);
  const widths = header.map((h, i) => Math.max(3, h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join(" | ")} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`);
  for (const c of cells) console.log(line(c));
}

const interactions = async (page: Page, label: string, timings: Timing[]): Promise<Row> => ({
  label,
  dom: timings.map((t) => t.dom),
  painted: timings.map((t) => t.painted),
  longTasks: await longTasksDuring(page, timings),
});

// ---------------------------------------------------------------------------------------------- the run

const labels = JSON.parse(
  readFileSync(join(ROOT, `apps/web/src/locales/${args.lang}/admin.json`), "utf8"),
) as { builder: { totals: { distance: string }; step: { distance: string } } };

/** Signs the context in as the demo admin the way the web app does, and creates the workout; its id. */
async function createWorkout(context: BrowserContext, steps: TWorkoutSteps): Promise<string> {
  const xsrf = async () => (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const csrf = await context.request.get("/api/csrf");
  const login = await context.request.post("/api/auth/login", {
    headers: { "X-XSRF-TOKEN": (await xsrf()) || ((await csrf.json()) as { token: string }).token },
    data: { username: "admin", password: DEMO_PASSWORD },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  const body: TWorkoutInput = {
    name: "Bench 60",
    level: "intermediate",
    type: "endurance",
    notes: "",
    steps,
  };
  const created = await context.request.post("/api/workouts", {
    headers: { "X-XSRF-TOKEN": await xsrf() },
    data: body,
  });
  if (created.status() !== 201)
    throw new Error(`create answered ${created.status()}: ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

interface Load {
  dom: number;
  painted: number;
  /** When GET /api/workouts/:id had answered (ms from navigation). */
  api: number;
  longTasks: number[];
}

/** 1. The builder opened: the first load with an empty HTTP cache, then `LOADS` more. */
async function openings(page: Page, id: string): Promise<Row[]> {
  const loads: Load[] = [];
  for (let i = 0; i <= LOADS; i++) {
    await page.goto(`/admin/traininghub/edit-workout/${id}`);
    await until(page, "window.__probe.shownPainted !== null", 30_000);
    loads.push(
      (await page.evaluate(`({
        dom: window.__probe.shownDom,
        painted: window.__probe.shownPainted,
        api: performance.getEntriesByType("resource").find((e) => e.name.endsWith("/api/workouts/${id}"))?.responseEnd ?? NaN,
        longTasks: window.__probe.longTasks.filter(([start]) => start <= window.__probe.shownPainted).map(([, d]) => d),
      })`)) as Load,
    );
  }
  const row = (label: string, some: Load[]): Row[] => {
    const tasks = some.flatMap((l) => l.longTasks);
    return [
      {
        label,
        dom: some.map((l) => l.dom),
        painted: some.map((l) => l.painted),
        longTasks: [tasks.length, tasks.length ? Math.max(...tasks) : 0],
      },
      { label: "  of which GET /api/workouts/:id answered at", dom: [], painted: some.map((l) => l.api) },
    ];
  };
  return [
    ...row("open: 60 rows shown, empty cache (ms from navigation)", loads.slice(0, 1)),
    ...row("open: 60 rows shown, reload (ms from navigation)", loads.slice(1)),
  ];
}

/** 2. Keystrokes at the end of the name field. */
async function nameKeystrokes(page: Page): Promise<Row> {
  const name = 'input[name="name"]';
  await page.click(name);
  await page.keyboard.press("End");
  let typed = await page.inputValue(name);
  const timings: Timing[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const key = "abcdefghijklmnopqrstuvwxyz"[i % 26]!;
    typed += key;
    const spec: ProbeSpec = { key, read: "value", selector: name, expected: typed };
    timings.push(await timed(page, spec, () => page.keyboard.press(key)));
    await sleep(PAUSE_MS);
  }
  return interactions(page, "name field: keystroke → character shown", timings);
}

/** 3. One step's distance, "25" ↔ "250" by one keystroke, until the total distance shows the new total. */
async function distanceEdits(page: Page, steps: TWorkoutSteps): Promise<Row> {
  const figure = {
    read: "figure",
    selector: 'section[aria-labelledby="builder-totals"]',
    label: labels.builder.totals.distance,
  } as const;
  const total = (metres: number) =>
    String(workoutMetrics(withDistance(steps, metres), "intermediate").totalDistanceMetres);
  const shown = await readNow(page, figure);
  if (shown !== total(25)) throw new Error(`total distance shows ${shown}, expected ${total(25)}`);
  await page.click(`[data-builder-node="${EDITED_STEP}"] button[aria-expanded]`);
  await page
    .locator(`#step-editor-${EDITED_STEP}`)
    .getByLabel(labels.builder.step.distance, { exact: true })
    .click();
  await page.keyboard.press("End");
  await sleep(500);
  const timings: Timing[] = [];
  for (let i = 0; i < EDITS; i++) {
    const key = i % 2 === 0 ? "0" : "Backspace";
    const spec: ProbeSpec = { key, ...figure, expected: total(i % 2 === 0 ? 250 : 25) };
    timings.push(await timed(page, spec, () => page.keyboard.press(key)));
    await sleep(PAUSE_MS);
  }
  return interactions(page, "step distance: keystroke → total distance shown", timings);
}

/** 4. Keyboard moves of a warm-up step, down one place and back: Space, ArrowDown or ArrowUp, Space. */
async function keyboardMoves(page: Page): Promise<Row[]> {
  const handle = `[data-builder-node="${MOVED_STEP}"] [aria-roledescription]`;
  const list = '[data-builder-list="section:warmup"]';
  const picks: Timing[] = [];
  const arrows: Timing[] = [];
  const drops: Timing[] = [];
  for (let i = 0; i < MOVES; i++) {
    const down = i % 2 === 0;
    const order = (await readNow(page, { read: "order", selector: list })).split(",");
    const at = order.indexOf(MOVED_STEP);
    order.splice(at, 1);
    order.splice(down ? at + 1 : at - 1, 0, MOVED_STEP);
    await page.focus(handle);
    const picked: ProbeSpec = {
      key: " ",
      read: "attr",
      selector: handle,
      attr: "aria-pressed",
      expected: "true",
    };
    picks.push(await timed(page, picked, () => page.keyboard.press("Space")));
    await sleep(PAUSE_MS);
    const arrow = down ? "ArrowDown" : "ArrowUp";
    // dnd-kit says where the step would land in its live region.
    const over: ProbeSpec = { key: arrow, read: "text", selector: '[id^="DndLiveRegion-"]' };
    arrows.push(await timed(page, over, () => page.keyboard.press(arrow)));
    await sleep(PAUSE_MS);
    const dropped: ProbeSpec = { key: " ", read: "order", selector: list, expected: order.join(",") };
    drops.push(await timed(page, dropped, () => page.keyboard.press("Space")));
    await sleep(500); // the rows' move transition
  }
  return [
    await interactions(page, "keyboard move: Space → step picked up", picks),
    await interactions(page, "keyboard move: arrow → new place announced", arrows),
    await interactions(page, "keyboard move: Space (drop) → new order shown", drops),
  ];
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-builder-bench-"));
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(`try {
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("i18nextLng", ${JSON.stringify(args.lang)});
    } catch {}`);
    await context.addInitScript(pageProbe('[data-builder-node]:not([role="group"])', STEP_ROWS));
    const steps = sixtySteps();
    const id = await createWorkout(context, steps);
    const page = await context.newPage();
    if (SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    }
    console.log(
      `Workout builder, ${STEP_ROWS} steps (70 nodes); Chromium ${browser.version()} headless 1280×800, language ${args.lang}, CPU slowdown ${SLOWDOWN}×; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}\n`,
    );
    const rows = await openings(page, id);
    await sleep(1000);
    rows.push(await nameKeystrokes(page));
    await sleep(1000); // the name check (debounced 400 ms) answers before the next measure
    rows.push(await distanceEdits(page, steps));
    await sleep(1000);
    rows.push(...(await keyboardMoves(page)));
    printTable(rows);
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
