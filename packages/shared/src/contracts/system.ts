import { z } from "zod";

/*
 * /admin/system (spec §2): the server's health and resources, one endpoint per tab. Sizes are bytes, rates bytes
 * per second, durations seconds unless the name says Ms, loads and usages percents (0–100). A figure the host
 * does not give (a container without swap, an interface without counters) is null rather than a made-up 0.
 */

export const SYSTEM_SECTIONS = [
  "overview",
  "memory",
  "performance",
  "database",
  "system",
  "network",
  "disk",
] as const;
export const ZSystemSection = z.enum(SYSTEM_SECTIONS);
export type TSystemSection = z.infer<typeof ZSystemSection>;

/** One point of the in-process sampler's history (about every 5 s while an admin watches the screen). */
export const ZSystemSample = z.object({
  at: z.string(),
  cpuLoad: z.number().nullable(),
  memoryUsed: z.number(),
  eventLoopP99Ms: z.number().nullable(),
  rxSec: z.number().nullable(),
  txSec: z.number().nullable(),
});
export type TSystemSample = z.infer<typeof ZSystemSample>;

export const HEALTH_LEVELS = ["ok", "warning", "critical"] as const;
export const ZHealthLevel = z.enum(HEALTH_LEVELS);
export type THealthLevel = z.infer<typeof ZHealthLevel>;

export const HEALTH_CHECKS = ["database", "cpu", "memory", "disk", "eventLoop"] as const;

export const ZDatabaseDriver = z.enum(["pglite", "postgres"]);
export type TDatabaseDriver = z.infer<typeof ZDatabaseDriver>;

/** What every section carries: when the server measured it (answers are cached for a couple of seconds). */
const ZSection = z.object({ generatedAt: z.string() });

export const ZSystemOverview = ZSection.extend({
  appVersion: z.string(),
  nodeVersion: z.string(),
  processUptimeSec: z.number(),
  hostUptimeSec: z.number(),
  databaseDriver: ZDatabaseDriver,
  realtimeHub: z.enum(["local", "redis"]),
  cpuLoad: z.number().nullable(),
  memory: z.object({ used: z.number(), total: z.number() }),
  /** The filesystem that holds the data directory. */
  disk: z.object({ used: z.number(), size: z.number(), mount: z.string() }).nullable(),
  health: z.object({
    status: ZHealthLevel,
    checks: z.array(
      z.object({ name: z.enum(HEALTH_CHECKS), status: ZHealthLevel, value: z.number().nullable() }),
    ),
  }),
  history: z.array(ZSystemSample),
});
export type TSystemOverview = z.infer<typeof ZSystemOverview>;

export const ZSystemMemory = ZSection.extend({
  host: z.object({
    total: z.number(),
    used: z.number(),
    available: z.number(),
    swapTotal: z.number(),
    swapUsed: z.number(),
  }),
  process: z.object({
    rss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    external: z.number(),
    arrayBuffers: z.number(),
  }),
  history: z.array(ZSystemSample),
});
export type TSystemMemory = z.infer<typeof ZSystemMemory>;

export const ZSystemPerformance = ZSection.extend({
  cpu: z.object({ average: z.number().nullable(), cores: z.array(z.number()) }),
  /** 1, 5 and 15 minutes (all zeros on Windows, which has none). */
  loadAverage: z.tuple([z.number(), z.number(), z.number()]),
  eventLoop: z.object({
    p50Ms: z.number().nullable(),
    p99Ms: z.number().nullable(),
    maxMs: z.number().nullable(),
  }),
  /** This process's share of the whole machine's CPU time since the previous measure. */
  processCpuPercent: z.number().nullable(),
  history: z.array(ZSystemSample),
});
export type TSystemPerformance = z.infer<typeof ZSystemPerformance>;

export const ZDatabaseTable = z.object({
  schema: z.string(),
  name: z.string(),
  rowEstimate: z.number(),
  totalBytes: z.number(),
});
export type TDatabaseTable = z.infer<typeof ZDatabaseTable>;

