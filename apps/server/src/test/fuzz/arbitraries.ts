import fc from "fast-check";
import type { OpenApiSchema } from "../openapi-routes.ts";

/** Ids of rows the fuzzing file owns, so generated ids often point at real rows (and reach the services). */
export interface KnownIds {
  workorder: number[];
  customer: number[];
  jobsite: number[];
  vendor: number[];
  line: number[];
  proposal: number[];
  invoice: number[];
  attachment: number[];
  user: number[];
  view: number[];
}

/** Numbers an attacker tries: beyond int4, beyond safe integers, fractions, negative zero. */
export const HOSTILE_NUMBERS: readonly number[] = [
  2147483648,
  2147483647,
  -2147483649,
  -1,
  0,
  -0,
  1.5,
  0.001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
];

const LONG = "a".repeat(70_000);

/** Strings an attacker tries: numeric look-alikes, impossible dates, huge, unicode, SQL and HTML payloads. */
export const HOSTILE_STRINGS: readonly string[] = [
  "2147483648",
  "99999999999999999999999",
  "0x10",
  "1e3",
  "-0",
  "NaN",
  "Infinity",
  "1.5",
  " 1",
  "１２",
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "275760-09-13",
  "2026-02-30",
  "2026-13-01",
  "",
  " ",
  LONG,
  "😀🏳️‍🌈 ünïcödé 中文 \u202e",
  "\u0000",
  "a\u0000b",
  "\u0001\u0008\u000b\u000c\u000e\u001f",
  "\u001b[31mred\u001b[0m",
  "del\u007f",
  "<p>rich\u0000text</p>",
  "line\r\nbreak",
  "' OR 1=1 --",
  "'; drop table workorders; --",
  "\\'; select pg_sleep(5); --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "%00%27",
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "{{7*7}}${7*7}",
  "[object Object]",
  "__proto__",
];

/** Values of the wrong shape for any field. */
const WRONG_SHAPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  ["x"],
  {},
  { $gt: "" },
  { __proto__: { admin: true } },
  { a: { b: { c: { d: { e: [1, { f: "deep" }] } } } } },
];

export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...WRONG_SHAPES),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.double(),
    fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  );

const typesOf = (s: OpenApiSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

/** Picks ids of the kind a field name suggests (workorderid → work orders, vendorid → vendors …). */
const idsFor = (name: string, ids: KnownIds): number[] => {
  const n = name.toLowerCase();
  if (n.includes("workordervendor") || n === "wovendorid") return ids.line;
  if (n.includes("workorder")) return ids.workorder;
  if (n.includes("proposal")) return ids.proposal;
  if (n.includes("invoice")) return ids.invoice;
  if (n.includes("customer")) return ids.customer;
  if (n.includes("jobsite")) return ids.jobsite;
  if (n.includes("vendor")) return ids.vendor;
  if (n.includes("user")) return ids.user;
  if (n.includes("view")) return ids.view;
  return [...ids.workorder, ...ids.line, ...ids.proposal, ...ids.invoice, ...ids.attachment, ...ids.view];
};

const numberArb = (s: OpenApiSchema, integer: boolean, known: number[]): fc.Arbitrary<unknown> => {
  const min = typeof s.minimum === "number" ? Math.max(s.minimum, -1e12) : -1e6;
  const max = typeof s.maximum === "number" ? Math.min(s.maximum, 1e12) : 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
    : fc.double({ min, max, noNaN: true });
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), inRange) : inRange;
};

const stringArb = (s: OpenApiSchema): fc.Arbitrary<unknown> => {
  if (s.format === "date-time" || s.format === "date") {
    return fc
      .date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
      .map((d) => (s.format === "date" ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  return fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) });
};

export interface ArbitraryOptions {
  ids: KnownIds;
  /** Nesting depth left, so recursive schemas stay small. */
  depth?: number;
}

/**
 * A fast-check arbitrary for a value of the JSON schema (as the OpenAPI document states it): mostly values
 * that fit the schema (so the request reaches the service), sometimes a hostile value in its place.
 */
export const valueFor = (s: OpenApiSchema, name: string, opts: ArbitraryOptions): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: validValueFor(s, name, opts) }, { weight: 1, arbitrary: hostileValue() });

const validValueFor = (s: OpenApiSchema, name: string, opts: ArbitraryOptions): fc.Arbitrary<unknown> => {
  const depth = opts.depth ?? 4;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((a) => validValueFor(a, name, opts)));
  }
  const types = typesOf(s);
  const type = types.find((x) => x !== "null") ?? (s.properties ? "object" : "string");
  switch (type) {
    case "integer":
      return numberArb(s, true, idsFor(name, opts.ids));
    case "number":
      return numberArb(s, false, []);
    case "boolean":
      return fc.boolean();
    case "array":
      return depth <= 0
        ? fc.constant([])
        : fc.array(valueFor(s.items ?? {}, name, { ...opts, depth: depth - 1 }), { maxLength: 4 });
    case "object":
      return depth <= 0 ? fc.constant({}) : objectFor(s, { ...opts, depth: depth - 1 });
    default:
      return stringArb(s);
  }
};

/** An object of the schema: required keys usually present, optional keys sometimes, now and then a stray key. */
export const objectFor = (
  s: OpenApiSchema,
  opts: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> => {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const entries = props.map(([key, schema]) =>
    fc.option(
      valueFor(schema, key, opts).map((v) => [key, v] as const),
      { freq: required.has(key) ? 12 : 2, nil: undefined },
    ),
  );
  const stray = fc.option(
    fc.tuple(
      fc.constantFrom("__proto__", "constructor", "id", "version", "isadmin", "extra"),
      hostileValue(),
    ),
    { freq: 6, nil: undefined },
  );
  return fc.tuple(fc.tuple(...entries), stray).map(([pairs, extra]) => {
    const out: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) out[pair[0]] = pair[1];
    if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true });
    return out;
  });
};
