import { availableParallelism } from "node:os";
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import type { TSystemSample } from "@bazin/shared/contracts/system";

/** What the sampler reads at each tick; host.ts gives the real one, tests their own. */
export interface SampleProbe {
  cpuLoad(): Promise<number | null>;
  memoryUsed(): Promise<number>;
  networkRates(): Promise<{ rxSec: number | null; txSec: number | null }>;
}

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface MonitorOptions {
  intervalMs?: number;
  /** The sampler stops when nobody asked for a section for this long. */
  idleAfterMs?: number;
  capacity?: number;
  now?: () => number;
}

/** The histogram's timer fires every RESOLUTION_MS; its readings include that wait, which is not delay. */
const RESOLUTION_MS = 10;
const NS_PER_MS = 1e6;

/**
 * The in-process sampler behind the charts of /admin/system: every few seconds, but only while an admin looked
 * at the screen in the last minute, it keeps CPU load, memory used, event-loop delay and network rates, so a chart
 * has history the moment the screen opens. Nothing runs per request; the timer is unref()ed so it never holds
 * the process open, and stop() (on app close) ends it.
 */
export class SystemMonitor {
  private readonly samples: TSystemSample[] = [];
  private readonly intervalMs: number;
  private readonly idleAfterMs: number;
  private readonly capacity: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private histogram: IntervalHistogram | undefined;
  private lastLoop: EventLoopDelay | null = null;
  private lastTouched = 0;
  private cpuMark = { usage: process.cpuUsage(), at: process.hrtime.bigint() };
  private sampling: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly probe: SampleProbe,
    options: MonitorOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.idleAfterMs = options.idleAfterMs ?? 60_000;
    this.capacity = options.capacity ?? 60;
    this.now = options.now ?? Date.now;
  }

  /** Someone looks at the screen: sample now if idle, and keep sampling for the next minute. */
  touch(): void {
    if (this.stopped) return;
    this.lastTouched = this.now();
    if (this.timer) return;
    this.histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    this.histogram.enable();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  get active(): boolean {
    return this.timer !== undefined;
  }

  history(): TSystemSample[] {
    return [...this.samples];
  }

  /** Waits for a sample under way (tests, and the first answer after the screen opens). */
  async settled(): Promise<void> {
    await this.sampling;
  }

  /** The event-loop delay of the last complete interval, or of the current one until there is one. */
  eventLoop(): EventLoopDelay | null {
    return this.lastLoop ?? (this.histogram ? readHistogram(this.histogram) : null);
  }

  /**
   * This process's share of the machine's CPU time since the previous call (or the sampler's last tick);
   * null when too little time has passed to say.
   */
  processCpuPercent(): number | null {
    const usage = process.cpuUsage();
    const at = process.hrtime.bigint();
    const elapsedUs = Number(at - this.cpuMark.at) / 1000;
    if (elapsedUs < 100_000) return this.lastCpuPercent;
    const usedUs = usage.user - this.cpuMark.usage.user + (usage.system - this.cpuMark.usage.system);
    this.cpuMark = { usage, at };
    this.lastCpuPercent = clampPercent((usedUs / (elapsedUs * availableParallelism())) * 100);
    return this.lastCpuPercent;
  }
  private lastCpuPercent: number | null = null;

  stop(): void {
    this.stopped = true;
    this.pause();
  }

  private pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.histogram?.disable();
    this.histogram = undefined;
    this.lastLoop = null;
  }

  private tick(): Promise<void> {
    if (this.now() - this.lastTouched > this.idleAfterMs) {
      this.pause();
      return Promise.resolve();
    }
    // A slow probe (systeminformation can take a while) must not start a second sample over the first.
    this.sampling ??= this.sample().finally(() => {
      this.sampling = undefined;
    });
    return this.sampling;
  }

  private async sample(): Promise<void> {
    const [cpuLoad, memoryUsed, rates] = await Promise.all([
      this.probe.cpuLoad().catch(() => null),
      this.probe.memoryUsed(),
      this.probe.networkRates().catch(() => ({ rxSec: null, txSec: null })),
    ]);
    if (this.stopped) return;
    if (this.histogram && this.histogram.count > 0) {
      this.lastLoop = readHistogram(this.histogram);
      this.histogram.reset();
    }
    this.processCpuPercent();
    this.samples.push({
      at: new Date(this.now()).toISOString(),
      cpuLoad,
      memoryUsed,
      eventLoopP99Ms: this.lastLoop?.p99Ms ?? null,
      ...rates,
    });
    if (this.samples.length > this.capacity) this.samples.splice(0, this.samples.length - this.capacity);
  }
}

function readHistogram(h: IntervalHistogram): EventLoopDelay | null {
  if (h.count === 0) return null;
  const ms = (ns: number) => round(Math.max(0, ns / NS_PER_MS - RESOLUTION_MS));
  return { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function clampPercent(value: number): number {
  return round(Math.min(100, Math.max(0, value)));
}
