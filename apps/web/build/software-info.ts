import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What the /developer page shows: the product's version and build time, and the open-source parts it uses. */
export interface SoftwareInfo {
  name: string;
  version: string;
  builtAt: string;
  packages: { name: string; version: string; license: string }[];
}

const MODULE_ID = "virtual:software-info";
const RESOLVED_ID = `\0${MODULE_ID}`;
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** The apps whose production dependencies ship: the web app in the browser, the server on the machine. */
const APPS = ["apps/web", "apps/server"];

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: ({ type?: string } | string)[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/** Node's lookup: <dir>/node_modules/<name>, then the same in each parent folder up to the repository. */
function findPackage(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dir === REPO_ROOT || dir === dirname(dir)) return null;
  }
}

/** The licence as an SPDX expression, from either the current or the old package.json fields. */
export function licenseOf(manifest: Manifest): string {
  const { license, licenses } = manifest;
  if (typeof license === "string" && license) return license;
  if (license && typeof license === "object" && license.type) return license.type;
  if (Array.isArray(licenses) && licenses.length) {
    return licenses.map((l) => (typeof l === "string" ? l : (l.type ?? "?"))).join(" OR ");
  }
  return "UNKNOWN";
}

/**
 * Every package installed for the apps' production dependencies, transitively (dev tools excluded), read from
 * node_modules/<name>/package.json. The workspace's own packages (@bazin/*) are ours, not listed.
 */
export function collectPackages(root = REPO_ROOT): SoftwareInfo["packages"] {
  const seen = new Map<string, SoftwareInfo["packages"][number]>();
  const visitedDirs = new Set<string>();
  const queue: { name: string; from: string; optional: boolean }[] = [];
  const enqueue = (manifest: Manifest, from: string) => {
    for (const name of Object.keys(manifest.dependencies ?? {})) queue.push({ name, from, optional: false });
    for (const name of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ name, from, optional: true });
  };
  for (const app of APPS) {
    const manifest = readManifest(join(root, app));
    if (manifest) enqueue(manifest, join(root, app));
  }
  while (queue.length) {
    const { name, from } = queue.shift()!;
    const dir = findPackage(name, from);
    // A missing optional dependency is normal (another platform's binary); a missing required one is not ours to fix here.
    if (!dir || visitedDirs.has(dir)) continue;
    visitedDirs.add(dir);
    const manifest = readManifest(dir);
    if (!manifest) continue;
    enqueue(manifest, dir);
    if (name.startsWith("@bazin/")) continue;
    const version = manifest.version ?? "?";
    seen.set(`${name}@${version}`, { name, version, license: licenseOf(manifest) });
  }
  return [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/**
 * `import info from "virtual:software-info"`: the root package.json's name and version, the build time and the
 * licences of the production dependencies, worked out when the bundle is built.
 */
export function softwareInfo(): Plugin {
  let info: SoftwareInfo | null = null;
  return {
    name: "bazin-software-info",
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!info) {
        const root = readManifest(REPO_ROOT) ?? {};
        info = {
          name: root.name ?? "bazin-club",
          version: root.version ?? "0.0.0",
          builtAt: new Date().toISOString(),
          packages: collectPackages(),
        };
      }
      return `export default ${JSON.stringify(info)};`;
    },
  };
}