export const ZSystemDatabase = ZSection.extend({
  driver: ZDatabaseDriver,
  version: z.string(),
  sizeBytes: z.number().nullable(),
  tables: z.array(ZDatabaseTable),
  connections: z.object({ inUse: z.number(), open: z.number(), max: z.number().nullable() }),
  /** node-postgres pool settings and state; null on PGlite (one embedded connection). */
  pool: z
    .object({
      max: z.number(),
      idleTimeoutMs: z.number().nullable(),
      total: z.number(),
      idle: z.number(),
      waiting: z.number(),
    })
    .nullable(),
});
export type TSystemDatabase = z.infer<typeof ZSystemDatabase>;

/**
 * The daily retention purge (spec §9: expired records kept 3–5 years, logs 12 months): its periods, what its
 * last run removed, and when it runs next.
 */
export const ZRetentionStatus = z.object({
  registrationYears: z.number().int(),
  auditMonths: z.number().int(),
  /** The last completed run, null before the first. */
  lastRun: z
    .object({
      at: z.string(),
      registrations: z.number().int(),
      files: z.number().int(),
      consents: z.number().int(),
      auditEntries: z.number().int(),
    })
    .nullable(),
  /** The local midnight after the last run (the scheduler runs within 15 minutes of it); null: at its next check. */
  nextRunAt: z.string().nullable(),
});
export type TRetentionStatus = z.infer<typeof ZRetentionStatus>;

export const ZSystemInfo = ZSection.extend({
  os: z.object({
    platform: z.string(),
    distro: z.string(),
    release: z.string(),
    kernel: z.string(),
    arch: z.string(),
    hostname: z.string(),
  }),
  cpu: z.object({
    model: z.string(),
    cores: z.number(),
    physicalCores: z.number(),
    speedGHz: z.number().nullable(),
    speedMaxGHz: z.number().nullable(),
  }),
  runtime: z.object({ node: z.string(), npm: z.string().nullable(), v8: z.string() }),
  timeZone: z.string(),
  retention: ZRetentionStatus,
});
export type TSystemInfo = z.infer<typeof ZSystemInfo>;

export const ZNetworkInterface = z.object({
  name: z.string(),
  addresses: z.array(z.string()),
  mac: z.string().nullable(),
  internal: z.boolean(),
  state: z.string().nullable(),
  speedMbps: z.number().nullable(),
  rxBytes: z.number().nullable(),
  txBytes: z.number().nullable(),
  rxSec: z.number().nullable(),
  txSec: z.number().nullable(),
});
export type TNetworkInterface = z.infer<typeof ZNetworkInterface>;

export const ZSystemNetwork = ZSection.extend({
  interfaces: z.array(ZNetworkInterface),
  history: z.array(ZSystemSample),
});
export type TSystemNetwork = z.infer<typeof ZSystemNetwork>;

export const ZFilesystem = z.object({
  fs: z.string(),
  type: z.string(),
  mount: z.string(),
  size: z.number(),
  used: z.number(),
  usePercent: z.number().nullable(),
});
export type TFilesystem = z.infer<typeof ZFilesystem>;

export const ZSystemDisk = ZSection.extend({
  filesystems: z.array(ZFilesystem),
  dataDir: z.object({
    path: z.string(),
    sizeBytes: z.number().nullable(),
    /** The mount point of the filesystem that holds it. */
    mount: z.string().nullable(),
  }),
});
export type TSystemDisk = z.infer<typeof ZSystemDisk>;

/** The contract of each section's endpoint, GET /api/admin/system/<section>. */
export const SYSTEM_SECTION_SCHEMAS = {
  overview: ZSystemOverview,
  memory: ZSystemMemory,
  performance: ZSystemPerformance,
  database: ZSystemDatabase,
  system: ZSystemInfo,
  network: ZSystemNetwork,
  disk: ZSystemDisk,
} as const satisfies Record<TSystemSection, z.ZodType>;
