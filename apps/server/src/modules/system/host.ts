import { lstat, readdir } from "node:fs/promises";
import { join, sep } from "node:path";
import type { TFilesystem, TNetworkInterface } from "@bazin/shared/contracts/system";
import si from "systeminformation";
import type { SampleProbe } from "./monitor.ts";

/*
 * The host as systeminformation sees it, in the contract's shapes. Its calls read /proc and may run commands
 * (100 ms and more), so the service caches their answers; nothing here runs per request otherwise.
 */

export async function cpuLoad(): Promise<{ average: number | null; cores: number[] }> {
  const load = await si.currentLoad();
  return {
    average: finite(load.currentLoad),
    cores: load.cpus.map((core) => round(core.load)),
  };
}

export async function hostMemory() {
  const mem = await si.mem();
  // "used" counts the page cache, which the kernel gives back on demand: what is not available is what is used.
  return {
    total: mem.total,
    used: mem.total - mem.available,
    available: mem.available,
    swapTotal: mem.swaptotal,
    swapUsed: mem.swapused,
  };
}

/** Real filesystems only (not the kernel's pseudo ones, which have no size). */
export async function filesystems(): Promise<TFilesystem[]> {
  const list = await si.fsSize();
  return list
    .filter((f) => f.size > 0)
    .map((f) => ({
      fs: f.fs,
      type: f.type,
      mount: f.mount,
      size: f.size,
      used: f.used,
      usePercent: finite(f.use),
    }));
}

/** The filesystem a path lies on: the one with the longest mount point that contains it. */
export function mountOf<T extends { mount: string }>(list: T[], path: string): T | null {
  const inside = (mount: string) =>
    path === mount || path.startsWith(mount.endsWith(sep) ? mount : mount + sep);
  return list.filter((f) => inside(f.mount)).sort((a, b) => b.mount.length - a.mount.length)[0] ?? null;
}

/** Up to this many entries are counted, so a huge uploads folder cannot stall the answer. */
const MAX_ENTRIES = 200_000;

/** The bytes the files under `dir` take (symbolic links not followed); null when it cannot be read. */
export async function directorySize(dir: string): Promise<number | null> {
  let total = 0;
  let seen = 0;
  const walk = async (path: string): Promise<void> => {
    const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) return;
      const child = join(path, entry.name);
      if (entry.isDirectory()) await walk(child);
      else total += (await lstat(child).catch(() => null))?.size ?? 0;
    }
  };
  const root = await lstat(dir).catch(() => null);
  if (!root?.isDirectory()) return null;
  await walk(dir);
  return total;
}

/** Each interface with its addresses and traffic; rates need two calls, so the first says null. */
export async function networkInterfaces(): Promise<TNetworkInterface[]> {
  const [interfaces, stats] = await Promise.all([si.networkInterfaces(), si.networkStats("*")]);
  const byName = new Map(stats.map((s) => [s.iface, s]));
  return interfaces.map((i) => {
    const s = byName.get(i.iface);
    return {
      name: i.iface,
      addresses: [i.ip4, i.ip6].filter(Boolean),
      mac: i.mac || null,
      internal: i.internal,
      state: i.operstate || null,
      // Virtual interfaces report -1 (unknown).
      speedMbps: typeof i.speed === "number" && i.speed > 0 ? i.speed : null,
      rxBytes: finite(s?.rx_bytes),
      txBytes: finite(s?.tx_bytes),
      rxSec: finite(s?.rx_sec),
      txSec: finite(s?.tx_sec),
    };
  });
}

/** The traffic of the external interfaces together (the loopback says nothing about the network). */
export async function networkRates(): Promise<{ rxSec: number | null; txSec: number | null }> {
  const [interfaces, stats] = await Promise.all([si.networkInterfaces(), si.networkStats("*")]);
  const internal = new Set(interfaces.filter((i) => i.internal).map((i) => i.iface));
  const external = stats.filter((s) => !internal.has(s.iface));
  const sum = (pick: (s: (typeof stats)[number]) => number | null) => {
    const values = external.map(pick).filter((v): v is number => typeof v === "number" && v >= 0);
    return values.length ? round(values.reduce((a, b) => a + b, 0)) : null;
  };
  return { rxSec: sum((s) => s.rx_sec), txSec: sum((s) => s.tx_sec) };
}

export async function osAndCpu() {
  const [os, cpu] = await Promise.all([si.osInfo(), si.cpu()]);
  return {
    os: {
      platform: os.platform,
      distro: [os.distro, os.release].filter(Boolean).join(" "),
      release: os.release,
      kernel: os.kernel,
      arch: os.arch,
      hostname: os.hostname,
    },
    cpu: {
      model: [cpu.manufacturer, cpu.brand].filter(Boolean).join(" "),
      cores: cpu.cores,
      physicalCores: cpu.physicalCores,
      // Virtual machines often report no clock speed: 0 means unknown, not 0 GHz.
      speedGHz: cpu.speed > 0 ? cpu.speed : null,
      speedMaxGHz: cpu.speedMax > 0 ? cpu.speedMax : null,
    },
  };
}

/** npm's version (runs `npm -v` once: it is slow and never changes while the process runs). */
let npmVersion: Promise<string | null> | undefined;
export function npmVersionOnce(): Promise<string | null> {
  npmVersion ??= si
    .versions("npm")
    .then((v) => v.npm || null)
    .catch(() => null);
  return npmVersion;
}

/** The sampler's probe, on the real host. */
export const hostProbe: SampleProbe = {
  cpuLoad: async () => (await cpuLoad()).average,
  memoryUsed: async () => (await hostMemory()).used,
  networkRates,
};

function finite(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? round(value) : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
