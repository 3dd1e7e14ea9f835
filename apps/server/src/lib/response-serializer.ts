import type { FastifySerializerCompiler } from "fastify";
import { createSerializerCompiler, ResponseSerializationError } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/*
 * Every response is checked against its route's zod contract before it is sent (ADR 009). The type provider's
 * serializer checks with `safeEncode`, which runs each node of the schema twice (a "canary" pass, then the
 * real one) so that codecs and transforms can run backwards: ~1.2 µs for a seven-field profile, 30× a plain
 * `safeParse`, and much more on lists. For a schema with no node whose meaning depends on the direction
 * (no transform, pipe/codec, default, prefault, catch, lazy…), encoding and parsing accept the same values
 * and give the same output (unknown keys stripped), so those routes use zod's compiled `safeParse`; the rest
 * keep `safeEncode`. Either way a value that breaks the contract is never sent.
 */

/** Schema kinds whose parse is the same in both directions, given children that are too. */
const LEAVES = new Set([
  "string",
  "number",
  "int",
  "boolean",
  "bigint",
  "null",
  "undefined",
  "any",
  "unknown",
  "never",
  "void",
  "date",
  "enum",
  "literal",
  "nan",
  "template_literal",
  "custom",
]);
const WRAPPERS = new Set(["optional", "nullable", "nonoptional", "readonly"]);

interface Def {
  type: string;
  innerType?: ZodType;
  element?: ZodType;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  keyType?: ZodType;
  valueType?: ZodType;
}

/** Whether parsing and encoding with this schema are the same operation (see above). */
export function isDirectionNeutral(schema: ZodType): boolean {
  const def = schema._zod.def as unknown as Def;
  const all = (children: (ZodType | null | undefined)[]) =>
    children.every((child) => !child || isDirectionNeutral(child));
  if (LEAVES.has(def.type)) return true;
  if (WRAPPERS.has(def.type)) return all([def.innerType]);
  switch (def.type) {
    case "object":
      return all([...Object.values(def.shape ?? {}), def.catchall]);
    case "array":
      return all([def.element]);
    case "union":
      return all(def.options ?? []);
    case "intersection":
      return all([def.left, def.right]);
    case "tuple":
      return all([...(def.items ?? []), def.rest]);
    case "record":
    case "map":
      return all([def.keyType, def.valueType]);
    case "set":
      return all([def.valueType]);
    default:
      return false;
  }
}

const encodingCompiler = createSerializerCompiler({});

/** The app's serializer compiler: zod's fast parse where it means the same as encoding, encoding elsewhere. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema as ZodType;
  if (!(schema instanceof z.ZodType) || !isDirectionNeutral(schema)) {
    return encodingCompiler(route as Parameters<typeof encodingCompiler>[0]);
  }
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
