import { ROLES } from "@bazin/shared/domain/roles";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteAccess } from "../src/plugins/access.ts";
import { createTestApp, TestAgent, type TestApp } from "./app.ts";
import { createUser, signInDirectly, type TestUser } from "./factories.ts";
import { REGISTRATION_TEST_ENV } from "./factories-registration.ts";

/*
 * Generated bad input for every route of the OpenAPI description: bodies, parameters and queries made from the
 * route's own schema and around it (values near and past each limit, wrong types, strings no one expects),
 * sent by a caller the route lets in. No answer may be a 5xx, and every 4xx must be the app's translated error
 * (`code` and a sentence in `message`). New routes join by being registered. The routes are split over a few
 * test files (shards) so they run in parallel.
 */

/** Cases per route; the issue asks for at least 1,000. BAD_INPUT_RUNS changes it for a quick local run. */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 1000);
/**
 * Each run draws new cases (a random seed), so runs together explore more; a failure names its seed, and
 * BAD_INPUT_SEED=<seed> draws the same cases again to reproduce it.
 */
const SEED = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Strings that have broken servers: injections, traversal, control and direction marks, odd Unicode. */
const NASTY_STRINGS = [
  "",
  " ",
  "'",
  "' OR 1=1--",
  "%",
  "_",
  "\\",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  '=HYPERLINK("x")',
  "\u202eevil",
  "\u0000",
  "\ud800",
  "Țîrlea Ștefănescu 🏊‍♀️",
  "null",
  "NaN",
  "-1",
  "1e309",
  "2026-02-30",
  "25:61",
  "0000-00-00",
  "x".repeat(10_001),
];
const NASTY_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, Number.MIN_VALUE];

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return [];
}

/** Values the schema allows, roughly (patterns and formats are honoured where fast-check can). */
function near(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => near(s, depth)));
  if (schema.allOf?.length) return near(Object.assign({}, ...schema.allOf), depth);
  const base = nearOfType(schema, typesOf(schema)[0], depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function nearOfType(schema: Schema, type: string | undefined, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return nearString(schema);
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(near(schema.items ?? {}, depth + 1), {
            minLength: Math.min(schema.minItems ?? 0, 5),
            maxLength: Math.min(schema.maxItems ?? 5, 8),
          });
    case "object": {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, value(s, depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function nearString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date") {
    return fc
      .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === "date-time") {
    return fc
      .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 200),
    unit: "grapheme",
  });
}

/** Values just past the schema's limits, or of the wrong kind. */
function around(schema: Schema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [null, true, [], {}, ...NASTY_NUMBERS, ...NASTY_STRINGS];
  if (schema.maxLength !== undefined) edges.push("ă".repeat(schema.maxLength + 1));
  if (schema.minLength) edges.push("x".repeat(schema.minLength - 1));
  if (schema.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.minimum !== undefined) edges.push(schema.minimum - 1);
  if (schema.maxItems !== undefined) edges.push(Array.from({ length: schema.maxItems + 1 }, () => ({})));
  return fc.oneof(fc.constantFrom(...edges), fc.jsonValue({ maxDepth: 2 }));
}

