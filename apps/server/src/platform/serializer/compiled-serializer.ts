import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { translateForSerializer } from "./zod-to-fjs.ts";

type RouteSchemaArg = FastifyRouteSchemaDef<unknown>;
type Serialize = (data: unknown) => string;

/** How one route × status is serialised: the compiled fast-json-stringify function, or zod (and why). */
export interface SerializerChoice {
  method: string;
  url: string;
  httpStatus: string;
  kind: "compiled" | "zod";
  reason?: string;
  /** The route's response schema as given (a zod schema on every route of this app). */
  schema: unknown;
}

export interface CompiledSerializerOptions {
  /**
   * Also run the zod serializer and fail when the two outputs differ (tests): every API test then proves
   * the compiled output is byte-identical to what zod would have sent.
   */
  verify?: boolean;
}

const isZodSchema = (s: unknown): s is z.ZodType => typeof s === "object" && s !== null && "_zod" in s;

/** A compiled serializer per response schema object (routes share schemas: compile each once). */
const compiledBySchema = new WeakMap<object, Serialize | { reason: string }>();

const compileZod = (schema: z.ZodType): Serialize | { reason: string } => {
  const cached = compiledBySchema.get(schema);
  if (cached) return cached;
  const translated = translateForSerializer(schema);
  let result: Serialize | { reason: string };
  if (!translated.ok) {
    result = { reason: translated.reason };
  } else {
    try {
      // Never JSON.stringify a large array wholesale: it would write undeclared keys (column leaks).
      result = fastJson(translated.schema, { largeArrayMechanism: "default" }) as Serialize;
    } catch (e) {
      result = { reason: `fast-json-stringify refused the schema: ${(e as Error).message}` };
    }
  }
  compiledBySchema.set(schema, result);
  return result;
};

export class SerializerOutputMismatch extends Error {
  constructor(method: string, url: string, compiled: string, zod: string) {
    let at = 0;
    while (at < compiled.length && compiled[at] === zod[at]) at++;
    super(
      `Compiled serializer of ${method} ${url} differs from zod at ${at}: …${compiled.slice(Math.max(0, at - 40), at + 40)}… vs …${zod.slice(Math.max(0, at - 40), at + 40)}…`,
    );
  }
}

/**
 * Fastify serializer compiler: fast-json-stringify compiled from each route's zod response schema, falling
 * back per route (never failing registration) to the zod serializer where the schema cannot be compiled
 * faithfully. Both drop keys the schema does not declare, so no column leaks either way.
 */
export const createCompiledSerializerCompiler = (options: CompiledSerializerOptions = {}) => {
  const choices: SerializerChoice[] = [];
  const compiler: FastifySerializerCompiler<unknown> = (routeSchema: RouteSchemaArg): Serialize => {
    const { schema, method, url } = routeSchema;
    const httpStatus = routeSchema.httpStatus ?? "default";
    const zodFn: Serialize = zodSerializerCompiler(routeSchema as FastifyRouteSchemaDef<z.ZodType>);
    const compiled = isZodSchema(schema) ? compileZod(schema) : { reason: "not a zod schema" };
    if (typeof compiled !== "function") {
      choices.push({ method, url, httpStatus, kind: "zod", reason: compiled.reason, schema });
      return zodFn;
    }
    choices.push({ method, url, httpStatus, kind: "compiled", schema });
    if (!options.verify) return compiled;
    return (data: unknown) => {
      const expected = zodFn(data); // throws the zod serialisation error (500) exactly as before
      const actual = compiled(data);
      if (actual !== expected) throw new SerializerOutputMismatch(method, url, actual, expected);
      return actual;
    };
  };
  return { compiler, choices };
};

/** The compiler for a zod schema outside Fastify (tests, benchmarks): compiled function or fallback reason. */
export const compileResponseSchema = compileZod;
