import { readFileSync } from "node:fs";
import { uptime as hostUptime, loadavg } from "node:os";
import type {
  HEALTH_CHECKS,
  THealthLevel,
  TSystemDatabase,
  TSystemDisk,
  TSystemInfo,
  TSystemMemory,
  TSystemNetwork,
  TSystemOverview,
  TSystemPerformance,
  TSystemSection,
} from "@bazin/shared/contracts/system";
import type { AppContext } from "../../app-context.ts";
import { databaseAnswers } from "../health/repository.ts";
import { retentionStatus } from "../retention/service.ts";
import {
  databaseConnections,
  databaseDriver,
  databaseSize,
  databaseTables,
  databaseVersion,
  poolState,
} from "./database.repository.ts";
import {
  cpuLoad,
  directorySize,
  filesystems,
  hostMemory,
  hostProbe,
  mountOf,
  networkInterfaces,
  npmVersionOnce,
  osAndCpu,
} from "./host.ts";
import { type MonitorOptions, type SampleProbe, SystemMonitor } from "./monitor.ts";

const APP_VERSION: string = JSON.parse(
  readFileSync(new URL("../../../package.json", import.meta.url), "utf8"),
).version;

/** Above these a health check warns, then turns critical (percents; the event loop in ms). */
const THRESHOLDS: Record<Exclude<(typeof HEALTH_CHECKS)[number], "database">, [number, number]> = {
  cpu: [80, 95],
  memory: [85, 95],
  disk: [85, 95],
  eventLoop: [100, 500],
};

export interface SystemServiceOptions {
  /** How long a section's answer is reused (several admins, quick refreshes). */
  cacheMs?: number;
  /** The data directory's size takes a walk of the folder: reused longer. */
  dataDirCacheMs?: number;
  probe?: SampleProbe;
  monitor?: MonitorOptions;
  now?: () => number;
}

type Answers = {
  overview: TSystemOverview;
  memory: TSystemMemory;
  performance: TSystemPerformance;
  database: TSystemDatabase;
  system: TSystemInfo;
  network: TSystemNetwork;
  disk: TSystemDisk;
};

/**
 * /admin/system's sections, each measured at most once per `cacheMs` whoever asks. Asking for any section keeps
 * the sampler going for the next minute, so the charts keep filling while the screen is open. Times here are the
 * machine's real ones (not the app clock): they describe the host, not the club's business.
 */
