import type { z } from "zod";

/**
 * The JSON Schema fast-json-stringify compiles for a response, derived from the route's zod response schema
 * (zod stays the one source of the shape). Only shapes whose compiled output is byte-identical to
 * `JSON.stringify(zod.encode(schema, value))` for every value zod accepts are translated; anything else
 * (unions other than "X or null", tuples, intersections, transforms/pipes/codecs, defaults, catch-alls,
 * lazy, bigint, non-string record keys, string overwrites such as trim()) returns a reason instead, and the
 * route keeps the zod serializer.
 *
 * Deliberately minimal: no formats, patterns or bounds (fast-json-stringify would format a Date for
 * `format: date`; zod already guarantees them on valid data), and every number is `type: number` (an
 * `integer` would be rounded by fast-json-stringify instead of passed through).
 */
export type SerialSchema = Record<string, unknown>;

export type Translation = { ok: true; schema: SerialSchema } | { ok: false; reason: string };

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const optOut = (schema: z.ZodType): string | undefined =>
  (schema as unknown as { _zod: { optout?: string } })._zod.optout;

class Unsupported extends Error {}
const unsupported = (path: string, what: string): never => {
  throw new Unsupported(`${path || "(root)"}: ${what}`);
};

const scalarType = (values: unknown[], path: string): string => {
  const types = new Set(values.map((v) => (v === null ? "null" : typeof v)));
  const [only] = [...types];
  if (types.size !== 1 || !only || !["string", "number", "boolean", "null"].includes(only))
    return unsupported(path, `mixed or non-JSON literal values (${[...types].join(", ")})`);
  return only;
};

const nullable = (schema: SerialSchema): SerialSchema => {
  if (schema.type === "null") return schema;
  // An empty schema (unknown/any) already passes null through JSON.stringify.
  if (schema.type === undefined) return schema;
  return { ...schema, nullable: true };
};

const walk = (schema: z.ZodType, path: string): SerialSchema => {
  const def = defOf(schema);
  switch (def.type) {
    case "string": {
      // trim(), toLowerCase(), normalize() … rewrite the value while encoding: not a plain pass-through.
      if (def.checks?.some((c) => c._zod.def.check === "overwrite"))
        unsupported(path, "string overwrite check");
      return { type: "string" };
    }
    case "number":
      return { type: "number" };
    case "boolean":
      return { type: "boolean" };
    case "null":
      return { type: "null" };
    case "date":
      // JSON.stringify(date) === date.toISOString(); fast-json-stringify does the same for date-time.
      return { type: "string", format: "date-time" };
    case "any":
    case "unknown":
      return {};
    case "enum": {
      const values = Object.values(def.entries ?? {});
      return { type: scalarType(values, path) };
    }
    case "literal":
      return { type: scalarType(def.values ?? [], path) };
    case "nullable":
      return nullable(walk(def.innerType as z.ZodType, path));
    case "readonly":
      return walk(def.innerType as z.ZodType, path);
    case "optional":
      // Only meaningful as an object property; handled there.
      return unsupported(path, "optional outside an object property");
    case "array":
      return { type: "array", items: walk(def.element as z.ZodType, `${path}[]`) };
    case "object": {
      if (def.catchall && defOf(def.catchall).type !== "never")
        unsupported(path, "object with a catch-all (passthrough/loose)");
      const properties: Record<string, SerialSchema> = {};
      const required: string[] = [];
      for (const [key, prop] of Object.entries(def.shape ?? {})) {
        const propPath = path ? `${path}.${key}` : key;
        let inner = prop;
        let optional = false;
        while (defOf(inner).type === "optional") {
          optional = true;
          inner = defOf(inner).innerType as z.ZodType;
        }
        properties[key] = walk(inner, propPath);
        // unknown/any are optional keys for zod too: an undefined value leaves the key out.
        if (!optional && optOut(prop) !== "optional") required.push(key);
      }
      return { type: "object", properties, required };
    }
    case "record": {
      const keyDef = defOf(def.keyType as z.ZodType);
      if (keyDef.type !== "string" || (keyDef.checks?.length ?? 0) > 0)
        unsupported(path, "record whose keys are not plain strings");
      return { type: "object", additionalProperties: walk(def.valueType as z.ZodType, `${path}{}`) };
    }
    case "union": {
      const options = def.options ?? [];
      const nonNull = options.filter((o) => defOf(o).type !== "null");
      const [only] = nonNull;
      if (only && nonNull.length === 1 && options.length === 2) return nullable(walk(only, path));
      return unsupported(path, `union of ${options.length} options`);
    }
    default:
      return unsupported(path, def.type);
  }
};

/** zod response schema → the JSON Schema to compile, or why it cannot be compiled faithfully. */
export const translateForSerializer = (schema: z.ZodType): Translation => {
  try {
    return { ok: true, schema: walk(schema, "") };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, reason: e.message };
    return { ok: false, reason: `translation failed: ${(e as Error).message}` };
  }
};