function value(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: near(schema, depth) },
    { weight: 2, arbitrary: around(schema) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A query or path value as text, the way it travels in a URL. */
function asText(v: unknown): string {
  if (typeof v === "string") return v;
  if (v === undefined) return "";
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

interface Case {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

function caseFor(operation: Operation, pathNames: string[]): fc.Arbitrary<Case> {
  const parameters = operation.parameters ?? [];
  const schemaOf = (name: string, where: string) =>
    parameters.find((p) => p.in === where && p.name === name)?.schema ?? { type: "string" };
  const path = fc.record(
    Object.fromEntries(
      pathNames.map((name) => [
        name,
        fc
          .oneof({ weight: 4, arbitrary: near(schemaOf(name, "path"), 0) }, around(schemaOf(name, "path")))
          .map(asText),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryParameters = parameters.filter((p) => p.in === "query");
  const query = fc
    .tuple(
      ...queryParameters.map((p) => value(p.schema ?? {}).map((v) => [p.name, v] as const)),
      // An unknown parameter now and then.
      fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string()), { freq: 4 }),
    )
    .map((pairs) =>
      pairs
        .filter((pair): pair is readonly [string, unknown] => !!pair && pair[1] !== undefined)
        .map(([k, v]) => [k, asText(v)] as [string, string]),
    );
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
  const body = bodySchema
    ? value(bodySchema)
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  return fc.record({ path, query, body });
}

type Caller = "anonymous" | (typeof ROLES)[number];

function callerFor(access: RouteAccess["access"]): Caller {
  if (access === "public") return "anonymous";
  if (access === "authenticated" || !access) return "swimmer";
  return access[0]!;
}

const KEY_LIKE = /^(errors|validation|common|admin):/;

/** Registers the test file of one shard: the routes whose position modulo `of` is `shard`. */
export function badInputShard(shard: number, of: number) {
  describe(`generated bad input, routes of shard ${shard}/${of}`, () => {
    let t: TestApp;
    const users = new Map<Caller, TestUser>();
    beforeAll(async () => {
      t = await createTestApp({ ...REGISTRATION_TEST_ENV, RATE_LIMIT_ENABLED: "false" });
      for (const role of ROLES) users.set(role, await createUser(t.db, { role }));
    });
    afterAll(() => t?.close());

    it(`answers ${RUNS} generated requests per route with no 5xx and translated 4xx`, async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const routes = t.app.apiRoutes.filter((_, i) => i % of === shard - 1);
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const route of routes) {
        const openApiPath = route.url.replace(/:(\w+)/g, "{$1}");
        const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
        const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const caller = callerFor(route.access);
        let agent = await agentFor(caller);
        let problem = "";
        const started = Date.now();
        const result = await fc.check(
          fc.asyncProperty(caseFor(operation, pathNames), async (c) => {
            let url = route.url;
            // A lone surrogate cannot travel in a URL (encodeURIComponent throws): a browser sends U+FFFD.
            for (const name of pathNames)
              url = url.replace(
                `:${name}`,
                encodeURIComponent((c.path[name] ?? "").replace(/\p{Cs}/gu, "\uFFFD")),
              );
            const search = new URLSearchParams(c.query).toString();
            const body = route.method === "GET" ? undefined : c.body;
            const res = await agent.request(route.method as "POST", search ? `${url}?${search}` : url, body);
            // A case that ended the session (sign-out, a password change) must not leave the next ones at 401.
            if (res.statusCode === 401 && caller !== "anonymous") agent = await agentFor(caller);
            problem = `${res.statusCode} ${res.body.slice(0, 300)}`;
            if (res.statusCode >= 500) return false;
            if (res.statusCode < 400) return true;
            if (!String(res.headers["content-type"]).startsWith("application/json")) return false;
            const error = res.json() as { code?: unknown; message?: unknown };
            return (
              typeof error.code === "string" &&
              typeof error.message === "string" &&
              error.message.length > 0 &&
              error.message !== error.code &&
              !KEY_LIKE.test(error.message)
            );
          }),
          { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
        if (process.env.BAD_INPUT_TIMES) console.log(route.method, route.url, Date.now() - started, "ms");
        // A throw in the harness itself (not an answer) is named as such.
        if (result.failed && !/returning false/.test(String(result.errorInstance))) {
          problem = String(result.errorInstance);
        }
        if (result.failed) {
          failures.push(
            `${route.method} ${route.url} → ${problem} for ${fc.stringify(result.counterexample)} ` +
              `(BAD_INPUT_SEED=${result.seed})`,
          );
        }
      }
      expect(failures).toEqual([]);
      // A shard's ~45 routes × 1,000 cases take about a minute alone, several while every other test file runs
      // beside them on two cores: the limit is for a hang, not for a slow machine.
    }, 300_000);

    async function agentFor(caller: Caller) {
      const agent = new TestAgent(t.app);
      if (caller !== "anonymous") await signInDirectly(agent, t.db, users.get(caller)!, t.clock.now());
      await agent.ensureCsrf();
      return agent;
    }
  });
}