export function createSystemService(ctx: AppContext, options: SystemServiceOptions = {}) {
  const now = options.now ?? Date.now;
  const monitor = new SystemMonitor(options.probe ?? hostProbe, { now, ...options.monitor });
  const cacheMs = options.cacheMs ?? 2_000;
  const stamp = () => new Date(now()).toISOString();
  const dataDirSize = cached(options.dataDirCacheMs ?? 60_000, now, () => directorySize(ctx.config.dataDir));

  const build: { [K in TSystemSection]: () => Promise<Answers[K]> } = {
    async overview() {
      const [load, memory, disks, dbOk] = await Promise.all([
        cpuLoad().catch(() => null),
        hostMemory(),
        filesystems().catch(() => []),
        databaseAnswers(ctx.db),
      ]);
      const disk = mountOf(disks, ctx.config.dataDir);
      const loop = monitor.eventLoop();
      const cpu = load?.average ?? null;
      const checks = [
        { name: "database" as const, status: dbOk ? ("ok" as const) : ("critical" as const), value: null },
        check("cpu", cpu),
        check("memory", percent(memory.used, memory.total)),
        check("disk", disk ? percent(disk.used, disk.size) : null),
        check("eventLoop", loop?.p99Ms ?? null),
      ];
      return {
        generatedAt: stamp(),
        appVersion: APP_VERSION,
        nodeVersion: process.version,
        processUptimeSec: Math.round(process.uptime()),
        hostUptimeSec: Math.round(hostUptime()),
        databaseDriver: databaseDriver(ctx.db),
        realtimeHub: ctx.config.redisUrl ? "redis" : "local",
        cpuLoad: cpu,
        memory: { used: memory.used, total: memory.total },
        disk: disk ? { used: disk.used, size: disk.size, mount: disk.mount } : null,
        health: { status: worst(checks.map((c) => c.status)), checks },
        history: monitor.history(),
      };
    },
    async memory() {
      const host = await hostMemory();
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      return {
        generatedAt: stamp(),
        host,
        process: { rss, heapUsed, heapTotal, external, arrayBuffers },
        history: monitor.history(),
      };
    },
    async performance() {
      const load = await cpuLoad().catch(() => ({ average: null, cores: [] }));
      const loop = monitor.eventLoop();
      const [one = 0, five = 0, fifteen = 0] = loadavg();
      return {
        generatedAt: stamp(),
        cpu: load,
        loadAverage: [round(one), round(five), round(fifteen)],
        eventLoop: { p50Ms: loop?.p50Ms ?? null, p99Ms: loop?.p99Ms ?? null, maxMs: loop?.maxMs ?? null },
        processCpuPercent: monitor.processCpuPercent(),
        history: monitor.history(),
      };
    },
    async database() {
      const [version, sizeBytes, tables, connections] = await Promise.all([
        databaseVersion(ctx.db),
        databaseSize(ctx.db).catch(() => null),
        databaseTables(ctx.db),
        databaseConnections(ctx.db),
      ]);
      return {
        generatedAt: stamp(),
        driver: databaseDriver(ctx.db),
        version,
        sizeBytes,
        tables,
        connections,
        pool: poolState(ctx.db),
      };
    },
    async system() {
      const [{ os, cpu }, npm, retention] = await Promise.all([
        osAndCpu(),
        npmVersionOnce(),
        retentionStatus(ctx),
      ]);
      return {
        generatedAt: stamp(),
        os,
        cpu,
        runtime: { node: process.versions.node, npm, v8: process.versions.v8 },
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        retention,
      };
    },
    async network() {
      return { generatedAt: stamp(), interfaces: await networkInterfaces(), history: monitor.history() };
    },
    async disk() {
      const [list, size] = await Promise.all([filesystems(), dataDirSize()]);
      const path = ctx.config.dataDir;
      return {
        generatedAt: stamp(),
        filesystems: list,
        dataDir: { path, sizeBytes: size, mount: mountOf(list, path)?.mount ?? null },
      };
    },
  };

  const answers = Object.fromEntries(
    Object.entries(build).map(([name, load]) => [name, cached<unknown>(cacheMs, now, load)]),
  ) as unknown as typeof build;

  return {
    monitor,
    /** One section's answer, from the cache when it is fresh. */
    section<K extends TSystemSection>(name: K): Promise<Answers[K]> {
      monitor.touch();
      return answers[name]();
    },
    close() {
      monitor.stop();
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

/**
 * Reuses `load`'s answer for `ttlMs`; callers that arrive while it is being measured share that measure. A
 * failure is not kept, so the next caller tries again.
 */
export function cached<T>(ttlMs: number, now: () => number, load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (!entry || at - entry.at >= ttlMs) {
      const value = load();
      const current = { at, value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.value;
  };
}

function check(name: Exclude<(typeof HEALTH_CHECKS)[number], "database">, value: number | null) {
  const [warning, critical] = THRESHOLDS[name];
  const status: THealthLevel =
    value === null ? "ok" : value >= critical ? "critical" : value >= warning ? "warning" : "ok";
  return { name, status, value };
}

function worst(levels: THealthLevel[]): THealthLevel {
  return levels.includes("critical") ? "critical" : levels.includes("warning") ? "warning" : "ok";
}

function percent(part: number, whole: number): number | null {
  return whole > 0 ? round((part / whole) * 100) : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
