import { writeFileSync } from "node:fs";
import { cpus, hostname } from "node:os";
import { join } from "node:path";
import { SYSTEM_SECTIONS } from "@bazin/shared/contracts/system";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../../test/app.ts";
import { createUser, signInDirectly } from "../../../test/factories.ts";
import { cached, createSystemService } from "./service.ts";

/** The driver these tests run on: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
const DRIVER = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("/admin/system (admins only)", () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    // A file of known size in the data directory, before the disk section first measures it.
    writeFileSync(join(t.config.dataDir, "known.bin"), Buffer.alloc(64 * 1024));
    admin = new TestAgent(t.app);
    await signInDirectly(admin, t.db, await createUser(t.db, { role: "admin" }), t.clock.now());
  });
  afterAll(() => t.close());

  it("answers admins and refuses coaches, swimmers and anonymous callers", async () => {
    const others = new Map<string, TestAgent>();
    for (const role of ["coach", "swimmer", "user"]) {
      const agent = new TestAgent(t.app);
      await signInDirectly(agent, t.db, await createUser(t.db, { role }), t.clock.now());
      others.set(role, agent);
    }
    for (const section of SYSTEM_SECTIONS) {
      const url = `/api/admin/system/${section}`;
      const res = await admin.get(url);
      expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect((await new TestAgent(t.app).get(url)).statusCode).toBe(401);
      for (const [role, agent] of others) {
        const refused = await agent.get(url);
        expect(refused.statusCode, `${section} as ${role}`).toBe(403);
        expect(refused.json().code).toBe("FORBIDDEN");
      }
    }
  });

  it("overview: versions, uptimes, driver, hub, usage and a health summary", async () => {
    const body = (await admin.get("/api/admin/system/overview")).json();
    expect(body.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.nodeVersion).toBe(process.version);
    expect(body.processUptimeSec).toBeGreaterThanOrEqual(0);
    expect(body.hostUptimeSec).toBeGreaterThanOrEqual(body.processUptimeSec);
    expect(body.databaseDriver).toBe(DRIVER);
    expect(body.realtimeHub).toBe("local");
    expect(body.memory.used).toBeGreaterThan(0);
    expect(body.memory.used).toBeLessThanOrEqual(body.memory.total);
    expect(body.disk.used).toBeLessThanOrEqual(body.disk.size);
    expect(t.config.dataDir.startsWith(body.disk.mount)).toBe(true);
    if (body.cpuLoad !== null) expect(body.cpuLoad).toBeGreaterThanOrEqual(0);
    expect(body.health.checks.map((c: { name: string }) => c.name)).toEqual([
      "database",
      "cpu",
      "memory",
      "disk",
      "eventLoop",
    ]);
    expect(body.health.checks[0]).toEqual({ name: "database", status: "ok", value: null });
    expect(["ok", "warning", "critical"]).toContain(body.health.status);
    expect(Array.isArray(body.history)).toBe(true);
  });

  it("memory: the host's and this process's", async () => {
    const { host, process: proc } = (await admin.get("/api/admin/system/memory")).json();
    expect(host.total).toBeGreaterThan(64 * 1024 * 1024);
    expect(host.used + host.available).toBe(host.total);
    expect(host.swapUsed).toBeLessThanOrEqual(host.swapTotal);
    expect(proc.rss).toBeGreaterThan(0);
    expect(proc.heapUsed).toBeGreaterThan(0);
    expect(proc.heapUsed).toBeLessThanOrEqual(proc.heapTotal);
  });

  it("performance: load per core, load averages, event-loop delay and the process's CPU share", async () => {
    const body = (await admin.get("/api/admin/system/performance")).json();
    expect(body.cpu.cores).toHaveLength(cpus().length);
    for (const load of body.cpu.cores) expect(load).toBeGreaterThanOrEqual(0);
    expect(body.loadAverage).toHaveLength(3);
    const { p50Ms, p99Ms, maxMs } = body.eventLoop;
    if (p50Ms !== null) {
      expect(p50Ms).toBeLessThanOrEqual(p99Ms);
      expect(p99Ms).toBeLessThanOrEqual(maxMs);
    }
    if (body.processCpuPercent !== null) {
      expect(body.processCpuPercent).toBeGreaterThanOrEqual(0);
      expect(body.processCpuPercent).toBeLessThanOrEqual(100);
    }
  });

  it(`database (${DRIVER}): version, size, tables with sizes, connections and pool`, async () => {
    const body = (await admin.get("/api/admin/system/database")).json();
    expect(body.driver).toBe(DRIVER);
    expect(body.version).toMatch(/PostgreSQL \d+/);
    if (DRIVER === "pglite") expect(body.version).toContain("PGlite");
    expect(body.sizeBytes).toBeGreaterThan(0);
    const users = body.tables.find((table: { name: string }) => table.name === "users");
    expect(users).toMatchObject({ schema: "public" });
    expect(users.totalBytes).toBeGreaterThan(0);
    expect(users.rowEstimate).toBeGreaterThanOrEqual(0);
    // The embedded database keeps no statistics across restarts: its tables are counted, so they are exact.
    if (DRIVER === "pglite") {
      const counted = (await t.db.execute(sql`select count(*)::int as n from users`)) as unknown;
      const [{ n }] = (counted as { rows: [{ n: number }] }).rows;
      expect(n).toBeGreaterThan(0);
      expect(users.rowEstimate).toBe(n);
    }
    const sizes = body.tables.map((table: { totalBytes: number }) => table.totalBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    if (DRIVER === "pglite") {
      expect(body.connections).toEqual({ inUse: 1, open: 1, max: 1 });
      expect(body.pool).toBeNull();
    } else {
      expect(body.connections.inUse).toBeGreaterThanOrEqual(1);
      expect(body.connections.open).toBeGreaterThanOrEqual(body.connections.inUse);
      expect(body.connections.max).toBeGreaterThanOrEqual(body.connections.open);
      expect(body.pool).toMatchObject({ max: 10 });
      expect(body.pool.total).toBeLessThanOrEqual(10);
    }
  });

  it("system: OS, CPU, runtime versions and time zone", async () => {
    const body = (await admin.get("/api/admin/system/system")).json();
    expect(body.os.arch).toBe(process.arch);
    expect(body.os.platform).toBe(process.platform);
    expect(body.os.hostname).toBe(hostname());
    expect(body.os.kernel).not.toBe("");
    expect(body.cpu.cores).toBe(cpus().length);
    expect(body.cpu.physicalCores).toBeGreaterThan(0);
    expect(body.runtime.node).toBe(process.versions.node);
    expect(body.runtime.v8).toBe(process.versions.v8);
    if (body.runtime.npm !== null) expect(body.runtime.npm).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("network: interfaces with their addresses and traffic counters", async () => {
    const body = (await admin.get("/api/admin/system/network")).json();
    expect(body.interfaces.length).toBeGreaterThan(0);
    if (process.platform === "linux") {
      const lo = body.interfaces.find((i: { name: string }) => i.name === "lo");
      expect(lo).toMatchObject({ internal: true });
      expect(lo.addresses).toContain("127.0.0.1");
      expect(lo.rxBytes).toBeGreaterThan(0);
    }
  });

  it("disk: filesystems, and the data directory's size and mount", async () => {
    const body = (await admin.get("/api/admin/system/disk")).json();
    expect(body.filesystems.length).toBeGreaterThan(0);
    for (const f of body.filesystems) expect(f.used).toBeLessThanOrEqual(f.size);
    expect(body.dataDir.path).toBe(t.config.dataDir);
    expect(body.dataDir.sizeBytes).toBeGreaterThanOrEqual(64 * 1024);
    expect(body.filesystems.map((f: { mount: string }) => f.mount)).toContain(body.dataDir.mount);
    expect(t.config.dataDir.startsWith(body.dataDir.mount)).toBe(true);
  });

  it("answers quick refreshes from its cache instead of measuring again", async () => {
    const first = (await admin.get("/api/admin/system/memory")).json();
    await sleep(2_100);
    const [a, b] = await Promise.all([
      admin.get("/api/admin/system/memory"),
      admin.get("/api/admin/system/memory"),
    ]);
    expect(a.json().generatedAt).toBe(b.json().generatedAt);
    expect(a.json().generatedAt).not.toBe(first.generatedAt);
    expect((await admin.get("/api/admin/system/memory")).json().generatedAt).toBe(a.json().generatedAt);
  });
});

describe("the section cache", () => {
  it("reuses an answer for its lifetime, shares one measure, and forgets failures", async () => {
    let time = 0;
    let calls = 0;
    let fail = false;
    const get = cached(
      2_000,
      () => time,
      async () => {
        calls++;
        if (fail) throw new Error("probe failed");
        return calls;
      },
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    time = 1_999;
    expect(await get()).toBe(1);
    time = 2_000;
    fail = true;
    await expect(get()).rejects.toThrow("probe failed");
    fail = false;
    expect(await get()).toBe(3);
    expect(calls).toBe(3);
  });
});

describe("the sampler", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const probe = {
    cpuLoad: async () => 42,
    memoryUsed: async () => 1_000,
    networkRates: async () => ({ rxSec: 10, txSec: 20 }),
  };

  it("samples only while someone looks, keeps the last N points, and stops on close", async () => {
    const service = createSystemService(t.ctx, {
      cacheMs: 0,
      probe,
      monitor: { intervalMs: 20, idleAfterMs: 150, capacity: 5 },
    });
    expect(service.monitor.active).toBe(false);
    await service.section("memory");
    expect(service.monitor.active).toBe(true);
    await sleep(200);
    // Nobody asked for 150 ms: the sampler paused itself, with at most `capacity` points.
    expect(service.monitor.active).toBe(false);
    const history = (await service.section("memory")).history;
    expect(history.length).toBe(5);
    expect(history.at(-1)).toMatchObject({ cpuLoad: 42, memoryUsed: 1_000, rxSec: 10, txSec: 20 });
    expect(Date.parse(history[0]!.at)).toBeLessThanOrEqual(Date.parse(history.at(-1)!.at));
    expect(service.monitor.active).toBe(true);

    service.close();
    expect(service.monitor.active).toBe(false);
    const length = service.monitor.history().length;
    await sleep(60);
    expect(service.monitor.history().length).toBe(length);
    await service.section("memory");
    expect(service.monitor.active).toBe(false);
  });

  it("measures the event loop's delay once it has run a while", async () => {
    const service = createSystemService(t.ctx, { cacheMs: 0, probe, monitor: { intervalMs: 50 } });
    await service.section("performance");
    await sleep(200);
    const { eventLoop, history } = await service.section("performance");
    service.close();
    expect(eventLoop.p99Ms).not.toBeNull();
    expect(eventLoop.p50Ms!).toBeLessThanOrEqual(eventLoop.p99Ms!);
    expect(history.some((s) => s.eventLoopP99Ms !== null)).toBe(true);
  });
});
