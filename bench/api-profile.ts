/*
 * Where one endpoint's time goes: the demo app (bench/lib/demo-app.ts) in this process, autocannon loading one
 * GET address as one caller, and V8's CPU profiler (node:inspector) recording the server during the load only.
 * Prints the functions with the most self time, then the same grouped by package or source file.
 *
 *   node --import tsx bench/api-profile.ts --path /api/notifications --role admin [--duration 5]
 *   node --import tsx bench/api-profile.ts --path /api/announcements --save /tmp/announcements.cpuprofile
 *   node --import tsx bench/api-profile.ts --path /api/students/:id --role coach   (ids from the demo club)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/api-profile.ts --path /api/students --role coach
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { parseArgs } from "node:util";
import { addressFor } from "./lib/api-targets.ts";
import { type Caller, startDemoApp } from "./lib/demo-app.ts";
import { runLoad } from "./lib/load.ts";

const { values: args } = parseArgs({
  options: {
    path: { type: "string", default: "/api/health" },
    role: { type: "string", default: "anonymous" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    top: { type: "string", default: "25" },
    save: { type: "string" },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

/** A short place for a script URL: the package under node_modules, or the path inside the repository. */
function placeOf(url: string): string {
  if (!url) return "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const repo = url.indexOf("/apps/");
  if (repo >= 0) return url.slice(repo + 1);
  const packages = url.indexOf("/packages/");
  if (packages >= 0) return url.slice(packages + 1);
  return url.replace(/^file:\/\//, "");
}

function summarize(profile: Profile, top: number) {
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const name = `${functionName || "(anonymous)"}  ${place}${url ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
    byPlace.set(place, (byPlace.get(place) ?? 0) + node.hitCount);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  // Inclusive time of the app's own functions (apps/, packages/): where the request's work starts.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map<number, number>();
  const totalOf = (id: number): number => {
    const known = inclusive.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const sum = node.hitCount + (node.children ?? []).reduce((s, c) => s + totalOf(c), 0);
    inclusive.set(id, sum);
    return sum;
  };
  const ownInclusive = new Map<string, number>();
  const visit = (id: number, onStack: Set<string>) => {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const next = new Set(onStack);
    if (place.startsWith("apps/") || place.startsWith("packages/")) {
      const name = `${functionName || "(anonymous)"}  ${place}:${lineNumber + 1}`;
      // Counted once per stack: a recursive function does not count its own time twice.
      if (!onStack.has(name)) ownInclusive.set(name, (ownInclusive.get(name) ?? 0) + totalOf(id));
      next.add(name);
    }
    for (const child of node.children ?? []) visit(child, next);
  };
  visit(profile.nodes[0]!.id, new Set());
  print("Self time by function", byFunction);
  print("Self time by package or file", byPlace);
  print("Total time (self and callees) of the app's functions", ownInclusive);
}

const demo = await startDemoApp();
try {
  const headers = demo.headers.get(args.role as Caller);
  if (!headers) throw new Error(`unknown role ${args.role}`);
  // A route with parameters (`/api/students/:id`) gets real ids of the demo club.
  const path = await addressFor(demo, args.path, args.role as Caller);
  if (!path) throw new Error(`no address for ${args.path} as ${args.role} in the demo club`);
  const url = `${demo.base}${path}`;
  const probe = await fetch(url, { headers });
  console.log(
    `GET ${args.path} as ${args.role}: ${probe.status}, ${(await probe.arrayBuffer()).byteLength} bytes`,
  );
  const load = { connections: Number(args.connections), durationSeconds: 2, headers };
  await runLoad(url, load);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const result = await runLoad(url, { ...load, durationSeconds: Number(args.duration) });
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
  session.disconnect();
  console.log(
    `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms (${demo.label}, while profiling)`,
  );
  if (args.save) writeFileSync(args.save, JSON.stringify(profile));
  summarize(profile, Number(args.top));
} finally {
  await demo.close();
}
