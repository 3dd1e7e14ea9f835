import type { Page } from "@playwright/test";

/*
 * Timing of interactions inside a page driven by Playwright, for benchmarks of the web app's responsiveness.
 * `pageProbe()` is an init script (add it to the context before the page loads); `timed()` presses a key and
 * returns how long the page took to show the result.
 *
 * Start: the keydown's `event.timeStamp`, taken by a capture listener on window: when the browser received the
 * key (Playwright sends real input through CDP), on the page's performance.now() clock, so time the key waits
 * behind a busy main thread counts. "dom": the first moment the awaited result is in the document, checked after
 * every DOM mutation, after each `input` event's handlers and microtasks (where React re-renders a controlled
 * field), and on every animation frame. "painted": the frame after that, seen from a MessageChannel message
 * posted in its requestAnimationFrame callback (it runs once the frame is produced). Like the Event Timing
 * API's duration behind INP, without its 8 ms rounding and 16 ms floor; it includes up to one frame (~16.7 ms
 * at 60 Hz) of waiting for the next frame even when nothing is slow.
 *
 * The page's script is plain JavaScript in a string: a function handed to Playwright would be serialized after
 * tsx's transform, which can add helpers the page does not have; and the app's Content-Security-Policy forbids
 * eval(), so `page.waitForFunction` with a string cannot run (see `until`).
 */

/** What the page reads to decide that an interaction's result is there. */
export interface ProbeSpec {
  /** `KeyboardEvent.key` of the key that starts the timing (" " for Space). */
  key: string;
  /** value: an input's value; text: textContent; attr: an attribute; order: the `data-builder-node` of the
   * element's children, comma-joined; figure: the digits of the element after the one whose text is `label`. */
  read: "value" | "text" | "attr" | "order" | "figure";
  selector: string;
  attr?: string;
  label?: string;
  /** The value awaited; without it, any change from the value at arming. */
  expected?: string;
}

/** Milliseconds from the keydown to the result in the DOM and painted; `start` on the page's clock. */
export interface Timing {
  dom: number;
  painted: number;
  start: number;
  value: string;
  timeout?: true;
}

/**
 * The init script: long tasks recorded from the start, and the moment `count` elements matching `selector`
 * are in the document (`__probe.shownDom`) and painted (`__probe.shownPainted`), in ms from navigation start.
 */
export function pageProbe(selector: string, count: number): string {
  return `(() => {
  const probe = { longTasks: [], shownDom: null, shownPainted: null, pending: null };
  window.__probe = probe;
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch {}
  const shown = new MutationObserver(() => {
    if (document.querySelectorAll(${JSON.stringify(selector)}).length < ${count}) return;
    shown.disconnect();
    probe.shownDom = performance.now();
    afterPaint().then((t) => { probe.shownPainted = t; });
  });
  shown.observe(document, { childList: true, subtree: true });
  const readers = {
    value: (s) => document.querySelector(s.selector)?.value ?? "",
    text: (s) => document.querySelector(s.selector)?.textContent ?? "",
    attr: (s) => document.querySelector(s.selector)?.getAttribute(s.attr) ?? "",
    order: (s) => [...(document.querySelector(s.selector)?.children ?? [])]
      .map((e) => e.getAttribute("data-builder-node")).filter(Boolean).join(","),
    figure: (s) => {
      const label = [...document.querySelectorAll(s.selector + " *")].find((e) => e.textContent === s.label);
      return (label?.nextElementSibling?.textContent ?? "").replace(/\\D/g, "");
    },
  };
  probe.read = (s) => readers[s.read](s);
  probe.arm = (s) => {
    const read = () => readers[s.read](s);
    const baseline = read();
    const met = () => (s.expected !== undefined ? read() === s.expected : read() !== baseline);
    probe.pending = new Promise((resolve) => {
      let start = null;
      let done = false;
      const stop = () => {
        done = true;
        observer.disconnect();
        removeEventListener("keydown", onKey, true);
        removeEventListener("input", onInput, true);
        clearTimeout(timer);
      };
      const check = () => {
        if (done || start === null || !met()) return;
        const dom = performance.now();
        stop();
        afterPaint().then((painted) => resolve({ dom: dom - start, painted: painted - start, start, value: read() }));
      };
      const observer = new MutationObserver(check);
      const onInput = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = check;
        channel.port2.postMessage(null);
      };
      const frame = () => {
        if (done) return;
        check();
        requestAnimationFrame(frame);
      };
      const onKey = (event) => {
        if (event.key !== s.key || start !== null) return;
        start = event.timeStamp;
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        addEventListener("input", onInput, true);
        requestAnimationFrame(frame);
      };
      addEventListener("keydown", onKey, true);
      const timer = setTimeout(() => {
        stop();
        resolve({ dom: NaN, painted: NaN, start: start ?? NaN, value: read(), timeout: true });
      }, 5000);
    });
  };
})();`;
}

/** Arms the probe, runs `act` (which presses `spec.key`), and returns the timing of the result (5 s at most). */
export async function timed(page: Page, spec: ProbeSpec, act: () => Promise<void>): Promise<Timing> {
  await page.evaluate(`window.__probe.arm(${JSON.stringify(spec)})`);
  await act();
  const timing = (await page.evaluate("window.__probe.pending")) as Timing;
  if (timing.timeout)
    throw new Error(`no result 5 s after "${spec.key}": ${spec.read} is ${JSON.stringify(timing.value)}`);
  return timing;
}

/** What the probe reads now for `spec` (its `key` and `expected` are not used). */
export function readNow(page: Page, spec: Omit<ProbeSpec, "key">): Promise<string> {
  return page.evaluate(`window.__probe.read(${JSON.stringify(spec)})`) as Promise<string>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls an expression in the page until it is true (not `page.waitForFunction`: see the header). */
export async function until(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`not true after ${timeoutMs} ms: ${expression}`);
    await sleep(50);
  }
}

/** Long tasks (> 50 ms) overlapping the timed interactions: how many, and the longest (ms). */
export async function longTasksDuring(page: Page, timings: readonly Timing[]): Promise<[number, number]> {
  const all = (await page.evaluate("window.__probe.longTasks")) as [number, number][];
  const inside = all
    .filter(([start, duration]) =>
      timings.some((t) => start < t.start + t.painted && start + duration > t.start),
    )
    .map(([, duration]) => duration);
  return [inside.length, inside.length ? Math.max(...inside) : 0];
}
